import SozlukWordbook

/// The key that says yes to a question on the status line, in the interface's language:
/// y (yes) in English, e (evet) in Turkish; every other key says no.
enum YesNo {
    static func yes(in text: Localizer) -> Character {
        text.language == .turkish ? "e" : "y"
    }
}
