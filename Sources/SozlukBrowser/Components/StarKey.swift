import SozlukBase

/// What a star key does on every screen: it changes what the screen showed. Another sozluk may
/// have starred or unstarred the word meanwhile; when the file already says the opposite of
/// what was shown, that is what the key asked for, and nothing is written (toggling the file
/// would undo the other change, the opposite of what the user saw and meant).
enum StarKey {
    /// The word's star after the key: `now`, as the file says it, when it differs from `shown`;
    /// else what `toggle` makes it.
    static func press(shown: Bool, now: Bool, toggle: () throws(FileProblem) -> Bool) throws(FileProblem) -> Bool {
        now != shown ? now : try toggle()
    }
}
