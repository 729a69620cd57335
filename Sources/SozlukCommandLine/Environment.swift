import Glibc
import SozlukBase
import SozlukImport

/// The environment variables sozluk reads, gathered once so the rest takes them as data.
public enum Environment {
    public static let names = ["HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "SOZLUK_DICTIONARIES", "NO_COLOR", "TERM", "LC_ALL", "LC_MESSAGES", "LC_CTYPE", "LANG",
                                PauseHook.variable, Clock.variable]

    public static func current() -> [String: String] {
        var values: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { values[name] = String(cString: value) }
        }
        // HOME unset (cron, some containers): the home folder the system's user list gives the
        // user, as other tools do, rather than files under "/".
        if values["HOME", default: ""].isEmpty, let home = UserList.homeFolder(of: getuid()), UserList.isUsable(home) {
            values["HOME"] = home
        }
        return values
    }

    /// An error when there is nowhere to keep the user's files: no HOME, no home folder in the
    /// system's user list, and not every XDG folder given.
    static func checkHome(_ environment: [String: String]) throws(UsageError) {
        guard environment["HOME", default: ""].isEmpty else { return }
        let xdg = ["XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"]
        guard xdg.allSatisfy({ environment[$0, default: ""].hasPrefix("/") }) else {
            throw UsageError("HOME is not set and the user has no home folder, so there is no place for settings, favorites and indexes; set HOME (or {1})",
                             xdg.joined(separator: ", "))
        }
    }
}
