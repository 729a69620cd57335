import Glibc
import SozlukBase

/// The home folder the system's user list (`/etc/passwd`) gives a user, read by sozluk itself.
/// glibc's `getpwuid` asks the name services `/etc/nsswitch.conf` names (systemd, sssd, LDAP)
/// by loading their modules into the process, which a static executable cannot do safely: one
/// crashed there for a user the file does not list. A user only those services know gets the
/// clear message that HOME is needed.
enum UserList {
    static let path = "/etc/passwd"

    /// The home folder of `user` in the list at `path`; nil when it is not listed, the list
    /// cannot be read, or the folder is not UTF-8.
    static func homeFolder(of user: uid_t, listAt path: String = path) -> String? {
        // A user list is a few kilobytes; a megabyte is more than any real one.
        guard let bytes = try? FileSystem.readPrefix(path, count: 1 << 20).bytes else { return nil }
        return homeFolder(of: user, in: bytes)
    }

    /// Lines of seven fields separated by `:`, the third the user's number, the sixth the home
    /// folder; other lines (comments, `+` entries of NIS) are passed over. Read as bytes: a
    /// line may end in CR LF, and a folder that is not UTF-8 is no folder sozluk can name.
    static func homeFolder(of user: uid_t, in list: [UInt8]) -> String? {
        for var line in list.split(separator: UInt8(ascii: "\n")) {
            if line.last == UInt8(ascii: "\r") { line = line.dropLast() }
            let fields = line.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
            guard fields.count == 7, UInt32(String(decoding: fields[2], as: UTF8.self)) == user else { continue }
            return String(validating: fields[5], as: UTF8.self)
        }
        return nil
    }

    /// Whether a home folder names a place of its own: absolute, and not the root however it is
    /// written (`/`, `//`, `/.`).
    static func isUsable(_ home: String) -> Bool {
        home.hasPrefix("/") && !home.split(separator: "/").allSatisfy { $0 == "." }
    }
}
