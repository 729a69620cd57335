/// Turkish inflections undone, right to left: case, possessive, plural, copula and person
/// endings, tense and aspect, negation and a few derivations (-lI, -lIk, -CI, -sIz), each
/// written once with its alternating sounds (A: a/e, I: ı/i/u/ü, D: d/t, C: c/ç, K: the ğ
/// a k softens to before a vowel) and its buffer letters. An ending is taken off only where
/// the ending after it may follow it and its first vowel agrees with the vowel before it
/// (`Reading`). Each stem found is offered as it is, with its last consonant softened back
/// (kitab- → kitap, köpeğ- → köpek, rengi → renk), with the vowel that drops restored
/// (şehr- → şehir, burn- → burun, oğl- → oğul), and as a verb's infinitive (gel- → gelmek,
/// gid- → gitmek). Many candidates are wrong: a search keeps those the dictionary has,
/// longest stem first.
public struct TurkishLemmatizer: Lemmatizer {
    /// Endings as written with archiphonemes; `(x)` is a letter that is there or not. Each
    /// group is a slot of the word: what may follow what is `TurkishEnding.Slot.followers`.
    static let endings: [(slot: TurkishEnding.Slot, patterns: [String])] = [
        // derivations of nouns (tuz-lu, göz-lük, temiz-le)
        (.derivation, ["lI", "lIk", "lIK", "CI", "sIz", "lA", "lAş", "lAn", "lAt", "sAl"]),
        // voice: passive (yaz-ıl-dı, edil-di), causative (dur-dur-du, kapa-t), reciprocal (eşle-ş)
        (.voice, ["Il", "In", "n", "DIr", "t", "Iş", "ş"]),
        (.plural, ["lAr"]),
        (.possessive, ["(I)m", "(I)n", "(s)I", "(I)mIz", "(I)nIz", "lArI"]),
        (.nounCase, ["(y)I", "(y)A", "DA", "DAn", "(n)In", "(y)lA", "CA", "nI", "nA", "nDA", "nDAn"]),
        (.relative, ["ki"]),
        // aspect, negation, ability, and the verb forms that are nouns or adjectives as well (yaz-ıcı)
        (.verb, ["Ar", "Ir", "r", "mAz", "mA", "(y)AcAk", "(y)AcAK", "mIş", "(y)Abil", "(y)IcI",
                 "(y)Ip", "(y)ArAk", "(y)An", "DIk", "DIK", "mAk", "mAK", "(y)Iş", "mAyA", "(y)AmA", "(y)AmAz",
                 "DIkçA", "(y)IncA", "mAdAn", "CAsInA"]),
        // finite tenses and moods, imperatives and the optative (gel-iyor, gel-di, gel-sin, iç-e)
        (.tense, ["(I)yor", "DI", "sA", "mAlI", "mAktA", "(y)In", "(y)InIz", "sIn", "sInlAr", "(y)A"]),
        // copula and person (gel-di-m, gel-se-n, gel-iyor-lar)
        (.person, ["(y)Im", "sIn", "(y)Iz", "sInIz", "DIr", "(y)DI", "(y)mIş", "(y)sA", "k", "m", "n", "nIz", "lAr", "(y)ken"]),
    ]

    /// The endings that ask something of the ending before them (`TurkishEnding.Requirement`).
    static let requirements: [String: (slot: TurkishEnding.Slot, requirement: TurkishEnding.Requirement)] = [
        "k": (.person, .pastOrConditional), "m": (.person, .pastOrConditional), "n": (.person, .pastOrConditional),
        "nIz": (.person, .pastOrConditional), "lAr": (.person, .predicate),
        "nI": (.nounCase, .thirdPersonPossessive), "nA": (.nounCase, .thirdPersonPossessive),
        "nDA": (.nounCase, .thirdPersonPossessive), "nDAn": (.nounCase, .thirdPersonPossessive),
    ]

