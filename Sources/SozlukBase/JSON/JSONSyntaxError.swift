/// A problem at a byte offset of a JSON text; turned into line and column only when shown.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var offset: Int
    public var message: String
    /// A well-formed value of the wrong kind (a number where a string belongs): the reader
    /// can skip it and go on, so a checker can report more than the first problem.
    public var isTypeMismatch: Bool
    /// The message as a text to translate with its arguments, when it was made so.
    public var phrase: FileProblem.Phrase?

    public init(offset: Int, message: String, isTypeMismatch: Bool = false) {
        self.offset = offset
        self.message = message
        self.isTypeMismatch = isTypeMismatch
    }

    /// Many problems of one file at once, in one pass over it however many there are.
    public static func problems(_ errors: [JSONSyntaxError], path: String, bytes: [UInt8]) -> [FileProblem] {
        let order = errors.indices.sorted { errors[$0].offset < errors[$1].offset }
        var result = [FileProblem?](repeating: nil, count: errors.count)
        var line = 1
        var column = 1
        var position = 0
        for index in order {
            let target = min(errors[index].offset, bytes.count)
            while position < target {
                if bytes[position] == UInt8(ascii: "\n") {
                    line += 1
                    column = 1
                } else if bytes[position] & 0xC0 != 0x80 {
                    column += 1
                }
                position += 1
            }
            var problem = FileProblem(path: path, line: line, column: column, message: errors[index].message)
            if let phrase = errors[index].phrase { problem.phrases = [phrase] }
            result[index] = problem
        }
        return result.map { $0! }
    }

    /// The problem with its 1-based line and column (columns count characters).
    public func problem(path: String, bytes: [UInt8]) -> FileProblem {
        Self.problems([self], path: path, bytes: bytes)[0]
    }
}
