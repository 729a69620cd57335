import Glibc
import SozlukBase
import SozlukDictionary

/// `sozluk read --gloss FILE`: every distinct word of a text with what the dictionary makes
/// of it, for scripts and word lists.
enum ReadCommand: Subcommand {
    static let name = "read"
    static let summary = "read FILE|- [--gloss [--json] [--by-frequency] [--unknown]]   read a text word by word"
    static let usage = """
    Usage: sozluk read FILE|- [--language en|tr]
           sozluk read --gloss FILE|- [--language en|tr] [--dictionary ID]
                       [--json] [--by-frequency] [--unknown]

    Shows a text (FILE, or standard input for -: `wl-paste | sozluk read -`; keys
    are then read from the terminal) full screen, wrapped, with a cursor on a word:
    the word, or the phrase the dictionaries know that starts there (gave up, yola
    çıktık), is explained beside the text, its endings spelled out (kitaplarımızdan
    = kitap + -lar (plural) + …). Starred words are marked, and words no dictionary
    explains are dimmed. Keys: arrows, w b by word, { } by sentence, Enter the
    word's page, f or Ctrl-F stars it with its sentence (the card shows it, the Anki
    export makes it a cloze), p says it, Esc back to Search. The text's language,
    English or Turkish, is told from its words, and it is read with the dictionaries
    of that language into the other (English → Turkish, Turkish → English).

    With --gloss, prints each distinct word of the text once instead, in the order
    the text first has it: the word, how often it comes, its headword (the lemma of
    a form: kitaplarımızdan, kitap), how it was found (kitap+lar+ımız+dan) and the
    sense that answers it, TAB between them; a word no dictionary explains has the
    last three empty.

    {options}
    The read mode shows texts up to 2 MB. Exit status: 0, 1 no terminal for the read
    mode, 2 usage error, a file that cannot be read or that is no text.
    """

    /// What the command line said.
    static let options = [
        CommandOption("--language", "-l", value: "CODE", help: "the text is in this language: en or tr"),
        CommandOption("--gloss", help: "the list of words, for scripts"),
        CommandOption("--dictionary", "-d", value: "ID", for: "--gloss", help: "read it with that language pair or dictionary instead"),
        CommandOption("--by-frequency", for: "--gloss", help: "the words the text has most first"),
        CommandOption("--unknown", for: "--gloss", help: "only the words whose headword is not starred yet"),
        CommandOption("--json", for: "--gloss", help: #"{"language", "dictionary", "words", "distinct", "explained", "glosses": [{"word", "count", "headword", "match", "via", "sense"}]}"#),
    ]

    struct Options {
        var file: String?
        var gloss = false, json = false, byFrequency = false, unknownOnly = false
        var language: String?
        var dictionaryID: String?
    }

    /// The longest text the read mode lays out (a book is read a chapter at a time);
    /// `--gloss` takes any length.
    static let longestText = 2_000_000

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        guard case .finished(let status) = try outcome(&arguments, context: context) else { return 2 }
        return status
    }

    static func outcome(_ arguments: inout ArgumentList, context: CommandContext) throws -> CommandOutcome {
        let options = try parse(&arguments)
        guard let file = options.file else { throw UsageError("read needs a FILE, or - for standard input") }
        let language = try options.language.map(checked)
        // Typed at the terminal rather than piped: say how the text ends, or it looks stuck.
        if file == "-", isatty(STDIN_FILENO) == 1 { printError("sozluk: " + context.text("type or paste the text, then Ctrl-D on a line of its own")) }
        let bytes = file == "-" ? try FileSystem.readStandardInput() : try FileSystem.readFile(file)
        // A program or an image has NUL bytes; a text never does.
        guard !bytes.contains(0) else { throw UsageError("{1} is no text: it has NUL bytes (a program, an image?)", file == "-" ? "-" : file) }
        // A Turkish text saved in an older encoding would read as nonsense without a word.
        guard UTF8Validation.validPrefixLength(of: bytes) == bytes.count else {
            throw UsageError("{1} is not UTF-8; a Turkish text in ISO-8859-9 is converted with: iconv -f iso-8859-9 -t utf-8", file)
        }
        let text = String(decoding: bytes, as: UTF8.self)
        guard !options.gloss else { return .finished(try gloss(ReadingText(text).words.map(\.text), language: language, options, context: context)) }
        guard bytes.count <= longestText else {
            throw UsageError("the text is {1} bytes, more than the read mode shows ({2}); read --gloss lists the words of any text",
                             String(bytes.count), String(longestText))
        }
        var browser = context.browserOptions
        browser.reading = ReadingText(text)
        browser.readingLanguage = language
        return .browse(browser)
    }

