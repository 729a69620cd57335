import SozlukBase
import SozlukDictionary

/// Makes a dictionary from two WikDict databases of one language: Polish → Turkish and
/// Polish → English give Turkish → English. A Polish word's senses are joined by their
/// glosses, which the two share, so zamek's "kale, şato" meets "castle, palace" (a fortified
/// building), and kilit "lock", never castle. Each Turkish translation of a sense becomes a
/// headword; each Polish word that leads to it a sense, its English translations ordered by
/// how many of the word's joined senses give them (klucz: anahtar is key, wrench, spanner,
/// clef...); the senses that give the headword as their first Turkish translation first, then
/// those most English words agree on. The Polish word is how the file was made, not what a
/// reader of Turkish and English needs: no sense names it (the file's attribution says how).
public struct PivotImporter {
    public init() {}

    /// The senses of one word of the shared language joined at most, on each side: real
    /// words have a few dozen (WikDict's largest has under 40); a file with thousands would
    /// join every sense with every other (4,000 × 4,000) and write gigabytes. With this and
    /// `mostTranslations`, a word costs at most 64 × 64 comparisons and 64 senses of 24
    /// translations: the import is linear in its input.
    static let mostSensesPerWord = 64
    /// The translations of a joined sense kept at most, those most senses agree on first.
    static let mostTranslations = 24

    /// - Parameters: intoSourcePath and intoTargetPath: the `.index` files of the databases
    ///   into the new dictionary's source and target languages.
    package func importDictionary(intoSourcePath: String, intoTargetPath: String, info: DictionaryInfo,
                                  progress: ImportProgressReporting? = nil) throws(FileProblem) -> DictionaryFile {
        let reader = DictdImporter()
        let intoSource = try reader.articles(indexPath: intoSourcePath, progress: progress).articles
        var intoTarget: [String: [WikDictArticleParser.Sense]] = [:]
        for article in try reader.articles(indexPath: intoTargetPath).articles {
            guard let (header, senses) = WikDictArticleParser.read(article.text) else { continue }
            let word = header.headword.isEmpty ? article.headword : header.headword
            let room = Self.mostSensesPerWord - (intoTarget[word]?.count ?? 0)
            if room > 0 { intoTarget[word, default: []] += senses.prefix(room) }
        }
        var built: [String: [JoinedSense]] = [:]
        var order: [String] = []
        for article in intoSource {
            guard let (header, senses) = WikDictArticleParser.read(article.text) else { continue }
            let word = header.headword.isEmpty ? article.headword : header.headword
            guard let others = intoTarget[word] else { continue }
            for sense in senses.prefix(Self.mostSensesPerWord) where !sense.translations.isEmpty {
                let glosses = Set(sense.glosses)
                let joined = others.filter { !glosses.isDisjoint(with: $0.glosses) }
                guard !joined.isEmpty else { continue }
                let (translations, support) = Self.ranked(joined.map { Self.pieces(of: $0.translations) })
                for (place, headword) in Self.pieces(of: sense.translations).enumerated() {
                    if built[headword] == nil { order.append(headword) }
                    built[headword, default: []].append(JoinedSense(through: word, translations: translations, support: support, place: place))
                }
            }
        }
        // In the order of the new source language's letters, as the file is read by people too.
        let collation = Collation(language: info.sourceLanguage)
        let sorted = order.map { (collation.sortKey($0), $0) }.sorted { $0.0.lexicographicallyPrecedes($1.0) || ($0.0 == $1.0 && $0.1 < $1.1) }.map(\.1)
        let entries = sorted.map { headword in
            DictionaryEntry(headword: headword, senses: Self.merged(built[headword] ?? []).map { sense in
                Sense(definition: sense.translations.joined(separator: ", "))
            })
        }
        var info = info
        info.entryCount = entries.count
        return DictionaryFile(info: info, entries: entries)
    }

    /// A headword's joined senses as its entry gives them: a sense that gives the word first
    /// before one that gives it after another (twarz, face, is yüz, çehre; policzek, cheek,
    /// yanak, yüz), then the senses most translations agree on; a word of the shared language
    /// met twice is one sense.
    static func merged(_ joined: [JoinedSense]) -> [JoinedSense] {
        var merged: [JoinedSense] = []
        var mergedAt: [String: Int] = [:]
        var given: [Set<String>] = []
        for sense in joined {
            if let same = mergedAt[sense.through] {
                for translation in sense.translations where merged[same].translations.count < Self.mostTranslations
                    && given[same].insert(translation).inserted {
                    merged[same].translations.append(translation)
                }
                merged[same].support += sense.support
                merged[same].place = min(merged[same].place, sense.place)
            } else {
                mergedAt[sense.through] = merged.count
                merged.append(sense)
                given.append(Set(sense.translations))
            }
        }
        return merged.enumerated().sorted { a, b in
            (a.element.place, -a.element.support, a.offset) < (b.element.place, -b.element.support, b.offset)
        }.map(\.element)
    }

    /// A sense of the word of the shared language, joined: the word, its translations into the
    /// target language, how many of them the joined senses give in all, and where the new
    /// headword stands among its translations into the source language.
    struct JoinedSense {
        var through: String
        var translations: [String]
        var support: Int
        var place: Int
    }

    /// The translations of a sense: between commas and semicolons, without notes in brackets.
    static func pieces(of translations: String) -> [String] {
        var pieces: [String] = []
        var depth = 0
        var current = ""
        for character in translations {
            switch character {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case "," where depth == 0, ";" where depth == 0:
                pieces.append(current)
                current = ""
            default:
                if depth == 0 { current.append(character) }
            }
        }
        pieces.append(current)
        var seen = Set<String>()
        return pieces.map { $0.split(whereSeparator: \.isWhitespace).joined(separator: " ") }.filter { !$0.isEmpty && seen.insert($0).inserted }
    }

    /// The translations of the joined senses, those most of them give first, and how many
    /// translations they give in all.
    static func ranked(_ senses: [[String]]) -> (translations: [String], support: Int) {
        var counts: [String: Int] = [:]
        var first: [String] = []
        for translation in senses.joined() {
            if counts[translation] == nil { first.append(translation) }
            counts[translation, default: 0] += 1
        }
        let translations = first.enumerated().sorted { (counts[$1.element]!, $0.offset) < (counts[$0.element]!, $1.offset) }.map(\.element)
        return (Array(translations.prefix(mostTranslations)), counts.values.reduce(0, +))
    }
}
