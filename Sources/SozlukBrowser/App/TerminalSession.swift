import Dispatch
import Glibc
import SozlukBase
import SozlukDictionary
import SozlukWordbook
import TerminalUI

/// Runs the browser on the real terminal until the user quits or a signal ends it. Every
/// way out goes through `end(status:)`, which restores the terminal first.
@MainActor
public final class TerminalSession {
    private let options: BrowserOptions
    private var paths: AppPaths { options.paths }
    private var pause: PauseHook? { options.pause }
    private let terminal: CursesTerminal
    private let navigator = NavigationStack()
    private let browser: BrowserApp
    /// Set on the main thread once the dictionaries are open, for the way out.
    private var repository: DictionarySearchService?
    private var signals: SignalRelay?
    /// What the translations built in the background wait for: a quiet moment after the
    /// start, after each batch of keys and after a resize, so typing has the cores.
    private let pacing: QuietPeriodPacing

    private init(options: BrowserOptions, terminal: CursesTerminal, pacing: QuietPeriodPacing) {
        self.options = options
        self.terminal = terminal
        self.pacing = pacing
        browser = BrowserApp(terminal: terminal, navigator: navigator)
    }

    public static func run(_ options: BrowserOptions) -> Never {
        // Before the terminal starts, so ncurses leaves SIGWINCH to us; the handler is given
        // the session once there is one.
        let slot = SessionSlot()
        let signals = SignalRelay { signal in
            guard let session = slot.session else { exit(128 + signal) }
            session.didReceive(signal)
        }
        // The start is the user's doing: background work waits for a quiet moment after it.
        let pacing = QuietPeriodPacing()
        pacing.noteActivity()
        // Opened on another thread while the terminal is set up and the first frame drawn;
        // the session takes them from its main queue, which runs once the first frame is up.
        openDictionaries(options, pacing: pacing) { dictionaries in
            MainActor.assumeIsolated { slot.session?.didOpen(dictionaries) }
        }
        let terminal: CursesTerminal
        // A text read from standard input leaves the keys to the terminal.
        if options.reading != nil { _ = CursesTerminal.readKeysFromControllingTerminal() }
        do {
            // The theme is read before the first frame, so even "Loading…" is in its colours; a
            // broken settings file is said by the Settings screen, and means the default here.
            let theme = (try? JSONSettingsStore(path: options.paths.settingsFile).load())?.theme ?? .standard
            terminal = try CursesTerminal(colors: options.colors, theme: Theme(theme))
        } catch {
            printError("sozluk: \(error)")
            exit(1)
        }
        let started = TerminalSession(options: options, terminal: terminal, pacing: pacing)
        started.signals = signals
        let localeLanguage = FixedLanguage(.fromLocale(options.environment))
        started.browser.language = localeLanguage
        started.browser.notice = terminal.localeSubstitution.map {
            StatusMessage.locale(used: $0.locale, insteadOf: $0.originalCodeset, missing: $0.missingLocale, localeLanguage.text)
        }
        slot.session = started
        started.start()
    }