    /// The endings a stem may end in, by its last letter: every reading of every word
    /// tried each of the hundreds of endings (most of `read --gloss`'s time on a Turkish text).
    /// Each list keeps `surfaces`' order, so the readings come in the same order.
    static func endings(endingLike stem: String, typedInASCII: Bool) -> [TurkishEnding] {
        guard let last = stem.last else { return [] }
        return (typedInASCII ? surfacesByLastASCIILetter : surfacesByLastLetter)[last] ?? []
    }

    private static let surfacesByLastLetter = Dictionary(grouping: surfaces.filter { !$0.surface.isEmpty }) { $0.surface.last! }
    private static let surfacesByLastASCIILetter = Dictionary(grouping: surfaces.filter { !$0.asciiSurface.isEmpty }) { $0.asciiSurface.last! }

    /// Every spelling of every ending, longest first, with the slots it may stand in.
    static let surfaces: [TurkishEnding] = {
        var all: [String: TurkishEnding] = [:]
        for (slot, patterns) in endings {
            for pattern in patterns {
                let requirement = requirements[pattern].flatMap { $0.slot == slot ? $0.requirement : nil }
                for (surface, harmonic) in harmonicSpellings(of: pattern) {
                    all[surface, default: TurkishEnding(surface: surface, firstVowelHarmonizes: harmonic)]
                        .add(slot, harmonizes: harmonic, following: TurkishEnding.Sounds.preceding(surface, of: pattern), requiring: requirement)
                }
            }
        }
        // Each length counted once, not at every comparison: made in every process that takes
        // a Turkish word apart, this sort was a tenth of a `sozluk search`.
        return all.values.map { (length: $0.surface.count, ending: $0) }
            .sorted { $0.length != $1.length ? $0.length > $1.length : $0.ending.surface < $1.ending.surface }.map(\.ending)
    }()

    static func spellings(of pattern: String) -> [String] { harmonicSpellings(of: pattern).map(\.surface) }

    /// Each spelling of an ending, and whether its first vowel is an archiphoneme (follows the
    /// vowel before it) or a fixed one (the o of -yor, the e of -ken, the i of -ki).
    static func harmonicSpellings(of pattern: String) -> [(surface: String, harmonic: Bool)] {
        var results: [(surface: String, harmonic: Bool?)] = [("", nil)]
        var characters = Array(pattern)
        var index = 0
        while index < characters.count {
            var options: [String]
            var optional = false
            if characters[index] == "(", index + 2 < characters.count, characters[index + 2] == ")" {
                optional = true
                characters.remove(at: index + 2)
                characters.remove(at: index)
            }
            switch characters[index] {
            case "A", "I":
                // Harmony inside the ending (-ları, -leri, never -laru); its first vowel follows
                // whatever comes before the ending, which is checked when the word is taken apart.
                let isA = characters[index] == "A"
                results = results.flatMap { prefix -> [(surface: String, harmonic: Bool?)] in
                    let choices = Self.harmonicVowels(isA: isA, after: prefix.surface.last(where: { vowels.contains($0) }))
                    return (optional ? choices + [""] : choices).map { choice in
                        (prefix.surface + choice, choice.isEmpty ? prefix.harmonic : prefix.harmonic ?? true)
                    }
                }
                index += 1
                continue
            case "D": options = ["d", "t"]
            case "C": options = ["c", "ç"]
            case "K": options = ["ğ"]
            default: options = [String(characters[index])]
            }
            if optional { options.append("") }
            let isVowel = vowels.contains(characters[index])
            results = results.flatMap { prefix in
                options.map { option in (prefix.surface + option, isVowel && !option.isEmpty ? prefix.harmonic ?? false : prefix.harmonic) }
            }
            index += 1
        }
        return results.map { ($0.surface, $0.harmonic ?? false) }
    }

