import SozlukBase
import SozlukWordbook

/// `sozluk history`: the words looked up in the browser, and their export.
enum HistoryCommand: Subcommand {
    static let name = "history"
    static let summary = "history [--json] [--limit N] [--by-count|--suggest]|export|import FILE  the words looked up"
    static let usage = """
    Usage: sozluk history [--json] [--limit N] [--by-count | --suggest]
           sozluk history export [--format anki|csv|json] [-o FILE] [--audio]
           sozluk history import FILE [-d ID]

    Lists the words opened in the browser (F4 there), the most recent first:
    dictionary, word, how many lookups, the last one. Kept in
    $XDG_DATA_HOME/sozluk/history.json (the 10,000 most recent words).

    \(WordListFiles.exportUsage(of: .history))
    {options}
    Exit status: 0; 1 when some words of an imported plain list are not headwords; 2
    for a usage error or a file that cannot be read or written.
    """

    static let options = [
        CommandOption("--by-count", help: "the most looked-up first"),
        CommandOption("--suggest", help: "only the words looked up 3 times or more and not starred, the commonest first: the cards Review offers to add"),
        CommandOption("--limit", "-n", value: "N", help: "at most N words"),
        CommandOption("--json", help: #"[{"dictionary", "headword", "lookups", "first", "last"}, ...]"#),
    ] + WordListFiles.options(of: .history)

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        var json = false
        var limit = Int.max
        var order = HistoryOrder.mostRecent
        var dictionaryID: String?
        var suggest = false
        while let argument = try arguments.next(in: options) {
            switch argument {
            case .option("--json", _): json = true
            case .option("--suggest", _): suggest = true
            case .option("--by-count", _): order = .mostLookedUp
            case .option("--dictionary", let value): dictionaryID = value
            case .option("--limit", let text?): limit = try ArgumentList.count(text, for: "--limit")
            case .option(let option, _): throw ArgumentList.notHere(option, in: options)
            case .operand(let operand) where operand == "export" || operand == "import":
                var options = try WordListFiles.parseOptions(&arguments, action: operand, in: options)
                options.dictionaryID = options.dictionaryID ?? dictionaryID
                return operand == "export" ? try WordListFiles.export(.history, options, context: context)
                                           : try WordListFiles.importFile(.history, options, context: context)
            case .operand(let operand): throw UsageError("history takes export or import, not '{1}'", operand)
            }
        }
        let history = try WordListFiles.historyStore(context).history()
        if suggest && order == .mostLookedUp { throw UsageError("--by-count and --suggest are two orders: give one") }
        let entries = (suggest ? try suggestions(from: history, context: context) : order.sorted(history)).prefix(limit)
        if json {
            StandardOutput.printData(JSONWriter.array(entries.map { entry in
                JSONWriter.object(entry.word.jsonFields + [
                    ("lookups", String(entry.lookups)),
                    ("first", JSONWriter.quote(Timestamp.format(entry.firstLookedUp))),
                    ("last", JSONWriter.quote(Timestamp.format(entry.lastLookedUp))),
                ])
            }))
        } else {
            StandardOutput.print(entries.map { entry in
                [context.clean(entry.word.dictionaryID), context.clean(entry.word.headword), String(entry.lookups),
                 Timestamp.format(entry.lastLookedUp)].joined(separator: "\t") + "\n"
            }.joined(), terminator: "")
        }
        return 0
    }

    /// The words worth a card: looked up often, not starred, the commonest first.
    private static func suggestions(from history: [HistoryEntry], context: CommandContext) throws -> [HistoryEntry] {
        try LookupSuggestions.suggest(history: history, favorites: WordListFiles.favoritesStore(context), dictionaries: context.loadDictionaries())
    }
}
