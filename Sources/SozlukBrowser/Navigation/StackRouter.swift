import SozlukBase
import SozlukDictionary

/// The moves between screens that modules make: open a word on a page of its own, or go
/// back. One type makes them for every module; each module's `XRouter.swift` says which of
/// them its Presenter may ask for (its `XRouterInput`).
@MainActor
public final class StackRouter {
    private unowned let navigator: Navigator
    private unowned let assembly: ModuleAssembly

    public init(navigator: Navigator, assembly: ModuleAssembly) {
        self.navigator = navigator
        self.assembly = assembly
    }

    /// Opens the word over this screen (Esc comes back here).
    public func openWord(_ word: WordReference) {
        openWord(word, focus: nil)
    }

    /// Opens the word at the part of its article that answers the query it was found for.
    public func openWord(_ word: WordReference, focus: AnswerFocus?) {
        navigator.push(assembly.makeScreen(for: .word(word, focus: focus)))
    }

    /// Opens a text to read word by word over this screen.
    public func openReading(_ text: ReadingText, language: String?) {
        navigator.push(assembly.makeScreen(for: .read(text, language: language)))
    }

    public func close() {
        navigator.pop()
    }
}
