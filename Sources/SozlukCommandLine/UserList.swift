import Glibc
import SozlukBase

/// The home folder the system's user list (`/etc/passwd`) gives a user, read by sozluk itself.
/// glibc's `getpwuid` asks the name services `/etc/nsswitch.conf` names (systemd, sssd, LDAP)
/// by loading their modules into the process, which a static executable cannot do safely: one
/// crashed there for a user the file does not list. A user only those services know gets the
/// clear message that HOME is needed.
enum UserList {
    static let path = "/etc/passwd"

    /// The home folder of `user` in the list at `path`; nil when it is not listed or the list
    /// cannot be read.
    static func homeFolder(of user: uid_t, listAt path: String = path) -> String? {
        // A user list is a few kilobytes; a megabyte is more than any real one.
        guard let bytes = try? FileSystem.readPrefix(path, count: 1 << 20).bytes else { return nil }
        return homeFolder(of: user, in: String(decoding: bytes, as: UTF8.self))
    }

    /// Lines of seven fields separated by `:`, the third the user's number, the sixth the home
    /// folder; other lines (comments, `+` entries of NIS) are passed over.
    static func homeFolder(of user: uid_t, in list: String) -> String? {
        for line in list.split(separator: "\n") {
            let fields = line.split(separator: ":", omittingEmptySubsequences: false)
            guard fields.count == 7, UInt32(fields[2]) == user else { continue }
            return String(fields[5])
        }
        return nil
    }
}