    private func start() -> Never {
        // "Loading dictionaries…" only when they take a while: a start that finds their
        // indexes saved (a fraction of a millisecond) has the Search screen as its first
        // frame, rather than a frame the terminal draws and replaces at once.
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.loadingFrameDelay) { [self] in
            MainActor.assumeIsolated { if repository == nil { browser.render() } }
        }
        TerminalEventLoop().run { [self] in
            let keys = terminal.readKeys()
            if !keys.isEmpty { pacing.noteActivity() }
            if keys.isEmpty && terminal.inputHasClosed {
                end(status: 128 + SIGHUP)
            }
            act(on: browser.handle(keys))
        }
    }

    /// How long a start shows nothing while its dictionaries open: below what a person notices.
    private static let loadingFrameDelay = 0.05

    /// What the keys asked of the session, after the browser handled them.
    private func act(on handling: Handling) {
        switch handling {
        case .quit: end(status: 0)
        case .suspend: suspend()
        case .handled, .ignored: break
        }
    }

    /// Dictionaries load off the main thread; the screen is up and Ctrl-C works meanwhile.
    /// Only each file's description is read here; the Search screen reads the active
    /// dictionary in the background and says so meanwhile. `deliver` runs on the main queue.
    private static func openDictionaries(_ options: BrowserOptions, pacing: QuietPeriodPacing,
                                         deliver: @escaping @Sendable (DictionarySearchService) -> Void) {
        let paths = options.paths
        let observer = options.pause.map(PausingBuildObserver.init)
        DispatchQueue.global(qos: .default).async {
            let dictionaries = DictionarySearchService(folders: paths.dictionaryFolders, indexFolder: paths.indexFolder,
                                                        policy: .browser, observer: observer,
                                                        languages: .standard(morphologyFolder: BundledResources.morphology(), cacheFolder: paths.indexFolder),
                                                        pacing: pacing)
            DispatchQueue.main.async { deliver(dictionaries) }
        }
    }

    private func didOpen(_ dictionaries: DictionarySearchService) {
        repository = dictionaries
        let settings = JSONSettingsStore(path: paths.settingsFile)
        let preferences = InterfacePreferences(store: settings, localeLanguage: .fromLocale(options.environment))
        preferences.onChange = { [terminal, browser, weak preferences] in
            guard let preferences else { return }
            preferences.isMouseAvailable = terminal.setMouse(preferences.mouse) || !preferences.mouse
            if terminal.theme != Theme(preferences.theme) { terminal.setTheme(Theme(preferences.theme)) }
            browser.render()
        }
        preferences.isMouseAvailable = terminal.setMouse(preferences.mouse) || !preferences.mouse
        browser.language = preferences
        preferences.hasColors = terminal.hasColors
        // Language pairs are what the user chooses; a pair's sources switched off are remembered.
        let switchedOff = (try? settings.load())?.switchedOffDictionaries ?? []
        let pairs = LanguagePairRepository(dictionaries, switchedOff: Set(switchedOff))
        browser.start(with: AppAssembly(navigator: navigator, display: browser, dictionaries: pairs,
                                        favorites: JSONFavoritesStore(path: paths.favoritesFile, clock: options.clock.now, pause: pause),
                                        history: JSONHistoryStore(path: paths.historyFile, clock: options.clock.now, pause: pause),
                                        reviews: JSONReviewStore(path: paths.reviewFile, pause: pause),
                                        settings: settings, preferences: preferences, clock: options.clock, exportFolder: paths.exportFolder,
                                        searchScheduler: BackgroundScheduler(label: "sozluk.search"),
                                        loadScheduler: BackgroundScheduler(label: "sozluk.load", concurrent: true),
                                        sourceSwitches: SourceSwitches(settings: settings, pairs: pairs)),
                      reading: options.reading.map { Route.read($0, language: options.readingLanguage) })
    }

    private func didReceive(_ signal: Int32) {
        switch signal {
        case SIGWINCH:
            pacing.noteActivity()
            browser.terminalDidResize()
        case SIGTSTP: suspend()
        default: end(status: 128 + signal)
        }
    }

    /// Ctrl-Z (or SIGTSTP): the terminal restored for the shell, the process stopped; work in
    /// the background (an index build) waits with it. On `fg` (SIGCONT) the screen comes back
    /// as it was.
    private func suspend() {
        terminal.stop()
        signals?.stopProcess()
        terminal.resume()
        act(on: browser.didResume())
    }

    /// The one way out: the terminal restored, an index being written finished (a fraction
    /// of a second, so the next start does not build it again; builds still running are
    /// dropped), then the process ends with `status`. A signal waits for the write too: tmux
    /// closing its window (SIGHUP) or a logout (SIGTERM) right after the first rows would
    /// otherwise throw away the index by headword the next start then builds again.
    private func end(status: Int32) -> Never {
        terminal.stop()
        repository?.finishSaving(timeout: 5)
        withExtendedLifetime(signals) {}
        exit(status)
    }
}

/// Where the signal handler and the dictionaries' opening, both begun before the session,
/// find it once it exists.
@MainActor
private final class SessionSlot {
    var session: TerminalSession?
}
