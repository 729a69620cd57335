/// One change to a text field, as the user asks for it (the editing keys of a shell).
public enum TextEdit: Equatable, Sendable {
    case insert(Character)
    case deleteBackward, deleteForward
    case moveLeft, moveRight, moveToStart, moveToEnd
    case deleteToStart, deleteToEnd, deleteWordBackward
}
