/// One keystroke, decoded from whatever bytes the terminal sent.
public enum Key: Hashable, Sendable {
    case character(Character)
    /// Ctrl plus a letter, always lower case: Ctrl-C is `.control("c")`.
    case control(Character)
    /// Alt (Meta) plus a character, sent by terminals as Esc followed by the character.
    case alt(Character)
    case enter, escape, backspace, delete, tab, backTab, insert
    case up, down, left, right
    case pageUp, pageDown, home, end
    /// Shift with an arrow or a page key: they scroll a pane beside the list (the preview),
    /// as in fzf, while the plain keys move in the list.
    case shiftUp, shiftDown, shiftPageUp, shiftPageDown
    case function(Int)
    /// The terminal changed size.
    case resize
    case mouse(MouseEvent)
    /// The whole of a paste as it was, line breaks kept, after its characters (which a text
    /// field types, line breaks as spaces): for a screen that can read it as a text.
    case pasted(String)
}

extension Key: CustomStringConvertible {
    /// The name a person reads in a key-hint bar or in help.
    public var description: String {
        switch self {
        case .character(" "): return "Space"
        case .character(let c): return String(c)
        case .control(let c): return "Ctrl-\(String(c).uppercased())"
        case .alt(let c): return "Alt-\(c)"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Backspace"
        case .delete: return "Delete"
        case .tab: return "Tab"
        case .backTab: return "Shift-Tab"
        case .insert: return "Insert"
        case .up: return "Up"
        case .down: return "Down"
        case .left: return "Left"
        case .right: return "Right"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .shiftUp: return "Shift-Up"
        case .shiftDown: return "Shift-Down"
        case .shiftPageUp: return "Shift-PgUp"
        case .shiftPageDown: return "Shift-PgDn"
        case .function(let n): return "F\(n)"
        case .resize: return "Resize"
        case .mouse(let event): return "Mouse \(event.kind) at \(event.row),\(event.column)"
        case .pasted(let text): return "Paste of \(text.count) characters"
        }
    }
}
