/// One spelling of a Turkish ending, the slots of a word it may stand in, and the vowels
/// that decide whether it fits after what comes before it and before what follows it.
struct TurkishEnding: Sendable {
    /// Where in a word an ending stands: derivations and voice right after the stem, then a
    /// verb's tense and mood or a noun's plural, possessive and case (in that order, and one
    /// of each), then copula and person. The relative -ki comes after a case ending and makes
    /// a noun again (ev-de-ki-ler). A finite tense or mood (gel-iyor, gel-di, gel-se, gel-sin)
    /// takes only person endings, where a verb form that may also be a noun or adjective
    /// (gel-en, gel-ecek, gel-ir) takes a noun's endings too.
    enum Slot: Int, CaseIterable, Sendable {
        case derivation, plural, possessive, nounCase, relative, verb, person, voice, tense

        var bit: UInt16 { 1 << UInt16(rawValue) }

        /// The slots an ending in this one may be followed by: a verbal noun or participle
        /// takes noun endings (gel-en-ler-i) and derivations (yürü-r-lük), a case ending only
        /// copula and person endings (ev-de-yim) and -ki; a voice (passive, causative) makes
        /// a verb, which takes a tense or another voice (yaz-dır-ıl-dı), never a noun's
        /// endings (no ma-n-da).
        var followers: UInt16 {
            let noun = Slot.plural.bit | Slot.possessive.bit | Slot.nounCase.bit
            switch self {
            case .voice: return Slot.voice.bit | Slot.derivation.bit | Slot.verb.bit | Slot.tense.bit
            case .derivation: return Slot.derivation.bit | Slot.voice.bit | noun | Slot.verb.bit | Slot.tense.bit | Slot.person.bit
            case .verb: return Slot.derivation.bit | noun | Slot.verb.bit | Slot.tense.bit | Slot.person.bit
            case .tense: return Slot.person.bit
            case .plural: return Slot.possessive.bit | Slot.nounCase.bit | Slot.person.bit
            case .possessive: return Slot.nounCase.bit | Slot.person.bit
            case .nounCase: return Slot.relative.bit | Slot.person.bit
            case .relative: return noun | Slot.person.bit
            case .person: return Slot.person.bit
            }
        }

        /// Of `slots`, those that may stand right before an ending in one of `next`.
        static func preceding(_ next: UInt16, among slots: UInt16) -> UInt16 {
            var result: UInt16 = 0
            for slot in allCases where slots & slot.bit != 0 && slot.followers & next != 0 { result |= slot.bit }
            return result
        }
    }

    /// What a spelling of an ending may come after: Turkish keeps a vowel and a vowel apart
    /// with a buffer letter (oku-yor, kapı-sı, su-yu), and a consonant and a consonant with a
    /// vowel (gel-iyor, ev-i, kitab-ım), so an ending starting with a vowel follows a consonant,
    /// the same ending with its buffer a vowel, and one of a single consonant (passive -n,
    /// causative -t, aorist -r) a vowel (the causative also an l or r: otur-t, kısal-t).
    struct Sounds: OptionSet, Sendable {
        let rawValue: UInt8
        static let vowel = Sounds(rawValue: 1), consonant = Sounds(rawValue: 2), liquid = Sounds(rawValue: 4)
        static let any: Sounds = [.vowel, .consonant]

        /// The sound a stem (or the endings left before this one) ends in.
        static func ending(_ text: String) -> Sounds {
            guard let last = text.last else { return [] }
            if TurkishLemmatizer.vowels.contains(last) { return .vowel }
            return last == "l" || last == "r" ? [.consonant, .liquid] : .consonant
        }

        /// What this spelling of `pattern` may follow.
        static func preceding(_ surface: String, of pattern: String) -> Sounds {
            guard let first = surface.first else { return .any }
            if pattern.hasPrefix("("), let letter = pattern.dropFirst().first {
                // (I)m: ım after a consonant, m after a vowel; (y)A: ya after a vowel, a after a consonant.
                let letterIsVowel = letter == "I" || letter == "A"
                let present = letterIsVowel ? TurkishLemmatizer.vowels.contains(first) : first == letter
                return present == letterIsVowel ? .consonant : .vowel
            }
            if TurkishLemmatizer.vowels.contains(first) { return .consonant }
            if surface.count == 1 { return surface == "t" ? [.vowel, .liquid] : .vowel }
            return .any
        }
    }

    let surface: String
    /// The surface as typed without Turkish letters (ımız: imiz, dır: dir), on keyboards that have none.
    let asciiSurface: String
    private(set) var slots: UInt16 = 0
    /// The slots in which this spelling asks nothing of the ending before it, and what it asks in the others.
    private(set) var unconstrainedSlots: UInt16 = 0
    private(set) var requirements: [UInt16: Requirement] = [:]
    /// The sounds this spelling may follow, in each of its slots: one spelling of two endings
    /// may differ (di is the past -DI after any sound, but the copula -(y)DI only after a
    /// consonant: gelmedi is gel-me-di, never the noun gelme with "was").
    private(set) var followsBySlot: [UInt16: Sounds] = [:]
    /// Whether the first vowel follows the vowel before the ending (the ı of -ım) or is
    /// fixed (the o of -yor, the e of -ken).
    private(set) var firstVowelHarmonizes: Bool
    let firstVowel: Character?
    let lastVowel: Character?

    init(surface: String, firstVowelHarmonizes: Bool) {
        self.surface = surface
        asciiSurface = TurkishLemmatizer.withoutTurkishLetters(surface)
        self.firstVowelHarmonizes = firstVowelHarmonizes
        firstVowel = surface.first(where: { TurkishLemmatizer.vowels.contains($0) })
        lastVowel = surface.last(where: { TurkishLemmatizer.vowels.contains($0) })
    }

    mutating func add(_ slot: Slot, harmonizes: Bool, following sounds: Sounds, requiring requirement: Requirement? = nil) {
        slots |= slot.bit
        if let requirement { requirements[slot.bit] = requirement } else { unconstrainedSlots |= slot.bit }
        followsBySlot[slot.bit, default: []].formUnion(sounds)
        // The same spelling with a fixed vowel in one ending is not held to harmony at all.
        firstVowelHarmonizes = firstVowelHarmonizes && harmonizes
    }

    /// Of `candidates`, the slots this ending may stand in right after `left` standing in one of
    /// `leftSlots`: those that may follow one of them, and whose requirement `left` meets.
    func slots(_ candidates: UInt16, after left: TurkishEnding, in leftSlots: UInt16) -> UInt16 {
        slots(candidates) { slot in
            Slot.preceding(slot.bit, among: leftSlots) != 0 && requirements[slot.bit].map { $0.isMet(by: left, in: leftSlots) } ?? true
        }
    }

    /// The slots this spelling may stand in after a stem or ending ending in `sounds`.
    func slots(following sounds: Sounds) -> UInt16 {
        var result: UInt16 = 0
        for (slot, follows) in followsBySlot where !follows.isDisjoint(with: sounds) { result |= slot }
        return result
    }

    /// Of `candidates`, the slots this ending may stand in right after `stem`.
    func slots(_ candidates: UInt16, afterStem stem: String) -> UInt16 {
        slots(candidates) { slot in requirements[slot.bit].map { $0.isMet(byStem: stem) } ?? true }
    }

    private func slots(_ candidates: UInt16, where allows: (Slot) -> Bool) -> UInt16 {
        var result: UInt16 = 0
        for slot in Slot.allCases where candidates & slot.bit != 0 && (unconstrainedSlots & slot.bit != 0 || allows(slot)) {
            result |= slot.bit
        }
        return result
    }
}