    private static func parse(_ arguments: inout ArgumentList) throws -> Options {
        var options = Options()
        while let argument = try arguments.next(in: Self.options) {
            switch argument {
            case .option("--gloss", _): options.gloss = true
            case .option("--json", _): options.json = true
            case .option("--by-frequency", _): options.byFrequency = true
            case .option("--unknown", _): options.unknownOnly = true
            case .option("--language", let value): options.language = value
            case .option("--dictionary", let value): options.dictionaryID = value
            case .option(let option, _): throw ArgumentList.notHere(option, in: Self.options)
            case .operand(let operand): try ArgumentList.take(operand, into: &options.file)
            }
        }
        if !options.gloss, options.json || options.byFrequency || options.unknownOnly || options.dictionaryID != nil {
            throw UsageError("--json, --by-frequency, --unknown and --dictionary go with --gloss")
        }
        return options
    }

    /// `--gloss`: the list of the text's words, for scripts.
    private static func gloss(_ words: [String], language: String?, _ options: Options, context: CommandContext) throws -> Int32 {
        let (byFrequency, unknownOnly, json, dictionaryID) = (options.byFrequency, options.unknownOnly, options.json, options.dictionaryID)
        let repository = context.loadDictionaries()
        let code = language ?? TextLanguage.guess(words, rules: context.languages)
        let dictionary = try dictionaryID.map { try context.dictionary($0, in: repository) }
            ?? repository.dictionaries.first { LanguageRules.baseLanguage($0.sourceLanguage) == code }
            ?? context.dictionary(nil, in: repository)
        var glosses = TextGlosser.gloss(words, language: code, in: dictionary.id, repository: repository)
        // The text's counts, whatever --unknown leaves out of the list.
        let distinct = glosses.count, explained = glosses.filter { $0.hit != nil }.count
        if unknownOnly {
            let starred = try WordListFiles.favoritesStore(context).starredInPairs(of: repository)
            glosses.removeAll { gloss in gloss.hit.map { starred.contains(repository.inPair(WordReference(dictionaryID: dictionary.id, headword: $0.headword))) } ?? false }
        }
        if byFrequency { glosses = glosses.enumerated().sorted { ($0.element.count, -$0.offset) > ($1.element.count, -$1.offset) }.map(\.element) }
        if json {
            StandardOutput.printData(JSONWriter.object([
                ("language", JSONWriter.quote(code)), ("dictionary", JSONWriter.quote(dictionary.id)), ("words", String(words.count)),
                ("distinct", String(distinct)), ("explained", String(explained)),
                ("glosses", JSONWriter.array(glosses.map { gloss in
                    JSONWriter.object([("word", JSONWriter.quote(gloss.word)), ("count", String(gloss.count)),
                                       ("headword", gloss.hit.map { JSONWriter.quote($0.headword) } ?? "null"),
                                       ("match", gloss.hit.map { JSONWriter.quote(SearchCommand.name(of: $0.kind)) } ?? "null"),
                                       ("via", gloss.hit?.explanation.map(JSONWriter.quote) ?? "null"),
                                       ("sense", gloss.hit.map { JSONWriter.quote($0.summary.firstLine) } ?? "null")])
                })),
            ]))
        } else {
            StandardOutput.print(glosses.map { gloss in
                [context.clean(gloss.word), String(gloss.count), context.clean(gloss.hit?.headword ?? ""),
                 context.clean(gloss.hit?.explanation ?? ""), context.clean(gloss.hit?.summary.firstLine ?? "")].joined(separator: "\t") + "\n"
            }.joined(), terminator: "")
        }
        return 0
    }

    private static func checked(_ code: String) throws -> String {
        let base = LanguageRules.baseLanguage(code)
        guard base == "en" || base == "tr" else { throw UsageError("--language is en or tr, not '{1}'", code) }
        return base
    }
}
