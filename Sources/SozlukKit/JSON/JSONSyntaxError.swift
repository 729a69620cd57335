/// A problem at a byte offset of a JSON text; turned into line and column only when shown.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var offset: Int
    public var message: String
    /// A well-formed value of the wrong kind (a number where a string belongs): the reader
    /// can skip it and go on, so a checker can report more than the first problem.
    public var isTypeMismatch: Bool

    public init(offset: Int, message: String, isTypeMismatch: Bool = false) {
        self.offset = offset
        self.message = message
        self.isTypeMismatch = isTypeMismatch
    }

    /// The 1-based line and column (in characters) of a byte offset.
    public static func location(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
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
            result[index] = FileProblem(path: path, line: line, column: column, message: errors[index].message)
        }
        return result.map { $0! }
    }

    public func problem(path: String, bytes: [UInt8]) -> FileProblem {
        let (line, column) = Self.location(ofOffset: offset, in: bytes)
        return FileProblem(path: path, line: line, column: column, message: message)
    }
}
