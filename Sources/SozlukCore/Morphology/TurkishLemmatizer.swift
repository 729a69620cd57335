/// Turkish inflections undone, right to left: case, possessive, plural, copula and person
/// endings, tense and aspect, negation and a few derivations (-lI, -lIk, -CI, -sIz), each
/// written once with its alternating sounds (A: a/e, I: ı/i/u/ü, D: d/t, C: c/ç, K: k/ğ)
/// and its buffer letters. Each stem found is offered as it is, with its last consonant
/// softened back (kitab- → kitap, köpeğ- → köpek, rengi → renk), with the vowel that drops
/// restored (şehr- → şehir, burn- → burun, oğl- → oğul), and as a verb's infinitive
/// (gel- → gelmek, gid- → gitmek). Many candidates are wrong: a search keeps those the
/// dictionary has, longest stem first.
public struct TurkishLemmatizer: Lemmatizer {
    /// Endings as written with archiphonemes; `(x)` is a letter that is there or not.
    static let endings: [String] = [
        // case, possessive and plural
        "lAr", "(I)m", "(I)n", "(s)I", "(I)mIz", "(I)nIz", "lArI",
        "(y)I", "(y)A", "DA", "DAn", "(n)In", "(y)lA", "ki", "nI", "nA", "nDA", "nDAn",
        // copula and person
        "(y)Im", "sIn", "(y)Iz", "sInIz", "DIr", "(y)DI", "(y)mIş", "(y)sA", "k", "nIz",
        // tense, aspect, mood, negation, verbal nouns, imperatives
        "(I)yor", "Ar", "Ir", "r", "mAz", "mA", "(y)AcAk", "(y)AcAK", "DI", "mIş", "(y)Abil", "mAlI", "sA",
        "(y)Ip", "(y)ArAk", "(y)An", "DIK", "mAk", "mAK", "(y)Iş", "mAyA", "(y)AmA", "(y)AmAz",
        "(y)ken", "DIkçA", "(y)IncA", "(y)In", "(y)InIz", "sInlAr", "mAktA", "mAdAn",
        // voice: passive (yaz-ıl-dı, edil-di), causative (dur-dur-du, kapa-t), reciprocal (eşle-ş)
        "Il", "In", "n", "DIr", "t", "Iş", "ş",
        // derivations
        "lI", "lIK", "CI", "sIz", "lA", "lAş", "lAn", "lAt", "sAl",
    ]

    /// Every spelling of every ending, longest first.
    static let surfaces: [String] = {
        var all = Set<String>()
        for ending in endings { all.formUnion(spellings(of: ending)) }
        return all.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }
    }()

    static func spellings(of pattern: String) -> [String] {
        var results = [""]
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
                // the stem's, which loanwords bend (saat-ler), so it is left open.
                let isA = characters[index] == "A"
                results = results.flatMap { prefix -> [String] in
                    let choices = Self.harmonicVowels(isA: isA, after: prefix.last(where: { vowels.contains($0) }))
                    return (optional ? choices + [""] : choices).map { prefix + $0 }
                }
                index += 1
                continue
            case "D": options = ["d", "t"]
            case "C": options = ["c", "ç"]
            case "K": options = ["ğ"]
            default: options = [String(characters[index])]
            }
            if optional { options.append("") }
            results = results.flatMap { prefix in options.map { prefix + $0 } }
            index += 1
        }
        return results
    }

    /// The vowels an archiphoneme (A: a/e, I: ı/i/u/ü) may be after a vowel, or all of them
    /// when it is the ending's first.
    static func harmonicVowels(isA: Bool, after previous: Character?) -> [String] {
        guard let previous else { return isA ? ["a", "e"] : ["ı", "i", "u", "ü"] }
        let front = !backVowels.contains(previous), rounded = "ouöü".contains(previous)
        if isA { return [front ? "e" : "a"] }
        return [front ? (rounded ? "ü" : "i") : (rounded ? "u" : "ı")]
    }

    static let vowels: Set<Character> = ["a", "e", "ı", "i", "o", "ö", "u", "ü"]
    static let backVowels: Set<Character> = ["a", "ı", "o", "u"]
    /// Endings taken off at most: bir-leş-tir-il-e-me-di-ler has eight.
    static let maximumDepth = 8
    /// Pronouns whose stem changes before an ending: o-n-a, bu-n-un, ben-i / ban-a.
    static let pronounStems: [String: String] = ["on": "o", "bun": "bu", "şun": "şu", "ban": "ben", "san": "sen"]

    public init() {}

    public func candidates(for word: String) -> [LemmaCandidate] {
        let lower = Self.lowercased(word)
        var found: [LemmaCandidate] = []
        var seen: Set<String> = [lower]
        func offer(_ lemma: String, _ analysis: String) {
            guard lemma.count >= 2 || Self.pronounStems.values.contains(lemma), seen.insert(lemma).inserted else { return }
            found.append(LemmaCandidate(lemma: lemma, analysis: analysis))
        }
        // Breadth first, so a stem is reached with the fewest endings taken off.
        var queue: [(stem: String, pieces: [String])] = [(lower, [])]
        var visited: Set<String> = [lower]
        var next = 0
        while next < queue.count {
            let (stem, pieces) = queue[next]
            next += 1
            if !pieces.isEmpty {
                let analysis = ([stem] + pieces).joined(separator: "+")
                for lemma in Self.forms(ofStem: stem) { offer(lemma, analysis) }
            }
            guard pieces.count < Self.maximumDepth else { continue }
            for ending in Self.surfaces where stem.hasSuffix(ending) && stem.count - ending.count >= 2 {
                let shorter = String(stem.dropLast(ending.count))
                guard shorter.contains(where: { Self.vowels.contains($0) }) else { continue }
                if visited.insert(shorter).inserted { queue.append((shorter, [ending] + pieces)) }
                // başla-, bekle- lose their last vowel before -Iyor: başl-ıyor, bekl-iyor.
                if let restored = Self.vowelBeforeIyor(ending, after: shorter), visited.insert(shorter + restored).inserted {
                    queue.append((shorter + restored, [ending] + pieces))
                }
            }
        }
        // Longest stems first: the fewest endings taken off is the likeliest reading.
        return found.enumerated().sorted { a, b in
            a.element.lemma.count != b.element.lemma.count ? a.element.lemma.count > b.element.lemma.count : a.offset < b.offset
        }.map(\.element)
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
    static func forms(ofStem stem: String) -> [String] {
        if let pronoun = pronounStems[stem] { return [stem, pronoun] }
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
            withInfinitive.append(form + (backVowels.contains(lastVowel) ? "mak" : "mek"))
        }
        return withInfinitive
    }

    /// Turkish lower case: I → ı, İ → i.
    static func lowercased(_ text: String) -> String {
        String(text.map { character -> Character in
            switch character {
            case "I": "ı"
            case "İ": "i"
            default: Character(String(character).lowercased())
            }
        })
    }
}
