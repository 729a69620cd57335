import CNcursesw
import Glibc

public enum TerminalStartError: Error, Equatable, CustomStringConvertible {
    case notATerminal
    case unusableTerminal(String)
    case cannotMoveCursor(String)

    public var description: String {
        switch self {
        case .notATerminal:
            return "sozluk needs a terminal to show its screens; from scripts use `sozluk lookup WORD`"
        case .unusableTerminal(let term):
            return "cannot use the terminal type '\(term)' (TERM); try TERM=xterm-256color"
        case .cannotMoveCursor(let term):
            return "the terminal type '\(term)' (TERM) cannot move the cursor, and sozluk draws full screens; "
                + "try TERM=xterm-256color, or from scripts `sozluk lookup WORD`"
        }
    }
}

/// The real terminal, through ncursesw. The only type that talks to ncurses.
@MainActor
public final class CursesTerminal: TerminalBackend {
    public private(set) var size: TerminalSize
    private var decoder = KeyDecoder()
    private var attributes: [Style: attr_t] = [:]
    private var usesColors = false
    /// Whether cells are painted in colours (not under NO_COLOR, nor on a monochrome terminal).
    public var hasColors: Bool { usesColors }
    public private(set) var theme: Theme
    private var stopped = false
    private var wantsMouse = false
    private var clicks = DoubleClickDetector()
    /// Set when the user's locale was not UTF-8 and another was used for characters.
    public let localeSubstitution: CharacterLocale.Substitution?

    /// Takes keys from the controlling terminal when standard input was a pipe the text came
    /// through (`wl-paste | sozluk read -`), as fzf does: standard input is made the
    /// terminal. Returns false when there is no terminal to read from.
    public static func readKeysFromControllingTerminal() -> Bool {
        guard isatty(STDIN_FILENO) != 1 else { return true }
        let terminal = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard terminal >= 0 else { return false }
        defer { close(terminal) }
        return dup2(terminal, STDIN_FILENO) == STDIN_FILENO
    }

