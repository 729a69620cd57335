import TerminalUI

/// The editing keys of a one-line text field: those of a shell (emacs style).
public enum TextEditKeys {
    public static func rows<Action>(_ action: @escaping (TextEdit) -> Action) -> [KeyRow<Action>] {
        [
            KeyRow("Delete before, after the cursor", pairs: [(.backspace, action(.deleteBackward)), (.control("h"), action(.deleteBackward)),
                                                              (.delete, action(.deleteForward)), (.control("d"), action(.deleteForward))]),
            KeyRow("Move in the text", pairs: [(.left, action(.moveLeft)), (.right, action(.moveRight)), (.control("b"), action(.moveLeft)),
                                               (.control("a"), action(.moveToStart)), (.control("e"), action(.moveToEnd))]),
            KeyRow("Delete to the start, to the end", pairs: [(.control("u"), action(.deleteToStart)), (.control("k"), action(.deleteToEnd))]),
            KeyRow("Delete the word before", [.control("w"), .alt("\u{7F}")], action(.deleteWordBackward), label: "Ctrl-W Alt-Backspace"),
        ]
    }
}
