/// A Turkish word's pronunciation in IPA, made by rule: Turkish spelling is close to phonemic,
/// so each letter stands for one sound, except where these rules say (docs/dictionary-format.md,
/// "Pronunciation by rule"):
///
/// - ğ lengthens the vowel before it when a consonant or the word's end follows (dağ /daː/,
///   kağıt /kaːɯt/); between front vowels it is a y sound (değil /dejil/); between others it is
///   silent and lengthens the vowel before (yoğurt /joːurt/), the same vowel on both sides
///   making one long vowel (durağan /duɾaːn/).
/// - â, î, û are long vowels of Arabic and Persian loans (hâlâ /haːlaː/).
/// - r is a tap (ɾ) before a vowel or a consonant, a trill only at the end of the word.
/// - A doubled consonant is one long consonant (ayakkabı /ajakːabɯ/).
/// - Final devoicing is already written (kitap, kitabı), so the letters stand.
/// Stress, mostly on the last syllable, is not marked: the exceptions (place names, some
/// loans, unstressed endings) cannot be told from the spelling.
public enum TurkishPronunciation {
    private static let frontVowels: Set<Character> = ["e", "i", "ö", "ü", "î"]
    private static let vowels: Set<Character> = ["a", "e", "ı", "i", "o", "ö", "u", "ü", "â", "î", "û"]

    private static let sounds: [Character: String] = [
        "a": "a", "e": "e", "ı": "ɯ", "i": "i", "o": "o", "ö": "ø", "u": "u", "ü": "y",
        "â": "aː", "î": "iː", "û": "uː",
        "b": "b", "c": "d͡ʒ", "ç": "t͡ʃ", "d": "d", "f": "f", "g": "ɡ", "h": "h", "j": "ʒ", "k": "k", "l": "l",
        "m": "m", "n": "n", "p": "p", "s": "s", "ş": "ʃ", "t": "t", "v": "v", "y": "j", "z": "z",
    ]

    /// The IPA of a word or phrase written in Turkish letters, between slashes; nil when it has
    /// a letter Turkish does not write (a foreign name, a digit).
    public static func ipa(of text: String) -> String? {
        let letters = Array(TurkishLemmatizer.lowercased(text))
        guard !letters.isEmpty, letters.contains(where: { vowels.contains($0) }) else { return nil }
        var result = ""
        var index = -1
        while index + 1 < letters.count {
            index += 1
            let letter = letters[index]
            let previous = index > 0 ? letters[index - 1] : nil
            let next = index + 1 < letters.count ? letters[index + 1] : nil
            switch letter {
            case " ", "-":
                result.append(" ")
            case "'", "’":
                continue
            case "ğ":
                guard let previous, vowels.contains(previous) else { continue }
                if let next, vowels.contains(next), frontVowels.contains(previous), frontVowels.contains(next) {
                    result.append("j")
                } else if next == previous {
                    // The same vowel on both sides is one long vowel: durağan /duɾaːn/.
                    if !result.hasSuffix("ː") { result.append("ː") }
                    index += 1
                } else if !result.hasSuffix("ː") {
                    result.append("ː")
                }
            case "r":
                result.append(next == nil || next == " " ? "r" : "ɾ")
            default:
                guard let sound = sounds[letter] else { return nil }
                result.append(sound)
                if next == letter, !vowels.contains(letter) {
                    result.append("ː")
                    index += 1
                }
            }
        }
        return "/" + result + "/"
    }

    /// The entries, a Turkish headword without a pronunciation given one by rule: what a page
    /// shows for the words of a Turkish dictionary (`language` is the dictionary's).
    public static func filling(_ entries: [DictionaryEntry], language: String) -> [DictionaryEntry] {
        guard LanguageRules.baseLanguage(language) == "tr" else { return entries }
        return entries.map { entry in
            guard entry.pronunciation?.isEmpty ?? true, let ipa = ipa(of: entry.headword) else { return entry }
            var filled = entry
            filled.pronunciation = ipa
            return filled
        }
    }
}