    /// The vowels an archiphoneme (A: a/e, I: ı/i/u/ü) may be after a vowel, or all of them
    /// when it is the ending's first.
    static func harmonicVowels(isA: Bool, after previous: Character?) -> [String] {
        guard let previous else { return isA ? ["a", "e"] : ["ı", "i", "u", "ü"] }
        let front = !backVowels.contains(previous), rounded = "ouöü".contains(previous)
        if isA { return [front ? "e" : "a"] }
        return [front ? (rounded ? "ü" : "i") : (rounded ? "u" : "ı")]
    }

    package static let vowels: Set<Character> = ["a", "e", "ı", "i", "o", "ö", "u", "ü"]
    /// The aorist's spellings (gel-ir, yaz-ar, oku-r).
    static let aoristSpellings: Set<String> = Set(["Ar", "Ir", "r"].flatMap(spellings(of:)))
    /// The spellings of -(y)A: the dative (yol-a, to the road) far more often than the
    /// optative (gel-e, let him come), so they make no verb the likelier reading.
    static let datives: Set<String> = Set(spellings(of: "(y)A"))
    /// The participle -DIk's spellings (çık-tık): alone at a word's end it is seldom the
    /// participle and mostly the past with "we" (çık-tı-k).
    static let participlesInDIk: Set<String> = Set(["DIk", "DIK"].flatMap(spellings(of:)))
    static let backVowels: Set<Character> = ["a", "ı", "o", "u"]
    static let verbSlots: UInt16 = TurkishEnding.Slot.voice.bit | TurkishEnding.Slot.verb.bit | TurkishEnding.Slot.tense.bit
    static let nounSlots: UInt16 = TurkishEnding.Slot.plural.bit | TurkishEnding.Slot.possessive.bit | TurkishEnding.Slot.nounCase.bit
        | TurkishEnding.Slot.relative.bit | TurkishEnding.Slot.derivation.bit
    static let anySlot: UInt16 = TurkishEnding.Slot.allCases.reduce(0) { $0 | $1.bit }
    /// Endings taken off at most: bir-leş-tir-il-e-me-di-ler has eight.
    static let maximumDepth = 8
    /// Pronouns whose stem changes before an ending: o-n-a, bu-n-un, ben-i / ban-a.
    static let pronounStems: [String: String] = ["on": "o", "bun": "bu", "şun": "şu", "ban": "ben", "san": "sen"]

    /// Whether a lemma is a rarer reading of its stem: the stem changed (ald → alt), or a
    /// pronoun's stem read as a noun (bun+u as bun, trouble, rather than bu, this); not the
    /// stem as written, its infinitive or the pronoun it stands for.
    static func changesStem(of stem: String, to lemma: String) -> Bool {
        if let pronoun = pronounStems[stem] { return lemma != pronoun }
        return !lemma.hasPrefix(stem)
    }

    public init() {}

    public func candidates(for word: String) -> [LemmaCandidate] {
        candidates(for: word, lettersMayBeMissing: false)
    }

