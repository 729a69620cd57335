import Foundation
import Synchronization

/// A fresh folder under the system's temporary folder, removed when the value is released.
/// Every one is made in a folder of the test process's own, removed when the process ends:
/// work a test leaves running (a browser's translations, built after its search was
/// checked) may still save into its cache folder once the test is over, making it again.
public final class TemporaryDirectory: @unchecked Sendable {
    public let path: String

    public init() {
        path = Self.processFolder + "/" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// The test process's folder, made on first use and removed at its exit.
    private static let processFolder: String = {
        let folder = FileManager.default.temporaryDirectory.path + "/sozluk-test-" + UUID().uuidString
        try! FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        folderRemovedAtExit.withLock { $0 = folder }
        atexit {
            folderRemovedAtExit.withLock { folder in
                if let folder { try? FileManager.default.removeItem(atPath: folder) }
            }
        }
        return folder
    }()

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

/// The folder `atexit` removes (a C function cannot capture it).
private let folderRemovedAtExit = Mutex<String?>(nil)
