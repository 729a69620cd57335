/// What a Turkish ending means, for a learner reading how a word was taken apart
/// (`kitaplarımızdan = kitap + -lar (plural) + -ımız (our) + -dan (from)`): by the ending's
/// pattern in the slot the endings after it leave it. Where the slots leave two meanings
/// (ev+i: its, or the object), the ending goes unglossed rather than glossed wrong.
enum TurkishEndingGloss {
    /// The English gloss of each pattern, by slot (the interface's language is the caller's).
    static let glosses: [TurkishEnding.Slot: [String: String]] = [
        .derivation: ["lI": "with", "lIk": "-ness", "lIK": "-ness", "CI": "one who", "sIz": "without", "lA": "make",
                      "lAş": "become", "lAn": "become", "lAt": "make", "sAl": "of"],
        .voice: ["Il": "passive", "In": "passive", "n": "passive", "DIr": "make (causative)", "t": "make (causative)",
                 "Iş": "each other", "ş": "each other"],
        .plural: ["lAr": "plural"],
        .possessive: ["(I)m": "my", "(I)n": "your", "(s)I": "its", "(I)mIz": "our", "(I)nIz": "your (plural)", "lArI": "their"],
        .nounCase: ["(y)I": "the (object)", "(y)A": "to", "DA": "in, at", "DAn": "from", "(n)In": "of", "(y)lA": "with",
                    "CA": "by", "nI": "the (object)", "nA": "to", "nDA": "in, at", "nDAn": "from"],
        .relative: ["ki": "the one"],
        .verb: ["Ar": "habitually", "Ir": "habitually", "r": "habitually", "mAz": "does not", "mA": "not", "(y)AcAk": "will",
                "(y)AcAK": "will", "mIş": "done, reportedly", "(y)Abil": "can", "(y)IcI": "one who", "(y)Ip": "and", "(y)ArAk": "by doing",
                "(y)An": "who, which", "DIk": "that", "DIK": "that", "mAk": "to", "mAK": "to", "(y)Iş": "the act of",
                "mAyA": "to not", "(y)AmA": "cannot", "(y)AmAz": "cannot", "DIkçA": "as long as", "(y)IncA": "when",
                "mAdAn": "without", "CAsInA": "as if"],
        .tense: ["(I)yor": "now", "DI": "past", "sA": "if", "mAlI": "must", "mAktA": "now", "(y)In": "please", "(y)InIz": "please",
                 "sIn": "let", "sInlAr": "let them", "(y)A": "let"],
        .person: ["(y)Im": "I am", "sIn": "you are", "(y)Iz": "we are", "sInIz": "you are", "DIr": "is", "(y)DI": "was",
                  "(y)mIş": "reportedly", "(y)sA": "if", "k": "we", "m": "I", "n": "you", "nIz": "you (plural)", "lAr": "they",
                  "(y)ken": "while"],
    ]

    /// The gloss of an ending spelled `surface` standing in one of `slots`, when every
    /// pattern it may be there means the same; nil otherwise.
    static func gloss(_ surface: String, _ slots: UInt16) -> String? {
        var meanings = Set<String>()
        for (slot, meaning) in bySpelling[surface] ?? [] where slots & slot.bit != 0 {
            guard let meaning else { return nil }
            meanings.insert(meaning)
        }
        return meanings.count == 1 ? meanings.first : nil
    }

    /// Each spelling's slots and glosses (nil for a pattern with none), made once: a keystroke
    /// glosses every reading it takes apart.
    private static let bySpelling: [String: [(slot: TurkishEnding.Slot, meaning: String?)]] = {
        var table: [String: [(slot: TurkishEnding.Slot, meaning: String?)]] = [:]
        for (slot, patterns) in TurkishLemmatizer.endings {
            for pattern in patterns {
                for spelling in TurkishLemmatizer.spellings(of: pattern) { table[spelling, default: []].append((slot, glosses[slot]?[pattern])) }
            }
        }
        return table
    }()

    /// The glosses of a reading's endings: each piece's slots narrowed by the piece before it
    /// too (the reading narrowed them by the pieces after it), so gel+iyor+lar's -lar, after a
    /// tense, is a person (they), not a plural.
    static func glosses(_ pieces: [String], _ slots: [UInt16]) -> [String?] {
        var narrowed = slots
        for index in narrowed.indices.dropFirst() {
            let follow = TurkishEnding.Slot.allCases.reduce(UInt16(0)) { narrowed[index - 1] & $1.bit != 0 ? $0 | $1.followers : $0 }
            narrowed[index] &= follow
        }
        return zip(pieces, narrowed).map(gloss)
    }

    /// Every English gloss, for the interface's catalogue.
    static var all: Set<String> { Set(glosses.values.flatMap(\.values)) }
}
