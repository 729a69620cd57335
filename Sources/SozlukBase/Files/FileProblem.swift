/// Something wrong in a file, pinned to where it is: printed as `FILE:LINE:COLUMN: message`,
/// the form editors and compilers use, so a person can jump straight to it.
public struct FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    /// 1-based; 0 when the problem is the file as a whole (unreadable, missing).
    public var line: Int
    public var column: Int
    /// In English.
    public var message: String
    /// The message as texts to translate (`cannot open: {1}` and its arguments), when it was
    /// made from them; else the message is looked up whole.
    public var phrases: [Phrase]

    /// A text of the interface with its arguments, translated when shown.
    public struct Phrase: Equatable, Sendable {
        public var template: String
        public var arguments: [String]
    }

    public init(path: String, line: Int = 0, column: Int = 0, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
        phrases = []
    }

    /// A problem said in a text of the interface: `saying: "cannot open: {1}", reason`.
    public init(path: String, line: Int = 0, column: Int = 0, saying template: String, _ arguments: String...) {
        self.init(path: path, line: line, column: column, message: TextTemplate.fill(template, arguments))
        phrases = [Phrase(template: template, arguments: arguments)]
    }

    /// The problem with more said after it (`; the file was moved to {1}`).
    public func adding(_ template: String, _ arguments: String...) -> FileProblem {
        var problem = self
        problem.phrases = (phrases.isEmpty ? [Phrase(template: message, arguments: [])] : phrases)
            + [Phrase(template: template, arguments: arguments)]
        problem.message += TextTemplate.fill(template, arguments)
        return problem
    }

    /// The same problem in the same place; how it is put into words does not count.
    public static func == (a: FileProblem, b: FileProblem) -> Bool {
        (a.path, a.line, a.column, a.message) == (b.path, b.line, b.column, b.message)
    }

    /// `FILE:LINE:COLUMN: ` or `FILE: `.
    public var location: String {
        line > 0 ? "\(path):\(line):\(column): " : "\(path): "
    }

    public var description: String {
        location + message
    }
}
