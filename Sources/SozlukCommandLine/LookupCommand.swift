import SozlukBase
import SozlukDictionary
import SozlukImport
import SozlukWordbook

/// `sozluk lookup WORD [--dictionary ID] [--reverse] [--json]`: a word's entries, for scripts.
enum LookupCommand: Subcommand {
    static let name = "lookup"
    static let summary = "lookup WORD [--dictionary ID] [--reverse] [--json]   print a word's entries"
    static let usage = """
    Usage: sozluk lookup WORD [--dictionary ID] [--reverse] [--json]

    Prints the entries whose headword is WORD, matched as search matches it (case,
    accents and Turkish dotted/dotless i do not matter), from the active dictionary
    or the one named by --dictionary (-d). When no headword is WORD but WORD is an
    inflected form of one (kitaplarımızdan, mice), that headword's entries are
    printed, after a line saying how the form was taken apart; for a phrase (give
    up, looked after), those of the headword whose article writes it, its line
    marked ▸. When nothing is, the headwords search would show first for WORD are
    named on standard error (nearest: receive, ...).

    {options}
    Exit status: 0 found, 1 not found, 2 usage or data error.
    """

    static let options = [
        CommandOption("--dictionary", "-d", value: "ID", help: "look in that language pair (en-tr) or dictionary (eng-tur) instead of the active one"),
        CommandOption("--reverse", "-r", help: "the entries whose translations are WORD (elma in English → Turkish: apple, pome...), strongest first, instead; the sense that says WORD comes first, marked ▸"),
        CommandOption("--json", help: #"{"dictionary": ID, "matches": [{"headword", "match", "via", "translatedBy", "answer"}], "entries": [...], "nearest": [...]} with entries in the dictionary format; match is exact, lemma, phrase or translation, via how (or null), translatedBy the dictionary the other way round that gave a translation (or null), answer the definition that says WORD (or null), nearest the headwords nearest a WORD that is not there (else [])"#),
    ]

    /// How many headwords `--reverse` prints at most.
    static let reverseLimit = 20
    /// How many headwords a word that is not in the dictionary is told it is nearest to.
    static let nearestLimit = 5

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        var word: String?
        var dictionaryID: String?
        var json = false
        var reverse = false
        while let argument = try arguments.next(in: options) {
            switch argument {
            case .option("--dictionary", let value): dictionaryID = value
            case .option("--json", _): json = true
            case .option("--reverse", _): reverse = true
            case .option(let option, _): throw ArgumentList.notHere(option, in: options)
            case .operand(let operand): try ArgumentList.take(operand, into: &word)
            }
        }
        guard let word = word.map(TypedQuery.normalized), !word.isEmpty else { throw UsageError("lookup needs a WORD") }
        let repository = context.loadDictionaries()
        let dictionary = try context.dictionary(dictionaryID, in: repository)
        let found = reverse ? translations(of: word, in: dictionary, repository) : headwords(for: word, in: dictionary, repository)
        let entries = found.flatMap(\.entries)
        // What the browser would show for a word that is not there: a correction (recieve), the
        // English for a Turkish word (kopegi: dog).
        let nearest = entries.isEmpty && !reverse ? repository.search(word, in: dictionary.id, limit: nearestLimit).hits.map(\.headword) : []
        if json {
            let encoder = DictionaryFileEncoder()
            let matches = found.map { match in
                JSONWriter.object([("headword", JSONWriter.quote(match.headword)), ("match", JSONWriter.quote(SearchCommand.name(of: match.kind))),
                                   ("via", match.via.map(JSONWriter.quote) ?? "null"),
                                   ("translatedBy", match.translatedBy.map(JSONWriter.quote) ?? "null"),
                                   ("answer", answerText(of: match).map(JSONWriter.quote) ?? "null")])
            }
            StandardOutput.printData(JSONWriter.object([("dictionary", JSONWriter.quote(dictionary.id)), ("matches", JSONWriter.array(matches)),
                                     ("entries", JSONWriter.array(entries.map(encoder.encode))),
                                     ("nearest", JSONWriter.array(nearest.map(JSONWriter.quote)))]))
        } else if entries.isEmpty {
            let place = context.place(dictionary, in: repository)
            printError("sozluk: " + (reverse ? context.text("no entry of {1} translates “{2}”", place, context.word(word))
                                             : context.text("“{1}” is not in {2}", context.word(word), place)))
            if !nearest.isEmpty { printError("sozluk: " + context.text("nearest: {1}", nearest.map(context.clean).joined(separator: ", "))) }
            if !reverse { context.sayWhereElse(word, besides: dictionary, in: repository) }
        } else {
            let parts = found.map { match in
                (match.via.map { context.dim("(\(context.clean(note(for: match, via: $0, context.text))))") + "\n" } ?? "")
                    + EntryText.render(match.entries, answer: match.answer, context: context)
            }
            StandardOutput.print(parts.joined(separator: "\n\n"))
        }
        return entries.isEmpty ? 1 : 0
    }

    struct Match {
        var headword: String
        var kind: MatchKind
        var via: String?
        var translatedBy: String? = nil
        var entries: [DictionaryEntry]
        /// The sense that holds the translation the headword was found through.
        var answer: SenseLocation? = nil
    }

    /// The headword spelled WORD, else those WORD is an inflected form of, or whose article
    /// writes WORD as a phrase (give up: give's, its line marked).
    private static func headwords(for word: String, in dictionary: DictionaryInfo, _ repository: DictionaryRepository) -> [Match] {
        let entries = repository.entries(for: word, in: dictionary.id)
        if !entries.isEmpty { return [Match(headword: entries[0].headword, kind: .exact, entries: entries)] }
        return repository.search(word, in: dictionary.id, limit: reverseLimit).hits.filter { $0.kind == .lemma || $0.kind == .phrase }.map { hit in
            Match(headword: hit.headword, kind: hit.kind, via: hit.explanation, entries: repository.entries(for: hit.headword, in: dictionary.id),
                  answer: hit.answeringSense)
        }
    }

    /// The headwords whose translations are WORD, as search ranks them.
    private static func translations(of word: String, in dictionary: DictionaryInfo, _ repository: DictionaryRepository) -> [Match] {
        repository.search(word, in: dictionary.id, limit: 500).hits.filter { $0.kind == .translation }.prefix(reverseLimit).map { hit in
            Match(headword: hit.headword, kind: .translation, via: hit.explanation, translatedBy: hit.translatedBy,
                  entries: repository.entries(for: hit.headword, in: dictionary.id), answer: hit.answeringSense)
        }
    }

    /// The definition (or example line) that answers the query, for `--json`.
    private static func answerText(of match: Match) -> String? {
        guard let answer = match.answer, match.entries.indices.contains(answer.entry),
              match.entries[answer.entry].senses.indices.contains(answer.sense) else { return nil }
        return answer.example ?? match.entries[answer.entry].senses[answer.sense].definition
    }

    private static func note(for match: Match, via: String, _ text: Localizer) -> String {
        if match.kind == .lemma { return "\(match.headword) ← \(via)" }
        if match.kind == .phrase { return text("{1}: phrase “{2}”", match.headword, via) }
        return text("{1}: translation “{2}”", match.headword, match.translatedBy.map { via + " · " + $0 } ?? via)
    }
}
