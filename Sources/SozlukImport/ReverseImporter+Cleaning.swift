import SozlukDictionary

/// What of a dictionary's definitions is a translation to turn round, and which of the words
/// turned round are words of the new source language: a dictionary's definitions also hold
/// usage labels (`(argo)`, `ABD,` for American usage), cross references (`Bak. hem.`),
/// suffixes (`-li`) and words of its own source language (`queer'ish acayipçe`), none of
/// which is a headword of the dictionary turned round.
extension ReverseImporter {
    /// Words that send the reader to another article: what follows them is no translation.
    static let referenceWords: Set<String> = ["bak", "bkz", "krş", "see", "cf"]

    /// The definition with its bracketed labels and cross references taken out.
    static func readable(_ definition: String) -> String {
        var text = ""
        var depth = 0
        for character in definition {
            switch character {
            case "(", "[": depth += 1
            case ")", "]": depth = max(0, depth - 1)
            default: if depth == 0 { text.append(character) }
            }
        }
        // "Bak. hem." and "bkz. strange": the reference and the word it names.
        var words = text.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var index = 0
        while index < words.count {
            let bare = words[index].lowercased().filter(\.isLetter)
            if referenceWords.contains(bare), words[index].hasSuffix(".") || index + 1 < words.count {
                words.removeSubrange(index..<min(index + 2, words.count))
            } else {
                index += 1
            }
        }
        return words.joined(separator: " ")
    }

    /// Whether an entry of the input is read at all: a headword of one letter (a, y) or an
    /// affix (-li, un-) has definitions that say how it is used, not what it means.
    static func isReadable(_ headword: String) -> Bool {
        headword.filter(\.isLetter).count >= 2 && !headword.hasPrefix("-") && !headword.hasSuffix("-")
    }

    /// Whether a piece of a definition may be a headword: not an abbreviation in capitals
    /// (ABD, A.B.D.), not an affix, not a word split from its infinitive ending (dön mek).
    static func mayBeHeadword(_ piece: String) -> Bool {
        let letters = piece.filter(\.isLetter)
        guard letters.count >= 2, !piece.hasPrefix("-"), !piece.hasSuffix("-") else { return false }
        // Capitals of four letters or fewer, or dotted, are an abbreviation; a longer word in
        // capitals is a word (KİTAP).
        if letters.allSatisfy(\.isUppercase), letters.count <= 4 || piece.contains(".") { return false }
        return !piece.split(separator: " ").dropFirst().contains { $0 == "mek" || $0 == "mak" }
    }

    /// Whether a word turned round is a word of the new target language that a definition
    /// wrote (old, apple): far commoner there than in the new source language.
    func isForeign(_ word: String) -> Bool {
        commonness(word) >= sourceCommonness(word) + Self.foreignWordMargin
    }

    /// How much commoner (Zipf) in the new target language a word must be to be taken for one
    /// of its words: hem (Turkish "both", English "hem") stays, old goes.
    static let foreignWordMargin = 1.0

    /// Whether a word stands only once, in a later sense of one article (queer's fifth sense
    /// ends "tuhaf, şekilde"): too little to make a headword of.
    static func isHearsay(_ links: [Link]) -> Bool {
        links.count == 1 && links[0].strength > DefinitionTranslations.firstSense
    }
}
