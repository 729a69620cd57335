/// A problem at a byte offset of a JSON text; turned into line and column only when shown.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    public var offset: Int
    public var message: String

    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
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

    public func problem(path: String, bytes: [UInt8]) -> FileProblem {
        let (line, column) = Self.location(ofOffset: offset, in: bytes)
        return FileProblem(path: path, line: line, column: column, message: message)
    }
}
