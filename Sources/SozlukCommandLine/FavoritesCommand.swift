import SozlukBase
import SozlukDictionary
import SozlukImport
import SozlukWordbook

/// `sozluk favorites`: the starred words, and starring from the shell.
enum FavoritesCommand: Subcommand {
    static let name = "favorites"
    static let summary = "favorites [add|remove WORD|export|import FILE] [--json]  list, change, export the starred words"
    static let usage = """
    Usage: sozluk favorites [--json]
           sozluk favorites add|remove WORD [-d ID]
           sozluk favorites export [--format anki|csv|json] [-o FILE] [--audio]
           sozluk favorites import FILE [-d ID]

    Lists the starred words, oldest first (dictionary, word, when), or stars or
    unstars a headword of a dictionary (the active one unless -d ID), as Ctrl-F does
    in the browser (F2 lists them there). Another sozluk running at the same time
    keeps its own changes.

    \(WordListFiles.exportUsage(of: .favorites))
    {options}
    Exit status: 0; 1 when WORD is not a headword of the dictionary (import: when
    some words of a plain list were not); 2 for a usage error or a file that cannot
    be read or written.
    """

    static let options = [
        CommandOption("--json", help: #"[{"dictionary", "headword", "added", "sentence", "form" (when starred from a text)}, ...]"#),
    ] + WordListFiles.options(of: .favorites)

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        var action: String?
        var word: String?
        var dictionaryID: String?
        var json = false
        while let argument = try arguments.next(in: options) {
            switch argument {
            case .option("--dictionary", let value): dictionaryID = value
            case .option("--json", _): json = true
            case .option(let option, _): throw ArgumentList.notHere(option, in: options)
            case .operand(let operand) where action == nil && (operand == "export" || operand == "import"):
                var options = try WordListFiles.parseOptions(&arguments, action: operand, in: options)
                options.dictionaryID = options.dictionaryID ?? dictionaryID
                return operand == "export" ? try WordListFiles.export(.favorites, options, context: context)
                                           : try WordListFiles.importFile(.favorites, options, context: context)
            case .operand(let operand) where action == nil && (operand == "add" || operand == "remove"): action = operand
            case .operand(let operand): try ArgumentList.take(operand, into: &word, isExpected: action != nil)
            }
        }
        let store = WordListFiles.favoritesStore(context)
        guard let action else {
            let favorites = try store.favorites()
            if json {
                StandardOutput.printData(JSONWriter.array(favorites.map { favorite in
                    // The sentence and form only when there is one, as favorites.json has them.
                    JSONWriter.object([("dictionary", JSONWriter.quote(favorite.word.dictionaryID)),
                                       ("headword", JSONWriter.quote(favorite.word.headword)),
                                       ("added", JSONWriter.quote(Timestamp.format(favorite.addedAt)))]
                                      + (favorite.sentence.map { [("sentence", JSONWriter.quote($0))] } ?? [])
                                      + (favorite.form.map { [("form", JSONWriter.quote($0))] } ?? []))
                }))
            } else {
                StandardOutput.print(favorites.map { [context.clean($0.word.dictionaryID), context.clean($0.word.headword), Timestamp.format($0.addedAt)].joined(separator: "\t") + "\n" }.joined(), terminator: "")
            }
            return 0
        }
        guard let word else { throw UsageError("favorites {1} needs a WORD", action) }
        return try star(word, adding: action == "add", in: dictionaryID, store: store, context: context)
    }

    /// `favorites add` and `remove`.
    private static func star(_ word: String, adding: Bool, in dictionaryID: String?, store: FavoritesStore, context: CommandContext) throws -> Int32 {
        let repository = context.loadDictionaries()
        let dictionary = try context.dictionary(dictionaryID, in: repository)
        let reference = WordReference(dictionaryID: dictionary.id, headword: word)
        if adding && !repository.entries(for: word, in: dictionary.id).contains(where: { $0.headword == word }) {
            printError("sozluk: " + context.text("“{1}” is not a headword of {2} ({3})", context.word(word), context.clean(context.text.dictionaryName(dictionary.name)), context.clean(dictionary.id)))
            return 1
        }
        // A word is starred in its language pair, whichever of its dictionaries it was starred
        // under (the browser stars under the pair, `-d eng-tur` under the dictionary): one
        // star each, and `remove` takes it away wherever it is.
        let starred = try store.starred(word, in: repository.pairID(of: dictionary.id), of: repository)
        let wasStarred = starred != nil
        if adding && !wasStarred { try store.setFavorite(reference, true) }
        if !adding, let starred { try store.setFavorite(starred, false) }
        // Said on standard error, so that standard output stays the list's alone.
        let place = context.clean(context.text.dictionaryName(dictionary.name))
        switch (adding, wasStarred) {
        case (true, false): printError("sozluk: " + context.text("starred “{1}” in {2}", context.word(word), place))
        case (true, true): printError("sozluk: " + context.text("“{1}” was starred already in {2}", context.word(word), place))
        case (false, true): printError("sozluk: " + context.text("unstarred “{1}” in {2}", context.word(word), place))
        case (false, false): printError("sozluk: " + context.text("“{1}” was not starred in {2}", context.word(word), place))
        }
        return 0
    }
}
