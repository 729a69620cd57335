import Glibc

/// The character set ncursesw reads keys and writes cells in: the locale's. Under `LANG=C`
/// or `LC_ALL=C` (minimal containers, ssh without locale forwarding) it is ASCII, and every
/// non-ASCII letter typed or shown would be lost (`AMERİKA` typed shows as `AMER`).
public enum CharacterLocale {
    /// Takes the user's locale for characters; when its character set is not UTF-8, uses a
    /// UTF-8 one that the system has. Returns the name of the locale used instead, or nil
    /// when none was needed or none exists. Only the characters' category is read, as the
    /// command line does: sozluk's messages, numbers and sorting are its own, and loading
    /// every category of a locale was a dozen files, a twentieth of a start.
    public static func adoptUTF8() -> Substitution? {
        let isInstalled = setlocale(LC_CTYPE, "") != nil
        let original = currentCodeset()
        guard !isUTF8(original) else { return nil }
        // The locale asked for does not exist here (LANG=tr_TR.UTF-8 on a system without
        // it): its name is what the user should hear of, not the C locale's ASCII.
        let missing = isInstalled ? nil : askedLocale()
        let asked = String(cString: setlocale(LC_CTYPE, nil))
        let base = asked.prefix { $0 != "." && $0 != "@" }
        var candidates = ["C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"]
        if !base.isEmpty && base != "C" && base != "POSIX" { candidates.insert(base + ".UTF-8", at: 0) }
        for candidate in candidates where setlocale(LC_CTYPE, candidate) != nil {
            if isUTF8(currentCodeset()) { return Substitution(locale: candidate, originalCodeset: original, missingLocale: missing) }
        }
        setlocale(LC_CTYPE, "")
        return Substitution(locale: nil, originalCodeset: original, missingLocale: missing)
    }

    /// What `adoptUTF8` did about a locale that was not UTF-8.
    public struct Substitution: Equatable, Sendable {
        /// The UTF-8 locale used for characters; nil when the system has none.
        public var locale: String?
        /// The character set the user's locale had (`ANSI_X3.4-1968` for ASCII).
        public var originalCodeset: String
        /// The locale asked for when the system does not have it.
        public var missingLocale: String?
    }

    /// LC_ALL, else LC_CTYPE, else LANG, as setlocale reads them.
    private static func askedLocale() -> String? {
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            if let value = getenv(name), value.pointee != 0 { return String(cString: value) }
        }
        return nil
    }

    private static func currentCodeset() -> String {
        String(cString: nl_langinfo(nl_item(CODESET)))
    }

    private static func isUTF8(_ codeset: String) -> Bool {
        let folded = codeset.lowercased().filter { $0 != "-" }
        return folded == "utf8"
    }
}
