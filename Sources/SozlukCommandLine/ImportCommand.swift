import SozlukBase
import SozlukDictionary
import SozlukImport
import SozlukWordbook

/// `sozluk import FORMAT INPUT -o OUT.json --id ID --name NAME --source LANG --target LANG`
enum ImportCommand: Subcommand {
    static let name = "import"
    static let summary = "import dictd|stardict|tsv|pivot|reverse INPUT -o OUT.json --id ID ...   convert a dictionary"
    static let usage = """
    Usage: sozluk import FORMAT INPUT -o OUT.json --id ID --name NAME
                         --source LANG --target LANG [--license TEXT]
                         [--attribution TEXT] [--description TEXT] [--secondary]
                         [OPTIONS]

    Converts a dictionary into sozluk's format, writing OUT.json atomically.

    {options}

    Formats:
      dictd      INPUT is NAME.index, with NAME.dict or NAME.dict.dz beside it
                 (Debian's dict-freedict-*, dict-wn, dict-gcide). --style
                 freedict|wordnet|gcide|wikdict says how articles are written; by
                 default it is told from the database's name.
      stardict   INPUT is NAME.ifo, with NAME.idx (or .idx.gz), NAME.dict or
                 .dict.dz and an optional NAME.syn beside it; HTML, XDXF and Pango
                 markup become text.
      tsv        INPUT has one entry per line: HEADWORD, DEFINITION [, PART OF
                 SPEECH [, EXAMPLE]] separated by tabs (or commas with --csv, or
                 when INPUT ends in .csv; quotes as in CSV). --header skips the
                 first line.
      pivot      INPUT is two WikDict dictd databases from one language, into the
                 new source language and into the new target language (pol-tur and
                 pol-eng make Turkish → English): their senses are joined by their
                 shared glosses.
      reverse    INPUT is a sozluk dictionary, read the other way round
                 (eng-tur.json makes Turkish → English): each translation its senses
                 give outright becomes a headword, with the headwords that give it
                 as its translations.

    Progress goes to stderr. Problems in the input are reported as FILE:LINE:COLUMN:
    message.
    Exit status: 0 written, 2 usage or input error.
    """

    static let options = [
        CommandOption("--output", "-o", value: "OUT.json", help: "the file the new dictionary is written to"),
        CommandOption("--id", value: "ID", help: "its id: lower-case letters, digits, '.', '_' or '-', starting with a letter or digit"),
        CommandOption("--name", value: "NAME", help: "its name, as lists and the browser show it"),
        CommandOption("--source", value: "LANG", help: "the language of its headwords (en, tr, de...)"),
        CommandOption("--target", value: "LANG", help: "the language of its definitions"),
        CommandOption("--license", value: "TEXT", help: "its license, kept in the file and shown in Settings"),
        CommandOption("--attribution", value: "TEXT", help: "who made it, kept in the file and shown in Settings"),
        CommandOption("--description", value: "TEXT", help: "what it is, kept in the file and shown in Settings"),
        CommandOption("--secondary", help: "made to widen its language pair's words rather than to answer first: searched after the others of its pair, never beside the dictionaries the other way round"),
        CommandOption("--style", value: "freedict|wordnet|gcide|wikdict", for: "dictd", help: "how its articles are written; by default told from the database's name"),
        CommandOption("--header", for: "tsv", help: "skip the first line"),
        CommandOption("--csv", for: "tsv", help: "commas between the fields, not tabs (so too when INPUT ends in .csv)"),
    ]

    /// An input and the files an importer reads beside it: dictd's NAME.dict(.dz) beside
    /// NAME.index; StarDict's .idx(.gz), .dict(.dz) and .syn beside NAME.ifo.
    static func filesRead(with input: String) -> [String] {
        let name = input.split(separator: "/").last.map(String.init) ?? input
        guard let dot = name.lastIndex(of: ".") else { return [input] }
        let base = String(input.dropLast(name.distance(from: dot, to: name.endIndex)))
        return [input] + [".index", ".dict", ".dict.dz", ".ifo", ".idx", ".idx.gz", ".syn"].map { base + $0 }
    }

