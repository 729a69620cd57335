import SozlukDictionary

/// Presenter → Router, for every list of words: what each list's own router adds to.
@MainActor
public protocol ListScreenRouterInput: ScreenClosing {
    func openWord(_ word: WordReference)
}
