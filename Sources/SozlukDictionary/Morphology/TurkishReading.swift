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
            var slots: UInt16
            var pending: Pending?
            var leftmost: String?
            var isDerived: Bool
            /// Two readings alike but for their rarity are both kept: gel+me+di+k (we did not
            /// come) reaches gel+me as gel+me+dik (the participle) does, and must not be dropped
            /// as a reading already seen.
            var rarity: Int
        }

        var stem: String
        var pieces: [String]
        var slots: UInt16
        /// The slots each piece may stand in, as the endings after it allow: what glosses it
        /// (`TurkishEndingGloss`).
        var pieceSlots: [UInt16] = []
        var pending: Pending?
        /// The leftmost ending taken off, which may ask something of the one before it.
        var leftmost: TurkishEnding? = nil
        /// Whether an ending taken off can only be a derivation.
        var isDerived = false

        var key: Key { Key(stem: stem, slots: slots, pending: pending, leftmost: leftmost?.surface, isDerived: isDerived, rarity: rarity) }

        /// This reading with `ending` taken off the end of `shorter`, or nil when the ending
        /// cannot stand before the endings already taken off or after the sound `shorter` ends in.
        func taking(_ ending: TurkishEnding, from shorter: String) -> Reading? {
            let afterSound = ending.slots(following: .ending(shorter))
            guard afterSound != 0 else { return nil }
            var fitting = pieces.isEmpty ? afterSound : TurkishEnding.Slot.preceding(slots, among: afterSound)
            guard fitting != 0 else { return nil }
            if let right = leftmost {
                // The slots of the ending after this one that it may follow, asking what it asks.
                let rightSlots = right.slots(slots, after: ending, in: fitting)
                guard rightSlots != 0 else { return nil }
                fitting = TurkishEnding.Slot.preceding(rightSlots, among: fitting)
            }
            var pending = self.pending
            if let lastVowel = ending.lastVowel {
                if let waiting = pending, !TurkishLemmatizer.harmonicVowels(of: waiting.vowel, after: lastVowel).contains(waiting.vowel) {
                    return nil
                }
                pending = ending.firstVowelHarmonizes ? Pending(vowel: ending.firstVowel!, afterStem: true) : nil
            } else if let waiting = pending {
                pending = Pending(vowel: waiting.vowel, afterStem: false)
            }
            return Reading(stem: shorter, pieces: [ending.surface] + pieces, slots: fitting, pieceSlots: [fitting] + pieceSlots, pending: pending,
                           leftmost: ending, isDerived: isDerived || fitting == TurkishEnding.Slot.derivation.bit)
        }

        /// How rare a kind of reading this is, 0 the commonest: a reading through a derivation
        /// the dictionary lacks (sayı+la+ıyor, yapı+la+maz) is rarer than one through inflections
        /// alone (say+ıl+ıyor, yap+ıl+amaz), and an aorist taken as a noun with a noun's endings
        /// after it (dosyala+r+ı, yolla+r+ı+nın) rarer than a plural (dosya+ları, yol+ları+nın).
        var rarity: Int {
            (isDerived ? 2 : 0) + (nominalisesAnAorist || endsInABareParticiple ? 1 : 0)
        }

        /// Whether the word ends in the participle -DIk with nothing after it (çık+tık), which
        /// is mostly the past with "we" (çık+tı+k) instead.
        var endsInABareParticiple: Bool {
            guard let last = pieces.last, let slots = pieceSlots.last else { return false }
            return slots == TurkishEnding.Slot.verb.bit && TurkishLemmatizer.participlesInDIk.contains(last)
        }

        /// Whether an aorist (-r, -Ar, -Ir, standing only as a verb form) takes a noun's ending
        /// right after it: one that may be a plural, possessive or case and no person ending
        /// (dosyala+r+a, ekle+r+in; not gel+ir+im, gel+ir+ler, which are the verb).
        var nominalisesAnAorist: Bool {
            let nounEndings = TurkishEnding.Slot.plural.bit | TurkishEnding.Slot.possessive.bit | TurkishEnding.Slot.nounCase.bit
            return pieces.indices.dropLast().contains { place in
                pieceSlots[place] == TurkishEnding.Slot.verb.bit && TurkishLemmatizer.aoristSpellings.contains(pieces[place])
                    && pieceSlots[place + 1] & nounEndings != 0 && pieceSlots[place + 1] & TurkishEnding.Slot.person.bit == 0
            }
        }

        /// The slots the leftmost ending may stand in right after `stem`: a verb's, a noun's or both.
        func stemSlots(_ stem: String) -> UInt16 {
            leftmost.map { $0.slots(slots, afterStem: stem) } ?? slots
        }

        /// Whether the endings fit after `stem`'s last vowel. Right after the stem a front
        /// vowel is also taken after a back one: loanwords bend harmony (saat-ler, hal-i, gol-ü).
        /// A stem typed without Turkish letters fits when one of the vowels it may stand for does.
        func fitsAfter(stem: String, typedInASCII: Bool = false) -> Bool {
            guard stemSlots(stem) != 0 else { return false }
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
