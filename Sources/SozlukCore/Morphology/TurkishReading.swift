extension TurkishLemmatizer {
    /// A word taken apart so far: the stem left, the endings taken off (left to right), the
    /// slots the leftmost ending may stand in, and the vowel harmony still to be checked
    /// against what comes before it.
    struct Reading {
        /// A harmonizing vowel of the leftmost ending with a vowel, waiting for the vowel
        /// before it; `afterStem` when only vowelless endings (or none) stand in between.
        struct Pending: Hashable {
            var vowel: Character
            var afterStem: Bool
        }

        struct Key: Hashable {
            var stem: String
            var slots: UInt8
            var pending: Pending?
        }

        var stem: String
        var pieces: [String]
        var slots: UInt8
        var pending: Pending?

        var key: Key { Key(stem: stem, slots: slots, pending: pending) }

        /// This reading with `ending` taken off the end of `shorter`, or nil when the ending
        /// cannot stand before the endings already taken off or after the sound `shorter` ends in.
        func taking(_ ending: TurkishEnding, from shorter: String) -> Reading? {
            guard !ending.follows.isDisjoint(with: .ending(shorter)) else { return nil }
            let fitting = pieces.isEmpty ? ending.slots : TurkishEnding.Slot.preceding(slots, among: ending.slots)
            guard fitting != 0 else { return nil }
            var pending = self.pending
            if let lastVowel = ending.lastVowel {
                if let waiting = pending, !TurkishLemmatizer.harmonicVowels(of: waiting.vowel, after: lastVowel).contains(waiting.vowel) {
                    return nil
                }
                pending = ending.firstVowelHarmonizes ? Pending(vowel: ending.firstVowel!, afterStem: true) : nil
            } else if let waiting = pending {
                pending = Pending(vowel: waiting.vowel, afterStem: false)
            }
            return Reading(stem: shorter, pieces: [ending.surface] + pieces, slots: fitting, pending: pending)
        }

        /// Whether the endings fit after `stem`'s last vowel. Right after the stem a front
        /// vowel is also taken after a back one: loanwords bend harmony (saat-ler, hal-i, gol-ü).
        /// A stem typed without Turkish letters fits when one of the vowels it may stand for does.
        func fitsAfter(stem: String, typedInASCII: Bool = false) -> Bool {
            guard let waiting = pending else { return true }
            guard let typed = stem.last(where: { TurkishLemmatizer.vowels.contains($0) }) else { return false }
            return (typedInASCII ? TurkishLemmatizer.typedVowels(typed) : [typed]).contains { stemVowel in
                let expected = TurkishLemmatizer.harmonicVowels(of: waiting.vowel, after: stemVowel)
                if expected.contains(waiting.vowel) { return true }
                return waiting.afterStem && expected.contains { TurkishLemmatizer.fronted($0) == waiting.vowel }
            }
        }
    }

    /// The vowels harmony allows for `vowel`'s archiphoneme (a/e → A, the others → I) after `previous`.
    static func harmonicVowels(of vowel: Character, after previous: Character) -> [Character] {
        harmonicVowels(isA: vowel == "a" || vowel == "e", after: previous).compactMap(\.first)
    }

    static func fronted(_ vowel: Character) -> Character {
        switch vowel {
        case "a": "e"
        case "ı": "i"
        case "u": "ü"
        case "o": "ö"
        default: vowel
        }
    }
}
