import Glibc
import SafeText
import SozlukBase
import SozlukDictionary
import SozlukImport
import SozlukWordbook

/// One of `sozluk lookup`, `search`, `list`, `check`, `import`.
@MainActor
protocol Subcommand {
    static var name: String { get }
    /// One line for `sozluk --help`.
    static var summary: String { get }
    /// The whole `sozluk NAME --help` in English, `{options}` where the table's lines go.
    static var usage: String { get }
    /// The options it takes: what it parses (`ArgumentList.next(in:)`) and what its help lists.
    static var options: [CommandOption] { get }
    /// Returns the exit status: 0 success, 1 "no" (not found, problems found), 2 usage or data error.
    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32
    /// What the command line does: runs the command, or hands over to the browser (`read FILE`).
    static func outcome(_ arguments: inout ArgumentList, context: CommandContext) throws -> CommandOutcome
}

extension Subcommand {
    static func outcome(_ arguments: inout ArgumentList, context: CommandContext) throws -> CommandOutcome {
        .finished(try run(&arguments, context: context))
    }
}

/// What every subcommand may need: the environment, the `--dictionaries` folders, the output.
@MainActor
struct CommandContext {
    let environment: [String: String]
    let dictionaryFolders: [String]
    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool
    /// The folders and files, resolved once when the command starts.
    let paths: AppPaths
    /// The language of messages and help: chosen in the browser's Settings, else the
    /// locale's; read once.
    let text: Localizer
    /// The language rules (inflections, word frequencies) that ship with sozluk: one set, so
    /// its lists are read once however many parts of a command ask.
    let languages: LanguageRules

    static func current(environment: [String: String], dictionaryFolders: [String]) -> CommandContext {
        let paths = AppPaths.resolve(environment: environment, dictionaryFolders: dictionaryFolders, bundledFolder: BundledResources.dictionaries())
        return CommandContext(environment: environment, dictionaryFolders: dictionaryFolders,
                              stdoutIsTerminal: isatty(STDOUT_FILENO) == 1, stderrIsTerminal: isatty(STDERR_FILENO) == 1,
                              paths: paths, text: localizer(environment: environment, paths: paths),
                              languages: .standard(morphologyFolder: BundledResources.morphology(), cacheFolder: paths.indexFolder))
    }

    /// Colours and bold only on a terminal, and never with NO_COLOR.
    var usesColor: Bool { stdoutIsTerminal && (environment["NO_COLOR"] ?? "").isEmpty }

    static func localizer(environment: [String: String], paths: AppPaths) -> Localizer {
        let chosen = (try? JSONSettingsStore(path: paths.settingsFile).load())?.interfaceLanguage
        return Localizer(chosen ?? .fromLocale(environment))
    }

    /// What the full-screen browser is started with.
    var browserOptions: BrowserOptions {
        BrowserOptions(paths: paths, colors: environment["NO_COLOR"].map(\.isEmpty) ?? true, pause: pause, clock: clock, environment: environment)
    }

    /// Where tests hold a write or an index build (SOZLUK_TEST_PAUSE); nil for users.
    var pause: PauseHook? { PauseHook(environment: environment) }

    /// The system's, or the one a test set (SOZLUK_TEST_CLOCK): what dates starring and lookups.
    var clock: Clock { .from(environment: environment) }

    /// Loads the dictionaries as language pairs (`-d en-tr`; a dictionary's own id reaches it
    /// alone), with the sources switched off in Settings left out, warning on stderr about files
    /// that could not be used.
    func loadDictionaries() -> LanguagePairRepository {
        let repository = DictionarySearchService(folders: paths.dictionaryFolders, indexFolder: paths.indexFolder,
                                                  observer: pause.map(PausingBuildObserver.init), languages: languages)
        for problem in repository.problems { printError("sozluk: " + text("warning: {1}", problem.localized(text))) }
        let switchedOff = (try? JSONSettingsStore(path: paths.settingsFile).load())?.switchedOffDictionaries ?? []
        return LanguagePairRepository(repository, switchedOff: Set(switchedOff))
    }

    /// The dictionary's name for a message, with its id where a dictionary of a pair shares the
    /// pair's name (tur-eng and tr-en are both Turkish → English).
    func place(_ dictionary: DictionaryInfo, in repository: DictionaryRepository) -> String {
        let pairID = repository.pairID(of: dictionary.id)
        let sharesName = pairID != dictionary.id && repository.sources(of: pairID).count > 1 && repository.info(of: pairID)?.name == dictionary.name
        return clean(text.dictionaryName(dictionary.name)) + (sharesName ? " (" + clean(dictionary.id) + ")" : "")
    }

    /// Says on standard error which other dictionaries have `word` as a headword, and how to
    /// ask them: for a word not found where it was looked up (ışık in tur-eng).
    func sayWhereElse(_ word: String, besides dictionary: DictionaryInfo, in repository: DictionaryRepository) {
        for other in repository.dictionaries(withHeadword: word, besides: dictionary.id, loadedOnly: false) {
            printError("sozluk: " + text("“{1}” is in {2} (-d {3})", self.word(word), clean(text.dictionaryName(other.name)), clean(other.id)))
        }
        for source in repository.switchedOffSources(of: dictionary.id) where !repository.entries(for: word, in: source.id).isEmpty {
            printError("sozluk: " + text("“{1}” is in {2}, switched off (Settings)", self.word(word), clean(source.id)) + " (-d " + clean(source.id) + ")")
        }
    }

    /// The dictionary named by `--dictionary`, or the active one.
    func dictionary(_ id: String?, in repository: DictionaryRepository) throws -> DictionaryInfo {
        if let id {
            guard let found = repository.info(of: id) else {
                // Each pair with its dictionaries: -d takes either.
                let known = repository.dictionaries.map { pair in
                    let sources = repository.sources(of: pair.id).map(\.id)
                    return pair.id + (sources.isEmpty ? "" : " (" + sources.joined(separator: ", ") + ")")
                }.joined(separator: ", ")
                throw known.isEmpty ? UsageError("no dictionary with the id '{1}'", id) : UsageError("no dictionary with the id '{1}'; known: {2}", id, known)
            }
            return found
        }
        let active = ActiveDictionary(dictionaries: repository, settings: JSONSettingsStore(path: paths.settingsFile))
        if let problem = active.settingsProblem {
            printError("sozluk: " + text("warning: {1}; using the first dictionary, {2}", problem.localized(text), active.activeDictionary()?.id ?? "-"))
        }
        guard let found = active.activeDictionary() else {
            throw FileProblem(path: paths.dictionaryFolders.joined(separator: ":"), message: "no dictionaries found")
        }
        return found
    }

    /// Text from data made safe for the terminal or a pipe: every control character shown
    /// as an escape.
    func clean(_ text: String) -> String {
        TerminalSafeText.visible(text)
    }

    /// A word typed, quoted in a message: made safe, and cut after `longestQuotedWord`
    /// characters (a 100 KB paste is not said back in full).
    func word(_ text: String) -> String {
        text.count > Self.longestQuotedWord ? clean(String(text.prefix(Self.longestQuotedWord))) + "…" : clean(text)
    }

    static let longestQuotedWord = 80

    func bold(_ text: String) -> String { usesColor ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
    func dim(_ text: String) -> String { usesColor ? "\u{1B}[2m\(text)\u{1B}[0m" : text }
}
