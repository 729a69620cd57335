import SozlukDictionary

/// The scan behind FreeDict's English → Turkish read many a small l as a capital I, inside
/// Turkish and English words alike: "öIçü" (ölçü), "üIkücü", "Iahana" (lahana), "Iay" (lay),
/// and now and then a dotless ı: "çIkan" (çıkan). A word whose only capitals are such I's is
/// mended: an I after a small letter is an l, or an ı between two consonants (no Turkish word
/// has three consonants in a row); an I starting a word is an l before a vowel (Turkish has
/// no word starting with ı and a vowel). Other capital I's stay: "It", "Irak", "Işık", "IV".
/// It read a small l as the digit one too, less often, and a ı now and then: "çö1" (çöl, the
/// desert), "gü1üş", "a11", "1şıl 1şıl" (ışıl ışıl). A one among small letters, in a word with
/// no other digit, is read as such an I would be, and a ı where an I would stay: no number is
/// written so, and an ordinal keeps its one ("1st").
enum MisreadSmallL {
    static func repairing(_ entries: [DictionaryEntry]) -> [DictionaryEntry] {
        entries.map { entry in
            var entry = entry
            entry.senses = entry.senses.map { sense in
                var sense = sense
                sense.definition = repaired(sense.definition)
                sense.examples = sense.examples.map(repaired)
                sense.labels = sense.labels.map(repaired)
                return sense
            }
            return entry
        }
    }

    static func repaired(_ text: String) -> String {
        guard text.contains("I") || text.contains("1") else { return text }
        var result = ""
        var word: [Character] = []
        func flush() {
            result += mended(word)
            word = []
        }
        for character in text {
            if character.isLetter || ("0"..."9").contains(character) { word.append(character) } else { flush(); result.append(character) }
        }
        flush()
        return result
    }

    static func mended(_ word: [Character]) -> String {
        let ones = mayBeMisreadOnes(word) ? word.indices.filter { word[$0] == "1" } : []
        var letters = word
        for index in ones { letters[index] = "I" }
        guard letters.contains("I"), letters.contains(where: \.isLowercase), letters.allSatisfy({ $0 == "I" || !$0.isUppercase }) else { return String(word) }
        for index in letters.indices where letters[index] == "I" {
            let next = index + 1 < letters.count ? letters[index + 1] : nil
            if index == 0 {
                if let next, vowels.contains(next) { letters[index] = "l" }
                continue
            }
            let previous = letters[index - 1]
            guard previous.isLowercase else { continue }
            // y is no consonant here: English "fIy", "boastingIy" are fly, boastingly.
            let betweenConsonants = !vowels.contains(previous) && next.map { $0.isLowercase && $0 != "y" && !vowels.contains($0) } == true
            letters[index] = betweenConsonants ? "ı" : "l"
        }
        for index in ones where letters[index] == "I" { letters[index] = "ı" }
        return String(letters)
    }

    static func mayBeMisreadOnes(_ word: [Character]) -> Bool {
        let letters = word.filter(\.isLetter)
        return word.contains("1") && word.allSatisfy({ $0 == "1" || $0.isLetter }) && !ordinalEndings.contains(String(letters))
    }

    static let ordinalEndings: Set<String> = ["st", "nd", "rd", "th"]

    static let vowels: Set<Character> = ["a", "e", "ı", "i", "o", "ö", "u", "ü", "â", "î", "û"]
}