    /// Takes over the terminal: raw keys, no echo, fast Esc, colours unless `colors` is false.
    public init(colors wantsColors: Bool, theme: Theme = .standard) throws {
        self.theme = theme
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw TerminalStartError.notATerminal }
        localeSubstitution = CharacterLocale.adoptUTF8()
        // Before newterm, so ncurses picks the value up for its first reads.
        setenv("ESCDELAY", "25", 0)
        guard newterm(nil, sozluk_stdout(), sozluk_stdin()) != nil else {
            throw TerminalStartError.unusableTerminal(String(cString: getenv("TERM") ?? strdup("")))
        }
        guard sozluk_can_address_cursor() != 0 else {
            endwin()
            throw TerminalStartError.cannotMoveCursor(String(cString: getenv("TERM") ?? strdup("")))
        }
        // ncurses (6.4) writes out what it has at every cursor movement until the screen has
        // once been left and taken back: a state meant for programs that only move the
        // cursor, which made each row of a frame a write of its own (a hundred for the
        // first), each woken for by the terminal (tmux read and parsed them one by one). Left
        // and taken back before anything is drawn, a frame goes out in one write.
        endwin()
        refresh()
        _ = sozluk_set_escdelay(25)
        raw()
        noecho()
        nonl()
        keypad(sozluk_stdscr(), true)
        nodelay(sozluk_stdscr(), true)
        let useColors = wantsColors && has_colors()
        if useColors {
            start_color()
            use_default_colors()
        }
        usesColors = useColors
        attributes = Self.makeAttributes(theme: theme, colors: useColors)
        size = TerminalSize(rows: Int(sozluk_lines()), columns: Int(sozluk_cols()))
        Self.writeToTerminal(Self.bracketedPasteOn)
    }

    /// Pastes arrive marked, so a pasted line break does not act as Enter.
    static let bracketedPasteOn = "\u{1B}[?2004h"
    static let bracketedPasteOff = "\u{1B}[?2004l"

    private static func writeToTerminal(_ text: String) {
        var text = text
        text.withUTF8 { _ = write(STDOUT_FILENO, $0.baseAddress, $0.count) }
    }

    public func present(_ grid: CellGrid) {
        guard !stopped else { return }
        erase()
        for row in 0..<min(grid.rows, size.rows) {
            drawRow(row, of: grid)
        }
        if let cursor = grid.cursor {
            curs_set(1)
            move(Int32(cursor.row), Int32(cursor.column))
        } else {
            curs_set(0)
        }
        refresh()
    }

    public func readKeys() -> [Key] {
        var raw: [RawInput] = []
        var value: wint_t = 0
        while true {
            let status = get_wch(&value)
            if status == ERR { break }
            if status == KEY_CODE_YES && Int32(value) == KEY_MOUSE {
                raw += readMouse().map { .key(.mouse($0)) }
            } else if status == KEY_CODE_YES {
                if let key = Self.key(forCode: Int32(value)) { raw.append(.key(key)) }
            } else {
                raw.append(.scalar(UInt32(value)))
            }
        }
        return decoder.decode(raw)
    }

    @discardableResult
    public func setMouse(_ on: Bool) -> Bool {
        wantsMouse = on
        return sozluk_mouse(on ? 1 : 0) != 0
    }

    /// Every mouse event queued: a double click's two presses can come in one read.
    private func readMouse() -> [MouseEvent] {
        var events: [MouseEvent] = []
        var row: Int32 = 0
        var column: Int32 = 0
        while true {
            let kind = sozluk_read_mouse(&row, &column)
            switch kind {
            case 1:
                var now = timespec()
                clock_gettime(CLOCK_MONOTONIC, &now)
                let milliseconds = Int64(now.tv_sec) * 1000 + Int64(now.tv_nsec) / 1_000_000
                events.append(MouseEvent(clicks.kind(ofPressAt: Int(row), Int(column), milliseconds: milliseconds), row: Int(row), column: Int(column)))
            case 2: events.append(MouseEvent(.wheelUp, row: Int(row), column: Int(column)))
            case 3: events.append(MouseEvent(.wheelDown, row: Int(row), column: Int(column)))
            case 0: continue
            default: return events
            }
        }
    }

    /// True when the terminal went away (hang-up, closed input): stdin then stays "readable"
    /// with nothing to read, and the event loop would spin.
    public var inputHasClosed: Bool {
        var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 0) >= 0 else { return true }
        return descriptor.revents & Int16(POLLHUP | POLLNVAL | POLLERR) != 0
    }

    public func updateSize() {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if sozluk_window_size(STDOUT_FILENO, &rows, &columns) == 0 {
            resizeterm(rows, columns)
        }
        size = TerminalSize(rows: Int(sozluk_lines()), columns: Int(sozluk_cols()))
    }

    public func invalidate() {
        clearok(sozluk_stdscr(), true)
    }

    public func stop() {
        guard !stopped else { return }
        stopped = true
        if wantsMouse { sozluk_mouse(0) }
        curs_set(1)
        endwin()
        Self.writeToTerminal(Self.bracketedPasteOff)
    }

    /// Takes the terminal back after `stop` (the process was suspended and continued):
    /// raw keys again, and the next `present` paints the whole screen.
    public func resume() {
        guard stopped else { return }
        stopped = false
        // Every mode again, keypad too: without it function keys arrive as raw escape
        // sequences, split across reads.
        raw()
        noecho()
        nonl()
        keypad(sozluk_stdscr(), true)
        nodelay(sozluk_stdscr(), true)
        if wantsMouse { sozluk_mouse(1) }
        clearok(sozluk_stdscr(), true)
        refresh()
        Self.writeToTerminal(Self.bracketedPasteOn)
        updateSize()
    }

    private func drawRow(_ row: Int, of grid: CellGrid) {
        var column = 0
        // One buffer for the row's runs: a list made per cell was a tenth of a first frame.
        var text: [wchar_t] = []
        text.reserveCapacity(grid.columns * 2 + 1)
        while column < grid.columns {
            let style = grid[row, column].style
            text.removeAll(keepingCapacity: true)
            let start = column
            while column < grid.columns, grid[row, column].style == style {
                let cell = grid[row, column]
                if !cell.isContinuation {
                    for scalar in cell.character.unicodeScalars { text.append(wchar_t(bitPattern: scalar.value)) }
                }
                column += 1
            }
            attrset(Int32(bitPattern: attributes[style] ?? sozluk_attr_normal()))
            // ncurses reads the character after the last it is asked for before it checks the
            // count: without the terminating zero it read past the array, and crashed when the
            // array ended at the end of a page (seen under AddressSanitizer).
            let count = Int32(text.count)
            text.append(0)
            _ = mvaddnwstr(Int32(row), Int32(start), text, count)
        }
        attrset(Int32(bitPattern: sozluk_attr_normal()))
    }

    /// Paints from now on in `theme`: its colour pairs are made anew, and the next present
    /// repaints every cell.
    public func setTheme(_ theme: Theme) {
        self.theme = theme
        attributes = Self.makeAttributes(theme: theme, colors: usesColors)
        invalidate()
    }

    private static func makeAttributes(theme: Theme, colors: Bool) -> [Style: attr_t] {
        var result: [Style: attr_t] = [:]
        var pairs: [Int16: (TerminalColor?, TerminalColor?)] = [:]
        for style in Style.allCases {
            let look = colors ? theme.look(of: style) : theme.monochromeLook(of: style)
            var attribute = sozluk_attr_normal()
            if look.bold { attribute |= sozluk_attr_bold() }
            if look.dim { attribute |= sozluk_attr_dim() }
            if look.reverse { attribute |= sozluk_attr_reverse() }
            if look.underline { attribute |= sozluk_attr_underline() }
            if colors, look.foreground != nil || look.background != nil {
                let number = Int16(pairs.count + 1)
                pairs[number] = (look.foreground, look.background)
                init_pair(number, look.foreground?.rawValue ?? -1, look.background?.rawValue ?? -1)
                attribute |= sozluk_color_pair(Int32(number))
            }
            result[style] = attribute
        }
        return result
    }

    private static func key(forCode code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_NPAGE: return .pageDown
        case KEY_PPAGE: return .pageUp
        case KEY_SR: return .shiftUp
        case KEY_SF: return .shiftDown
        case KEY_SPREVIOUS: return .shiftPageUp
        case KEY_SNEXT: return .shiftPageDown
        case KEY_BACKSPACE: return .backspace
        case KEY_DC: return .delete
        case KEY_IC: return .insert
        case KEY_ENTER: return .enter
        case KEY_BTAB: return .backTab
        case KEY_RESIZE: return .resize
        case KEY_F0 + 1 ... KEY_F0 + 12: return .function(Int(code - KEY_F0))
        default: return nil
        }
    }
}
