import TerminalUI
import SozlukCore

/// The running browser: gives keys to the top screen, handles the keys that work
/// everywhere when the screen leaves them, and paints the visible screens.
@MainActor
public final class BrowserApp: DisplayRefreshing {
    public static let minimumSize = TerminalSize(rows: 10, columns: 40)

    private let terminal: TerminalBackend
    private let navigator: NavigationStack
    /// Nil while the dictionaries load.
    private var assembly: ModuleAssembly?
    /// Keys typed while loading, replayed once the screens exist, so typing can start at once.
    private var earlyKeys: [Key] = []
    public private(set) var isFinished = false

    public init(terminal: TerminalBackend, navigator: NavigationStack) {
        self.terminal = terminal
        self.navigator = navigator
    }

    /// Shows the Search screen once the modules can be built.
    public func start(with assembly: ModuleAssembly) {
        self.assembly = assembly
        navigator.replaceRoot(with: assembly.makeSearch())
        let keys = earlyKeys
        earlyKeys = []
        handle(keys)
    }

    /// Handles a batch of keys, then paints once.
    public func handle(_ keys: [Key]) {
        for key in keys where !isFinished {
            handle(key)
        }
        if !isFinished {
            navigator.top?.finishKeys()
            render()
        }
    }

    public func setNeedsDisplay() {
        if !isFinished { render() }
    }

    public func terminalDidResize() {
        terminal.updateSize()
        render()
    }

    private func handle(_ key: Key) {
        if key == .resize {
            terminal.updateSize()
            return
        }
        if key == .control("c") || key == .function(10), assembly == nil || isTooSmall {
            isFinished = true
            return
        }
        guard let assembly else {
            earlyKeys.append(key)
            return
        }
        if isTooSmall { return }
        if navigator.top?.handle(key) == .handled { return }
        switch key {
        case .control("c"), .function(10):
            isFinished = true
        case .function(1), .character("?"):
            if key == .character("?") && navigator.top?.acceptsText == true { return }
            navigator.top is HelpView ? navigator.pop() : navigator.push(assembly.makeHelp())
        case .function(2):
            open(FavoritesView.self, assembly.makeFavorites)
        case .function(3):
            open(SettingsView.self, assembly.makeSettings)
        case .control("l"):
            terminal.invalidate()
        case .escape:
            navigator.pop()
        default:
            break
        }
    }

    /// Opens a global screen unless it is already on top; a Help overlay is closed first.
    private func open<T: Screen>(_ type: T.Type, _ make: () -> Screen) {
        if navigator.top is HelpView { navigator.pop() }
        if navigator.top is T { return }
        navigator.push(make())
    }

    private var isTooSmall: Bool {
        terminal.size.rows < Self.minimumSize.rows || terminal.size.columns < Self.minimumSize.columns
    }

    public func render() {
        let size = terminal.size
        let grid = CellGrid(rows: size.rows, columns: size.columns)
        let canvas = Canvas(grid: grid)
        if isTooSmall {
            let lines = ["Terminal too small", "need \(Self.minimumSize.columns)×\(Self.minimumSize.rows)", "F10 quits"]
            for (index, line) in lines.enumerated() where index < size.rows {
                canvas.write(line, row: index, style: index == 0 ? .heading : .normal)
            }
        } else if assembly == nil {
            canvas.write("Loading dictionaries…", row: size.rows / 2, column: max(0, (size.columns - 21) / 2), style: .dim)
        } else {
            for screen in navigator.visibleScreens {
                grid.cursor = nil
                screen.render(on: canvas)
            }
        }
        terminal.present(grid)
    }
}
