/// Trimming without Foundation, which the product does not link (docs/architecture.md).
extension String {
    /// The text without the white space (spaces, tabs, line breaks) at either end.
    package func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
