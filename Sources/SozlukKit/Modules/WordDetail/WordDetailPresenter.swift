import TerminalUI

/// Decides what the word screen shows and what its keys do.
@MainActor
public final class WordDetailPresenter: WordDetailViewOutput {
    private weak var view: WordDetailViewInput?
    private let interactor: WordDetailInteractorInput
    private let router: WordDetailRouterInput
    private var word: WordReference
    private var message: StatusMessage?

    public init(word: WordReference, view: WordDetailViewInput, interactor: WordDetailInteractorInput, router: WordDetailRouterInput) {
        self.word = word
        self.view = view
        self.interactor = interactor
        self.router = router
    }

    public func viewWillAppear() {
        present()
    }

    public func didPress(_ key: Key) -> KeyHandling {
        message = nil
        switch key {
        case .escape, .character("q"), .backspace:
            router.close()
            return .handled
        case .down, .character("j"), .control("n"): view?.scroll(.lines(1))
        case .up, .character("k"), .control("p"): view?.scroll(.lines(-1))
        case .pageDown, .character(" "): view?.scroll(.pages(1))
        case .pageUp, .character("b"): view?.scroll(.pages(-1))
        case .home, .character("g"): view?.scroll(.top)
        case .end, .character("G"): view?.scroll(.bottom)
        case .character("f"), .control("f"): toggleFavorite()
        case .character("]"), .character("n"), .right: browse(forward: true)
        case .character("["), .character("p"), .left: browse(forward: false)
        default:
            return .ignored
        }
        present()
        return .handled
    }

    private func toggleFavorite() {
        do {
            let isFavorite = try interactor.toggleFavorite(word)
            message = StatusMessage(isFavorite ? "★ Added “\(word.headword)” to favorites" : "Removed “\(word.headword)” from favorites")
        } catch {
            message = StatusMessage("Not saved: \(error)", isError: true)
        }
    }

    private func browse(forward: Bool) {
        let neighbours = interactor.neighbours(of: word)
        guard let next = forward ? neighbours.next : neighbours.previous else {
            message = StatusMessage(forward ? "This is the last word of the dictionary" : "This is the first word of the dictionary")
            return
        }
        word = next
        view?.scroll(.top)
    }

    private func present() {
        var isFavorite = false
        do {
            isFavorite = try interactor.isFavorite(word)
        } catch {
            message = message ?? StatusMessage("Favorites unreadable: \(error)", isError: true)
        }
        let entries = interactor.entries(of: word)
        view?.display(WordDetailViewModel(
            title: "sozluk",
            dictionaryName: interactor.dictionaryName(of: word) ?? word.dictionaryID,
            headword: word.headword,
            isFavorite: isFavorite,
            blocks: entries.isEmpty ? [.notice("“\(word.headword)” is no longer in this dictionary.")] : ArticleBuilder.blocks(for: entries),
            status: message,
            hints: [KeyHint("Esc", "Back"), KeyHint("f", isFavorite ? "Unstar" : "Star"), KeyHint("j/k", "Scroll"),
                    KeyHint("[ ]", "Prev/Next word"), KeyHint("F1", "Help"), KeyHint("F10", "Quit")]))
    }
}
