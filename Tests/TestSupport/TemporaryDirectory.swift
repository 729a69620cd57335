import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init() {
        let base = FileManager.default.temporaryDirectory.path
        path = base + "/sozluk-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes a file (creating folders) and returns its path.
    @discardableResult
    public func write(_ relativePath: String, _ contents: String) -> String {
        let full = path + "/" + relativePath
        try! FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try! contents.write(toFile: full, atomically: true, encoding: .utf8)
        return full
    }

    public func read(_ relativePath: String) -> String? {
        try? String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)
    }
}
