import Dispatch
import SozlukWordbook
import TerminalUI

/// The running browser: gives keys to the top screen, handles the keys that work
/// everywhere when the screen leaves them, and paints the visible screens.
@MainActor
public final class BrowserApp: DisplayRefreshing {
    public static let minimumSize = TerminalSize(rows: 10, columns: 40)

    private let terminal: TerminalBackend
    private let navigator: NavigationStack
    /// Nil while the dictionaries load.
    private var router: AppRouter?
    /// Keys waiting for the screens: typed while loading (replayed once the screens exist, so
    /// typing can start at once), or after Ctrl-Z in the same batch (replayed on return).
    private var earlyKeys: [Key] = []
    public private(set) var isFinished = false
    /// Said once on the status line over whatever screen is up, until the first key (how the
    /// terminal was set up: a locale that was not UTF-8).
    public var notice: StatusMessage?
    /// The screen as last painted, for what a click lands on (a key of the hint bar).
    private var lastGrid: CellGrid?

    /// The interface language: the locale's until the settings are read, then theirs.
    public var language: LocalizerSource = FixedLanguage.english

    /// Runs a paint held for a search's first rows once `seconds` have passed without them.
    public typealias PaintDeadline = @MainActor (_ seconds: Double, _ paint: @escaping @MainActor () -> Void) -> Void

    private let paintDeadline: PaintDeadline

    public init(terminal: TerminalBackend, navigator: NavigationStack, paintDeadline: @escaping PaintDeadline = BrowserApp.mainQueueDeadline) {
        self.terminal = terminal
        self.navigator = navigator
        self.paintDeadline = paintDeadline
    }

    public static func mainQueueDeadline(_ seconds: Double, _ paint: @escaping @MainActor () -> Void) {
        DispatchQueue.main.asyncAfter(deadline: .now() + seconds) { MainActor.assumeIsolated { paint() } }
    }

    /// Shows the Search screen once the modules can be built, and over it the text to read
    /// when there is one (Esc from it comes to Search).
    public func start(with assembly: ModuleAssembly, reading: Route? = nil) {
        router = AppRouter(navigator: navigator, assembly: assembly)
        navigator.replaceRoot(with: assembly.makeScreen(for: .search))
        if let reading { navigator.push(assembly.makeScreen(for: reading)) }
        let keys = earlyKeys
        earlyKeys = []
        handle(keys)
    }

    /// Handles a batch of keys, then paints once; `.quit` when the user asked to leave.
    @discardableResult
    public func handle(_ keys: [Key]) -> Handling {
        if keys.contains(where: { $0 != .resize }) { notice = nil }
        for (index, key) in keys.enumerated() where !isFinished {
            switch handle(key) {
            case .quit:
                isFinished = true
            case .suspend:
                // The keys after Ctrl-Z are for after the return.
                earlyKeys = Array(keys[(index + 1)...]) + earlyKeys
                return .suspend
            default:
                break
            }
        }
        if isFinished { return .quit }
        navigator.top?.finishKeys()
        if !keys.isEmpty, navigator.top?.events?.awaitsResults == true {
            holdPaint()
        } else {
            render()
        }
        return .handled
    }

