import SozlukCore

/// `sozluk read --gloss FILE`: every distinct word of a text with what the dictionary makes
/// of it, for scripts and word lists.
enum ReadCommand: Subcommand {
    static let name = "read"
    static let summary = "read --gloss FILE|- [--json] [--by-frequency] [--unknown]   the words of a text, explained"
    static let usage = """
    Usage: sozluk [--dictionaries DIR]... read --gloss FILE|- [--language en|tr] [--dictionary ID]
                                          [--json] [--by-frequency] [--unknown]

    Reads a text (FILE, or standard input for -) and prints each distinct word of it once, in
    the order the text first has it: the word, how often it comes, its headword (the lemma of
    a form: kitaplarımızdan, kitap), how it was found (kitap+lar+ımız+dan) and the sense that
    answers it, TAB between them; a word no dictionary explains has the last three empty. The
    text's language, English or Turkish, is told from its words, and it is read with the
    dictionaries of that language into the other (English → Turkish, Turkish → English).

      --gloss               the list of words (the full-screen read mode is not built yet)
      --language, -l CODE   the text is in this language: en or tr
      --dictionary, -d ID   read it with that language pair or dictionary instead
      --by-frequency        the words the text has most first
      --unknown             only the words whose headword is not starred yet
      --json                {"language", "dictionary", "words", "distinct", "explained",
                            "glosses": [{"word", "count", "headword", "match", "via", "sense"}]}
    Exit status: 0, 2 usage error or a file that cannot be read.
    """

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        var file: String?
        var gloss = false, json = false, byFrequency = false, unknownOnly = false
        var language: String?
        var dictionaryID: String?
        while let argument = try arguments.next() {
            switch argument {
            case .option("--gloss"): gloss = true
            case .option("--json"): json = true
            case .option("--by-frequency"): byFrequency = true
            case .option("--unknown"): unknownOnly = true
            case .option("--language"), .option("-l"): language = try arguments.value(for: "--language")
            case .option("--dictionary"), .option("-d"): dictionaryID = try arguments.value(for: "--dictionary")
            case .option(let option): throw ArgumentList.unknown(option)
            case .operand(let operand): try ArgumentList.take(operand, into: &file)
            }
        }
        guard gloss else { throw UsageError("read takes --gloss: the list of a text's words (the full-screen read mode is not built yet)") }
        guard let file else { throw UsageError("read needs a FILE, or - for standard input") }
        let bytes = file == "-" ? try FileSystem.readStandardInput() : try FileSystem.readFile(file)
        let words = TextWords.words(in: String(decoding: bytes, as: UTF8.self))
        let repository = context.loadDictionaries()
        let code = try language.map(checked) ?? TextLanguage.guess(words, rules: context.languages)
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
