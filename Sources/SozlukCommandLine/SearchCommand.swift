import SozlukBase
import SozlukDictionary
import SozlukImport

/// `sozluk search QUERY`: the ranked results the browser shows, one per line.
enum SearchCommand: Subcommand {
    static let name = "search"
    static let summary = "search QUERY [--dictionary ID] [--limit N] [--json]   ranked matches, one per line"
    static let usage = """
    Usage: sozluk search QUERY [--dictionary ID] [--limit N] [--json]

    Prints the headwords matching QUERY in the order the browser shows them: exact
    matches, headwords QUERY is an inflected form of (kitaplarımızdan: kitap),
    headwords translated as QUERY, those starting with it, those containing it, then
    (when those are few) those within two typos. One per line: HEADWORD TAB FIRST
    DEFINITION, and for inflected forms and translations TAB how it matched
    (kitap+lar+ımız+dan; elma).

    {options}
    Exit status: 0 something matched, 1 nothing did, 2 usage or data error.
    """

    static let options = [
        CommandOption("--dictionary", "-d", value: "ID", help: "search that language pair or dictionary instead of the active one"),
        CommandOption("--limit", "-n", value: "N", help: "print at most N results (default: all)"),
        CommandOption("--json", help: #"{"dictionary", "query", "total", "totalIsComplete", "results": [{"headword", "match", "summary", "via", "translatedBy", "sources"}]}; match: exact, lemma, phrase, translation, prefix, substring or typo; via: how, or null; translatedBy: the dictionary the other way round that gave a translation, or null; totalIsComplete: false when total is not exact (at least so many; for a language pair, about so many); sources: the dictionaries of the pair that have it"#),
    ]

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        var query: String?
        var dictionaryID: String?
        var limit = Int.max
        var json = false
        while let argument = try arguments.next(in: options) {
            switch argument {
            case .option("--dictionary", let value): dictionaryID = value
            case .option("--limit", let text?): limit = try ArgumentList.count(text, for: "--limit")
            case .option("--json", _): json = true
            case .option(let option, _): throw ArgumentList.notHere(option, in: options)
            case .operand(let operand): try ArgumentList.take(operand, into: &query)
            }
        }
        guard let query = query.map(TypedQuery.normalized), !query.isEmpty else { throw UsageError("search needs a QUERY") }
        let repository = context.loadDictionaries()
        let dictionary = try context.dictionary(dictionaryID, in: repository)
        let results = repository.search(query, in: dictionary.id, limit: limit)
        if json {
            let rows = results.hits.map { hit in
                JSONWriter.object([("headword", JSONWriter.quote(hit.headword)), ("match", JSONWriter.quote(name(of: hit.kind))),
                                   ("summary", JSONWriter.quote(hit.summary)), ("via", hit.explanation.map(JSONWriter.quote) ?? "null"),
                                   ("translatedBy", hit.translatedBy.map(JSONWriter.quote) ?? "null"),
                                   ("sources", JSONWriter.array(hit.sources.map(JSONWriter.quote)))])
            }
            StandardOutput.printData(JSONWriter.object([("dictionary", JSONWriter.quote(dictionary.id)), ("query", JSONWriter.quote(query)),
                                     ("total", String(results.totalCount)), ("totalIsComplete", String(results.isCountComplete)),
                                     ("results", JSONWriter.array(rows))]))
        } else {
            var output = ""
            for hit in results.hits {
                output += context.clean(hit.headword) + "\t" + context.clean(hit.summary.firstLine)
                if let explanation = hit.explanation { output += "\t" + context.clean(explanation) }
                if let companion = hit.translatedBy { output += " · " + context.clean(companion) }
                output += "\n"
            }
            StandardOutput.print(output, terminator: "")
        }
        if results.hits.isEmpty {
            printError("sozluk: " + context.text("nothing matches “{1}” in {2}", context.word(query), context.place(dictionary, in: repository)))
            context.sayWhereElse(query, besides: dictionary, in: repository)
        }
        return results.hits.isEmpty ? 1 : 0
    }

    static func name(of kind: MatchKind) -> String {
        switch kind {
        case .exact: return "exact"
        case .lemma: return "lemma"
        case .phrase: return "phrase"
        case .translation: return "translation"
        case .prefix: return "prefix"
        case .substring: return "substring"
        case .fuzzy: return "typo"
        case .recent: return "recent"
        }
    }
}