    public func candidates(for word: String, lettersMayBeMissing: Bool) -> [LemmaCandidate] {
        // Turkish writes a name's endings after an apostrophe (İstanbul'dan, Türkiye'deki):
        // the word is read without it.
        let lower = Self.lowercased(word).filter { $0 != "'" && $0 != "’" }
        // Kitaplarimizdan, sehre, kopegi: a word typed without Turkish letters is matched
        // against the endings as they would be typed so, and its i, o and u may stand for ı, ö and ü.
        let typedInASCII = lettersMayBeMissing && lower.unicodeScalars.allSatisfy(\.isASCII)
        var offers = LemmaOffers(word: lower)
        func offer(_ lemma: String, _ analysis: String, stemLength: Int, isDerived: Bool = false, rarity: Int = 0, glosses: [String?] = []) {
            offers.offer(LemmaCandidate(lemma: lemma, analysis: analysis, isDerived: isDerived, glosses: glosses), stemLength: stemLength, rarity: rarity)
        }
        // Breadth first, so a stem is reached with the fewest endings taken off. A reading
        // is kept only when each ending may follow the one before it and its vowel agrees
        // with the vowel before it (dil+le+ma and ver+si+t+le are no Turkish words).
        var queue: [Reading] = [Reading(stem: lower, pieces: [], slots: Self.anySlot, pending: nil)]
        var visited: Set<Reading.Key> = [queue[0].key]
        var next = 0
        while next < queue.count {
            let reading = queue[next]
            next += 1
            if !reading.pieces.isEmpty, reading.fitsAfter(stem: reading.stem, typedInASCII: typedInASCII) {
                let analysis = ([reading.stem] + reading.pieces).joined(separator: "+")
                // What the first ending says the stem is: a verb before a voice or a tense
                // (ed+il+en is of etmek, not et, meat), a noun before a plural, possessive, case
                // or derivation (at+lar is of at, horse, at+la+r of atlamak).
                let stemSlots = reading.stemSlots(reading.stem)
                let isVerb = stemSlots & ~Self.verbSlots == 0, isNoun = stemSlots & ~Self.nounSlots == 0
                let verbFirst = stemSlots & Self.verbSlots != 0 && !(stemSlots & Self.nounSlots != 0 && Self.datives.contains(reading.pieces[0]))
                for lemma in Self.forms(ofStem: reading.stem, typedInASCII: typedInASCII, verbFirst: verbFirst) {
                    let isInfinitive = Self.isInfinitive(lemma, of: reading.stem)
                    if (isVerb && !isInfinitive) || (isNoun && isInfinitive) { continue }
                    offer(lemma, analysis, stemLength: reading.stem.count, isDerived: reading.isDerived, rarity: reading.rarity,
                          glosses: TurkishEndingGloss.glosses(reading.pieces, Self.pieceSlots(of: reading, afterVerb: isInfinitive)))
                }
            } else if reading.pieces.isEmpty {
                // A bare verb stem is the imperative (kullan, ver, getir): its infinitive.
                for lemma in Self.forms(ofStem: reading.stem, typedInASCII: typedInASCII) where lemma.hasSuffix("mak") || lemma.hasSuffix("mek") {
                    offer(lemma, reading.stem, stemLength: reading.stem.count)
                }
            }
            guard reading.pieces.count < Self.maximumDepth else { continue }
            for ending in Self.endings(endingLike: reading.stem, typedInASCII: typedInASCII)
            where reading.stem.hasSuffix(typedInASCII ? ending.asciiSurface : ending.surface) && reading.stem.count - ending.surface.count >= 2 {
                let shorter = String(reading.stem.dropLast(ending.surface.count))
                guard shorter.contains(where: { Self.vowels.contains($0) }), let taken = reading.taking(ending, from: shorter) else { continue }
                if visited.insert(taken.key).inserted { queue.append(taken) }
                // başla-, bekle- lose their last vowel before -Iyor: başl-ıyor, bekl-iyor.
                if let restored = Self.vowelBeforeIyor(ending.surface, after: shorter), taken.fitsAfter(stem: shorter, typedInASCII: typedInASCII) {
                    let whole = Reading(stem: shorter + restored, pieces: taken.pieces, slots: taken.slots, pieceSlots: taken.pieceSlots, pending: nil,
                                        leftmost: taken.leftmost, isDerived: taken.isDerived)
                    if visited.insert(whole.key).inserted { queue.append(whole) }
                }
            }
        }
        return offers.likeliestFirst
    }

    /// A reading's slots, its first ending's narrowed by what the lemma is: after a verb a
    /// verb's ending (gel+miş: done, not the copula's reportedly; git+ti: past, not was),
    /// after a noun a noun's (yol+a: to, not let).
    static func pieceSlots(of reading: Reading, afterVerb: Bool) -> [UInt16] {
        var slots = reading.pieceSlots
        guard let first = slots.first else { return slots }
        let narrowed = first & (afterVerb ? verbSlots : ~verbSlots)
        if narrowed != 0 { slots[0] = narrowed }
        return slots
    }

