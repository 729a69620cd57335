import SozlukBase

extension FileProblem {
    /// The problem in the interface language; a message no catalog has stays as it is (the
    /// details of a dictionary file's format, for its author).
    public func localized(_ text: Localizer) -> String {
        guard text.language != .english else { return description }
        if phrases.isEmpty { return location + text(message) }
        return location + phrases.map { text($0.template, arguments: $0.arguments) }.joined()
    }
}
