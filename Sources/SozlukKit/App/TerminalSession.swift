import Glibc
import TerminalUI

/// Runs the browser on the real terminal until the user quits or a signal ends it,
/// restoring the terminal on every way out.
@MainActor
public enum TerminalSession {
    public static func run(paths: AppPaths, colors: Bool) -> Never {
        let dictionaries = JSONDictionaryRepository(folders: paths.dictionaryFolders)
        let navigator = NavigationStack()
        let assembly = AppAssembly(navigator: navigator, dictionaries: dictionaries,
                                   favorites: JSONFavoritesStore(path: paths.favoritesFile),
                                   settings: JSONSettingsStore(path: paths.settingsFile))
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
        let browser = BrowserApp(terminal: terminal!, navigator: navigator, assembly: assembly)
        app = browser
        browser.start()
        withExtendedLifetime(signals) {}
        TerminalEventLoop().run {
            browser.handle(terminal!.readKeys())
            if browser.isFinished {
                terminal!.stop()
                exit(0)
            }
        }
    }
}

/// Writes a line to standard error.
public func printError(_ message: String) {
    var line = message + "\n"
    line.withUTF8 { _ = write(STDERR_FILENO, $0.baseAddress, $0.count) }
}