    /// The vowel a verb stem ending in a consonant lost before -Iyor, if the ending is -Iyor:
    /// a after ı and u (başlıyor, topluyor), e after i and ü (bekliyor, gözlüyor).
    static func vowelBeforeIyor(_ ending: String, after stem: String) -> String? {
        guard ending.hasSuffix("yor"), ending.count == 4, let last = stem.last, !vowels.contains(last) else { return nil }
        switch ending.first {
        case "ı", "u": return "a"
        case "i", "ü": return "e"
        default: return nil
        }
    }

    /// What a stem may be in the dictionary: itself, its softened last consonant undone, its
    /// dropped vowel restored, a pronoun's own form, and the infinitive of a verb stem.
    /// - Parameter verbFirst: the infinitives before the stem itself, for a stem the first
    ///   ending may take for a verb or a noun: açtı, aldı, içti are far likelier the past of
    ///   açmak, almak, içmek than "it was hungry, red, inside".
    static func forms(ofStem stem: String, typedInASCII: Bool = false, verbFirst: Bool) -> [String] {
        let forms = forms(ofStem: stem, typedInASCII: typedInASCII)
        guard verbFirst else { return forms }
        return forms.filter { isInfinitive($0, of: stem) } + forms.filter { !isInfinitive($0, of: stem) }
    }

    /// Whether a form of a stem is its infinitive (al: almak), not the stem itself ending so.
    static func isInfinitive(_ form: String, of stem: String) -> Bool {
        form.count > stem.count + 1 && (form.hasSuffix("mak") || form.hasSuffix("mek"))
    }

    static func forms(ofStem stem: String, typedInASCII: Bool = false) -> [String] {
        // bunu, onu: the pronoun's (this, him) far before bun's (trouble) or on's (ten).
        if let pronoun = pronounStems[stem] { return [pronoun, stem] }
        var forms = [stem]
        if let last = stem.last {
            let hardened: [Character: Character] = ["b": "p", "c": "ç", "d": "t", "ğ": "k", "g": "k"]
            if let hard = hardened[last] { forms.append(String(stem.dropLast()) + String(hard)) }
        }
        // şehr → şehir, burn → burun, oğl → oğul, ağz → ağız: a high vowel between the last two consonants.
        let characters = Array(stem)
        if characters.count >= 3, !vowels.contains(characters[characters.count - 1]), !vowels.contains(characters[characters.count - 2]),
           let lastVowel = characters.last(where: { vowels.contains($0) }) {
            let high: Character
            switch lastVowel {
            case "a", "ı": high = "ı"
            case "e", "i": high = "i"
            case "o", "u": high = "u"
            default: high = "ü"
            }
            forms.append(String(characters.dropLast()) + String(high) + String(characters.last!))
        }
        var withInfinitive = forms
        for form in forms where form.contains(where: { vowels.contains($0) }) {
            let lastVowel = form.last(where: { vowels.contains($0) })!
            for vowel in typedInASCII ? Self.typedVowels(lastVowel) : [lastVowel] {
                withInfinitive.append(form + (backVowels.contains(vowel) ? "mak" : "mek"))
            }
        }
        return withInfinitive
    }

    /// The vowels an ASCII vowel may have been typed for: i for ı, o for ö, u for ü.
    static func typedVowels(_ vowel: Character) -> [Character] {
        switch vowel {
        case "i": ["i", "ı"]
        case "o": ["o", "ö"]
        case "u": ["u", "ü"]
        default: [vowel]
        }
    }

    /// Turkish text as typed on a keyboard without Turkish letters.
    static func withoutTurkishLetters(_ text: String) -> String {
        String(text.map { character -> Character in
            switch character {
            case "ı": "i"
            case "ö": "o"
            case "ü": "u"
            case "ş": "s"
            case "ç": "c"
            case "ğ": "g"
            default: character
            }
        })
    }

    /// Turkish lower case: I → ı, İ → i.
    package static func lowercased(_ text: String) -> String {
        String(text.map { character -> Character in
            switch character {
            case "I": "ı"
            case "İ": "i"
            default: Character(String(character).lowercased())
            }
        })
    }
}
