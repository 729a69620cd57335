/// Something wrong in a file, pinned to where it is: printed as `FILE:LINE:COLUMN: message`,
/// the form editors and compilers use, so a person can jump straight to it.
public struct FileProblem: Error, Equatable, Sendable, CustomStringConvertible {
    public var path: String
    /// 1-based; 0 when the problem is the file as a whole (unreadable, missing).
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int = 0, column: Int = 0, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        line > 0 ? "\(path):\(line):\(column): \(message)" : "\(path): \(message)"
    }
}
