import Dispatch
import Glibc
import TerminalUI
import SozlukCore

/// Runs the browser on the real terminal until the user quits or a signal ends it,
/// restoring the terminal on every way out.
@MainActor
public enum TerminalSession {
    public static func run(paths: AppPaths, colors: Bool) -> Never {
        let navigator = NavigationStack()
        var terminal: CursesTerminal?
        var app: BrowserApp?
        // Before the terminal starts, so ncurses leaves SIGWINCH to us.
        let signals = SignalRelay { signal in
            if signal == SIGWINCH {
                app?.terminalDidResize()
                return
            }
            terminal?.stop()
            exit(128 + signal)
        }
        do {
            terminal = try CursesTerminal(colors: colors)
        } catch {
            printError("sozluk: \(error)")
            exit(1)
        }
        let browser = BrowserApp(terminal: terminal!, navigator: navigator)
        app = browser
        browser.render()
        // Dictionaries load off the main thread; the screen is up and Ctrl-C works meanwhile.
        // Only each file's description is read here; the Search screen reads the active
        // dictionary in the background and says so meanwhile.
        let opened = OpenedRepository()
        DispatchQueue.global(qos: .userInitiated).async {
            let dictionaries = JSONDictionaryRepository(folders: paths.dictionaryFolders, indexFolder: paths.indexFolder, savesInBackground: true)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    opened.repository = dictionaries
                    browser.start(with: AppAssembly(navigator: navigator, display: browser, dictionaries: dictionaries,
                                                    favorites: JSONFavoritesStore(path: paths.favoritesFile),
                                                    settings: JSONSettingsStore(path: paths.settingsFile),
                                                    searchScheduler: BackgroundScheduler(label: "sozluk.search"),
                                                    loadScheduler: BackgroundScheduler(label: "sozluk.load", concurrent: true)))
                }
            }
        }
        TerminalEventLoop().run {
            withExtendedLifetime(signals) {}
            let keys = terminal!.readKeys()
            if keys.isEmpty && terminal!.inputHasClosed {
                terminal!.stop()
                exit(128 + SIGHUP)
            }
            browser.handle(keys)
            if browser.isFinished {
                terminal!.stop()
                // An index being written now is finished (a fraction of a second), so the
                // next start does not build it again; builds still running are dropped.
                opened.repository?.finishSaving(timeout: 5)
                exit(0)
            }
        }
    }
}

/// The repository once it is open, for the way out; set and read on the main thread only.
private final class OpenedRepository: @unchecked Sendable {
    var repository: JSONDictionaryRepository?
}
