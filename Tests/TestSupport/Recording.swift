import Foundation

/// Record mode for tests that compare with files in the repository (screen snapshots,
/// docs/keys.md): with SOZLUK_RECORD=1 they write what they see instead of failing.
public enum Recording {
    public static var isOn: Bool {
        ProcessInfo.processInfo.environment["SOZLUK_RECORD"] == "1"
    }
}
