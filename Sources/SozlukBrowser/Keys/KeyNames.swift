import SozlukWordbook

/// Keys as a keyboard of the interface language names them, as plain text: what the hint
/// bar, Help and its Presenter show (no terminal type, so a Presenter may use it).
public enum KeyNames {
    /// The words among the keys translated (Space, Up, Letters), each key on its own
    /// (`Shift-Up` is `Shift-Yukarı`); keys printed the same on every keyboard (Enter, Esc,
    /// F1, PgUp) as they are.
    public static func localized(_ keys: String, _ text: Localizer) -> String {
        guard text.language != .english else { return keys }
        if let whole = TurkishText.catalog[keys] { return whole }
        return keys.split(separator: " ", omittingEmptySubsequences: false).map { key in
            key.split(separator: "-", omittingEmptySubsequences: false).map { part in
                TurkishText.keyNames[String(part)] ?? String(part)
            }.joined(separator: "-")
        }.joined(separator: " ")
    }
}