    /// What the command line asks to convert, and into what.
    struct Request {
        var format = ""
        var input: String?
        /// pivot's: the database into the target language.
        var secondInput: String?
        var output: String?
        var info = DictionaryInfo(id: "", name: "", sourceLanguage: "", targetLanguage: "")
        var style: DictdArticleStyle?
        var delimited = DelimitedTextOptions()
    }

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        let request = try parse(&arguments)
        let (input, output) = try check(request)
        let progress = ImportProgress(live: context.stderrIsTerminal, text: context.text)
        let file = try convert(request, input: input, progress: progress, context: context)
        progress.finish()
        if file.entries.isEmpty {
            // Two databases not made by WikDict have no glosses to meet on.
            guard request.format != "pivot" else {
                throw FileProblem(path: input, saying: "no sense of the two databases shares a gloss with the other's (are both WikDict databases of one language?); nothing written")
            }
            throw FileProblem(path: input, saying: "no entries found; nothing written")
        }
        try FileSystem.writeAtomically(Array(DictionaryFileEncoder().encode(file).utf8), to: output)
        printError("sozluk: " + context.text("wrote {1} to {2}", context.text.count(file.entries.count, one: "1 entry", many: "{1} entries"), context.clean(output)))
        return 0
    }

    /// The format, then the files and options, with the table's.
    static func parse(_ arguments: inout ArgumentList) throws -> Request {
        guard case .operand(let format)? = try arguments.next() else { throw UsageError("import needs a format: dictd, stardict, tsv, pivot or reverse") }
        guard ["dictd", "stardict", "tsv", "pivot", "reverse"].contains(format) else {
            throw UsageError("unknown import format '{1}'; known: dictd, stardict, tsv, pivot, reverse", format)
        }
        var request = Request(format: format)
        while let argument = try arguments.next(in: options) {
            switch argument {
            case .option("--output", let value): request.output = value
            case .option("--id", let value?): request.info.id = value
            case .option("--name", let value?): request.info.name = value
            case .option("--source", let value?): request.info.sourceLanguage = value
            case .option("--target", let value?): request.info.targetLanguage = value
            case .option("--license", let value): request.info.license = value
            case .option("--secondary", _): request.info.isSecondary = true
            case .option("--attribution", let value): request.info.attribution = value
            case .option("--description", let value): request.info.description = value
            case .option("--style", let value?) where format == "dictd":
                guard let parsed = DictdArticleStyle(rawValue: value) else {
                    throw UsageError("--style is freedict, wordnet, gcide or wikdict, not '{1}'", value)
                }
                request.style = parsed
            case .option("--header", _) where format == "tsv": request.delimited.hasHeader = true
            case .option("--csv", _) where format == "tsv": request.delimited.separator = ","
            case .option(let option, _): throw ArgumentList.notHere(option, in: options)
            case .operand(let operand) where format == "pivot" && request.input != nil: try ArgumentList.take(operand, into: &request.secondInput)
            case .operand(let operand): try ArgumentList.take(operand, into: &request.input)
            }
        }
        if format == "tsv" && request.input?.hasSuffix(".csv") == true { request.delimited.separator = "," }
        return request
    }

    /// The input and the output, once everything the conversion needs is there and the output
    /// is not a file the conversion reads.
    static func check(_ request: Request) throws -> (input: String, output: String) {
        guard let input = request.input else { throw UsageError("import {1} needs an INPUT file", request.format) }
        if request.format == "pivot" && request.secondInput == nil {
            throw UsageError("import pivot needs two INPUT files: into the source language, into the target language")
        }
        guard let output = request.output else { throw UsageError("import needs -o OUT.json") }
        // The output written over the input, or over a file read with it (dictd's .dict, StarDict's
        // .idx), would lose the dictionary being read.
        if ([input] + (request.secondInput.map { [$0] } ?? [])).flatMap(Self.filesRead(with:)).contains(where: { FileSystem.isSameFile(output, $0) }) {
            throw UsageError("-o names the INPUT file; write the new dictionary to another file")
        }
        let info = request.info
        for (option, value) in [("--id", info.id), ("--name", info.name), ("--source", info.sourceLanguage), ("--target", info.targetLanguage)] where value.isEmpty {
            throw UsageError("import needs {1}", option)
        }
        guard DictionaryFileDecoder.isValidID(info.id) else {
            throw UsageError("--id must be lower-case letters, digits, '.', '_' or '-', starting with a letter or digit")
        }
        return (input, output)
    }

    /// The dictionary read by the format's importer.
    static func convert(_ request: Request, input: String, progress: ImportProgress, context: CommandContext) throws -> DictionaryFile {
        let info = request.info
        switch request.format {
        case "dictd": return try DictdImporter().importDictionary(indexPath: input, info: info, style: request.style, progress: progress)
        case "stardict": return try StarDictImporter().importDictionary(ifoPath: input, info: info, progress: progress)
        case "pivot": return try PivotImporter().importDictionary(intoSourcePath: input, intoTargetPath: request.secondInput ?? input,
                                                                  info: info, progress: progress)
        case "reverse":
            // Translations that stand alike come commonest first, by the new target language's word list.
            let target = context.languages.frequencies(for: info.targetLanguage), source = context.languages.frequencies(for: info.sourceLanguage)
            return try ReverseImporter(commonness: { target?.zipf(ofFolded: Folding.fold($0)) ?? 0 },
                                       sourceCommonness: { source?.zipf(ofFolded: Folding.fold($0)) ?? 0 })
                .importDictionary(path: input, info: info)
        default: return try DelimitedTextImporter(options: request.delimited).importDictionary(path: input, info: info, progress: progress)
        }
    }
}