    /// Asks for a paint once the main queue has run what is waiting on it: the rows of a
    /// search, the article of its preview and a key's own paint arriving together are drawn
    /// once, not once each. While a paint is held for a search's first rows, only they end the
    /// hold: anything else asking meanwhile (the preview's article of the row highlighted
    /// before) is drawn with them, not with the rows of the query before.
    public func setNeedsDisplay() {
        guard !isFinished else { return }
        if isPaintHeld {
            guard navigator.top?.events?.awaitsResults != true else { return }
            isPaintHeld = false
        } else if needsPaint {
            return
        }
        needsPaint = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                guard self.needsPaint, !self.isPaintHeld, !self.isFinished else { return }
                self.render()
            }
        }
    }

    /// Set while a paint asked for has not happened yet (any paint does it).
    private var needsPaint = false
    /// Set while the keys' paint waits for the first rows of the search they started.
    private var isPaintHeld = false
    /// The holds so far: a deadline ends only the hold it was set for.
    private var holds = 0

    /// The keys started a search whose first rows come within a millisecond or so: the query
    /// they changed is painted with them, as one frame, rather than alone and again with the
    /// rows a moment later. Each paint cost the terminal a frame to parse and the rows the
    /// time to draw the first, which on two cores took them past the next screen refresh
    /// the terminal made. A search slower than `paintHoldLimit` shows the query on its own;
    /// keys typed during a hold keep its deadline, so a burst of them never puts the query
    /// off longer. A paint already asked for waits too: it would show the query with the
    /// rows of the one before.
    private func holdPaint() {
        needsPaint = true
        guard !isPaintHeld else { return }
        isPaintHeld = true
        holds += 1
        let hold = holds
        paintDeadline(Self.paintHoldLimit) { [weak self] in
            guard let self, self.isPaintHeld, self.holds == hold, !self.isFinished else { return }
            self.render()
        }
    }

    /// How long typing waits for its rows before the query is painted without them: under a
    /// frame of a 60 Hz screen, so no one sees the query come late.
    static let paintHoldLimit = 0.01

    public func terminalDidResize() {
        terminal.updateSize()
        render()
    }

    /// Back from a suspension: the keys typed after Ctrl-Z in the same batch, then a full
    /// repaint; what they asked for (`.quit`, another `.suspend`) is returned like `handle`'s.
    public func didResume() -> Handling {
        let keys = earlyKeys
        earlyKeys = []
        terminal.updateSize()
        return handle(keys)
    }

    /// The top screen has the first say; what it leaves goes to the app's own keys.
    private func handle(_ key: Key) -> Handling {
        if key == .resize {
            terminal.updateSize()
            return .handled
        }
        if case .mouse(let event) = key {
            guard router != nil, !isTooSmall else { return .ignored }
            if event.kind == .click || event.kind == .doubleClick,
               let pressed = lastGrid?.hotspot(atRow: event.row, column: event.column) {
                return handle(pressed)
            }
            return navigator.top?.handle(key) ?? .ignored
        }
        let appAction = AppKeys.table.action(for: key)
        guard let router, !isTooSmall else {
            // While loading, keys wait for the screens; on a tiny terminal only quitting works.
            if appAction == .quit { return .quit }
            if router == nil { earlyKeys.append(key) }
            return .ignored
        }
        if let screen = navigator.top, screen.handle(key) != .ignored { return .handled }
        switch appAction {
        case .quit: return .quit
        case .suspend: return .suspend
        case .help: router.showHelp()
        case .favorites: router.showFavorites()
        case .history: router.showHistory()
        case .review: router.showReview()
        case .settings: router.showSettings()
        case .back: router.back()
        case .redraw: terminal.invalidate()
        case nil: return .ignored
        }
        return .handled
    }

    private var isTooSmall: Bool {
        terminal.size.rows < Self.minimumSize.rows || terminal.size.columns < Self.minimumSize.columns
    }

    public func render() {
        needsPaint = false
        let size = terminal.size
        let grid = CellGrid(rows: size.rows, columns: size.columns)
        let canvas = Canvas(grid: grid)
        if isTooSmall {
            let text = language.text
            let lines = [text("Terminal too small"), text("need {1}×{2}", String(Self.minimumSize.columns), String(Self.minimumSize.rows)),
                         text("F10 quits")]
            for (index, line) in lines.enumerated() where index < size.rows {
                canvas.write(line, row: index, style: index == 0 ? .heading : .normal)
            }
        } else if router == nil {
            let loading = language.text("Loading dictionaries…")
            canvas.write(loading, row: size.rows / 2, column: max(0, (size.columns - DisplayWidth.of(loading)) / 2), style: .dim)
        } else {
            for screen in navigator.visibleScreens {
                grid.cursor = nil
                screen.render(on: canvas)
            }
            if let notice, size.rows >= 3 {
                canvas.fill(row: size.rows - 2, style: .normal)
                canvas.write(MiddleShortening.fit(notice.text, toWidth: size.columns - 2), row: size.rows - 2, column: 1,
                             style: notice.isError ? .error : .dim)
            }
        }
        lastGrid = grid
        terminal.present(grid)
    }
}
