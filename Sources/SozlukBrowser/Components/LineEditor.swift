
/// A one-line text field with the editing keys of a shell (emacs style).
public struct LineEditor: Equatable, Sendable {
    /// Kept as characters so that each key costs the same however long the line is
    /// (a paste of thousands of characters arrives as thousands of keys).
    private var characters: [Character] = []
    /// Cursor position in characters from the start.
    public private(set) var cursor: Int = 0

    /// The most characters the line holds: a paste of a whole text stops here (searching
    /// reads at most `SearchEngine.longestReadQuery` of them as a word anyway).
    public static let capacity = 256

    public init(text: String = "") {
        characters = Array(text.prefix(Self.capacity))
        cursor = characters.count
    }

    /// Whether the last insertion found the line full.
    public private(set) var overflowed = false

    public var text: String { String(characters) }
    public var isEmpty: Bool { characters.isEmpty }

    public mutating func clear() {
        characters = []
        cursor = 0
    }

    /// Applies one edit; an edit that cannot apply here (Backspace at the start) changes nothing.
    public mutating func apply(_ edit: TextEdit) {
        overflowed = false
        switch edit {
        case .insert(let character):
            guard characters.count < Self.capacity else {
                overflowed = true
                return
            }
            characters.insert(character, at: cursor)
            cursor += 1
        case .deleteBackward:
            guard cursor > 0 else { return }
            characters.remove(at: cursor - 1)
            cursor -= 1
        case .deleteForward:
            guard cursor < characters.count else { return }
            characters.remove(at: cursor)
        case .moveLeft: cursor = max(0, cursor - 1)
        case .moveRight: cursor = min(characters.count, cursor + 1)
        case .moveToStart: cursor = 0
        case .moveToEnd: cursor = characters.count
        case .deleteToStart:
            characters.removeSubrange(0..<cursor)
            cursor = 0
        case .deleteToEnd: characters.removeSubrange(cursor...)
        case .deleteWordBackward:
            var start = cursor
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<cursor)
            cursor = start
        }
    }
}
