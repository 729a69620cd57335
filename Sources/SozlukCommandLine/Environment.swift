import Glibc
import SozlukCore
import SozlukImport

/// The environment variables sozluk reads, gathered once so the rest takes them as data.
public enum Environment {
    public static let names = ["HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "SOZLUK_DICTIONARIES", "NO_COLOR", "TERM", PauseHook.variable]

    public static func current() -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        return values
    }
}
