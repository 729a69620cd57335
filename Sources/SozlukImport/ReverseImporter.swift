import SozlukBase
import SozlukDictionary

/// Turns a dictionary round: English → Turkish read the other way is Turkish → English. Each
/// translation a sense gives outright (as the translation index reads definitions: the pieces
/// between commas and semicolons, phrases of up to four words, not the words of a longer
/// explanation) becomes a headword, and the headwords that give it its translations: komut
/// is command, because command's article says "emir, kumanda, komut". A word a first sense
/// gives stands in the first sense of its new article, one a later sense gives in the second;
/// in each, the commonest headwords come first.
public struct ReverseImporter {
    /// How many translations a sense of a new article lists at most: a word such as "bir"
    /// stands in hundreds of articles, and a reader wants the few that say it outright.
    static let mostTranslationsPerSense = 8

    /// - Parameter commonness: how common a word of the input's source language (the new
    ///   target language) is (Zipf), to order the translations that stand equally strongly.
    /// - Parameter sourceCommonness: the same in the new source language, to tell its words
    ///   from the input's own that its definitions write (`isForeign`).
    public init(commonness: @escaping (String) -> Double = { _ in 0 }, sourceCommonness: @escaping (String) -> Double = { _ in 0 }) {
        self.commonness = commonness
        self.sourceCommonness = sourceCommonness
    }

    let commonness: (String) -> Double
    let sourceCommonness: (String) -> Double

    /// A headword of the input giving a word, and how strongly (`DefinitionTranslations`).
    struct Link {
        let headword: String
        let strength: Int
        let place: Int
        let zipf: Double
    }

    /// The new dictionary's languages must be the input's the other way round: a file
    /// labelled otherwise would be searched in the wrong pair.
    package func importDictionary(path: String, info: DictionaryInfo) throws(FileProblem) -> DictionaryFile {
        let input = try DictionaryFileDecoder().decode(try FileSystem.readFile(path), path: path)
        guard info.sourceLanguage == input.info.targetLanguage, info.targetLanguage == input.info.sourceLanguage else {
            throw FileProblem(path: path, saying: "--source must be {1} and --target {2}: the languages of {3} the other way round",
                              input.info.targetLanguage, input.info.sourceLanguage, input.info.id)
        }
        return reversed(input.entries, info: info)
    }

    func reversed(_ entries: [DictionaryEntry], info: DictionaryInfo) -> DictionaryFile {
        var (links, spellings) = self.links(of: entries, lowercased: { word in
            LanguageRules.lowercased(word, language: info.sourceLanguage)
        })
        // Decided on all the words read, before any goes: the same file whatever the order.
        let dropped = links.filter { key, found in
            Self.isHearsay(found) || isForeign(key) || (info.sourceLanguage == "tr" && Self.isTurkishInflection(key, ofOneOf: links))
        }
        for key in dropped.keys { links[key] = nil }
        // In the order of the new source language's letters, as the file is read by people too.
        let collation = Collation(language: info.sourceLanguage)
        let keys = links.keys.map { (collation.sortKey(spellings[$0]!), $0) }
            .sorted { $0.0.lexicographicallyPrecedes($1.0) || ($0.0 == $1.0 && $0.1 < $1.1) }.map(\.1)
        let reversedEntries = keys.map { key in
            DictionaryEntry(headword: spellings[key]!, senses: Self.senses(of: links[key]!))
        }
        var info = info
        info.entryCount = reversedEntries.count
        return DictionaryFile(info: info, entries: reversedEntries)
    }

    /// Each word the input's senses give outright (lower-cased: its key), with the headwords
    /// that give it, and how it is written.
    private func links(of entries: [DictionaryEntry], lowercased: (String) -> String) -> (links: [String: [Link]], spellings: [String: String]) {
        var links: [String: [Link]] = [:]
        var spellings: [String: String] = [:]
        var zipfs: [String: Double] = [:]
        for var entry in entries where Self.isReadable(entry.headword) {
            let zipf = zipfs[entry.headword] ?? commonness(entry.headword)
            zipfs[entry.headword] = zipf
            entry.senses = entry.senses.map { Sense(definition: Self.readable($0.definition)) }
            for sense in DefinitionTranslations.of(entry) {
                for piece in sense where Self.mayBeHeadword(piece.translation) {
                    let key = lowercased(piece.translation)
                    links[key, default: []].append(Link(headword: entry.headword, strength: piece.strength, place: piece.place, zipf: zipf))
                    // Written in lower case where any article writes it so (Ankara stays Ankara).
                    if spellings[key] == nil || piece.translation == key { spellings[key] = piece.translation }
                }
            }
        }
        return (links, spellings)
    }

    /// Whether a Turkish word is a plain plural (kitaplar, of kitap) or a third person's
    /// possessive after a vowel (sayısı, of sayı) of another word turned round too: a form
    /// (endpapers, kitaplar), not a word; as a headword it would outrank its own lemma for
    /// every longer form (kitaplarımızdan). Endings that may be part of a word are kept
    /// (kapı is no kap+ı, kalem no kale+m).
    static func isTurkishInflection(_ word: String, ofOneOf words: [String: [Link]]) -> Bool {
        guard !word.contains(" ") else { return false }
        let letters = Array(word), vowels = TurkishLemmatizer.vowels
        if letters.count >= 5, word.hasSuffix("lar") || word.hasSuffix("ler") {
            return words[String(letters.dropLast(3))] != nil
        }
        if letters.count >= 4, "ıiuü".contains(letters[letters.count - 1]), letters[letters.count - 2] == "s",
           vowels.contains(letters[letters.count - 3]) {
            return words[String(letters.dropLast(2))] != nil
        }
        return false
    }

    /// The new article's senses: the headwords whose first sense gives the word, then those
    /// whose later senses do; each headword once, where it gives the word most strongly.
    static func senses(of links: [Link]) -> [Sense] {
        // Within a sense, the commonest headword first: yapmak is the whole definition of
        // wreak and one translation of do, and do is what a reader wants first.
        let tier = { (link: Link) in link.strength <= DefinitionTranslations.firstSense ? 0 : 1 }
        let ordered = links.sorted { a, b in
            (tier(a), -a.zipf, a.place, a.headword) < (tier(b), -b.zipf, b.place, b.headword)
        }
        var seen = Set<String>()
        var first: [String] = [], later: [String] = []
        for link in ordered where seen.insert(link.headword).inserted {
            if tier(link) == 0 {
                if first.count < mostTranslationsPerSense { first.append(link.headword) }
            } else if later.count < mostTranslationsPerSense {
                later.append(link.headword)
            }
        }
        // A headword with a comma of its own (Washington, D.C.) is kept whole between semicolons.
        return [first, later].filter { !$0.isEmpty }.map { words in
            Sense(definition: words.joined(separator: words.contains { $0.contains(",") } ? "; " : ", "))
        }
    }
}
