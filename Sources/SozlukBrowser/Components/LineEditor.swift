import TerminalUI
import SozlukCore

/// A one-line text field with the editing keys of a shell (emacs style).
public struct LineEditor: Equatable, Sendable {
    /// Kept as characters so that each key costs the same however long the line is
    /// (a paste of thousands of characters arrives as thousands of keys).
    private var characters: [Character] = []
    /// Cursor position in characters from the start.
    public private(set) var cursor: Int = 0

    public init(text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    public var text: String { String(characters) }
    public var isEmpty: Bool { characters.isEmpty }

    public mutating func clear() {
        characters = []
        cursor = 0
    }

    /// Applies an editing key; returns false when the key is not one.
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let c):
            characters.insert(c, at: cursor)
            cursor += 1
        case .backspace, .control("h"):
            guard cursor > 0 else { return true }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .delete, .control("d"):
            guard cursor < characters.count else { return true }
            characters.remove(at: cursor)
        case .left, .control("b"): cursor = max(0, cursor - 1)
        case .right: cursor = min(characters.count, cursor + 1)
        case .control("a"): cursor = 0
        case .control("e"): cursor = characters.count
        case .control("u"):
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .control("k"): characters.removeSubrange(cursor...)
        case .control("w"), .alt("\u{7F}"):
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        default:
            return false
        }
        return true
    }
}
