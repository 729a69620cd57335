/// Told how far an import has come; the command line shows it live on a terminal.
package protocol ImportProgressReporting: AnyObject {
    /// `done` of `total` items (articles, lines...) are converted.
    func update(_ done: Int, of total: Int, unit: String)
    func finish()
}

extension ImportProgressReporting {
    package func update(_ done: Int, of total: Int) {
        update(done, of: total, unit: "entries")
    }
}
