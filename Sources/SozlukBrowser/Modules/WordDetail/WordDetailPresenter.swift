import TerminalUI
import SozlukCore

/// Decides what the word screen shows and what its keys do.
@MainActor
public final class WordDetailPresenter: WordDetailViewOutput {
    private weak var view: WordDetailViewInput?
    private let interactor: WordDetailInteractorInput
    private let router: WordDetailRouterInput
    private var word: WordReference
    private var message: StatusMessage?
    /// The related word (synonym, see-also) Tab has highlighted, to open with Enter.
    private var selectedLink: Int?

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
        case .tab: moveLink(by: 1)
        case .backTab: moveLink(by: -1)
        case .enter: openLink()
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
        selectedLink = nil
        view?.scroll(.top)
    }

    private func links() -> [String] {
        Self.links(in: interactor.entries(of: word))
    }

    /// Synonyms and see-also words of the entries, each once, in the order shown.
    private static func links(in entries: [DictionaryEntry]) -> [String] {
        var seen: Set<String> = []
        return entries.flatMap { $0.synonyms + $0.seeAlso }.filter { seen.insert($0).inserted }
    }

    private func moveLink(by step: Int) {
        let count = links().count
        guard count > 0 else {
            message = StatusMessage("No related words on this page")
            return
        }
        selectedLink = ((selectedLink ?? (step > 0 ? -1 : count)) + step + count) % count
    }

    private func openLink() {
        let words = links()
        guard let index = selectedLink, index < words.count else {
            message = StatusMessage("Tab highlights a related word; Enter opens it")
            return
        }
        let target = WordReference(dictionaryID: word.dictionaryID, headword: words[index])
        guard !interactor.entries(of: target).isEmpty else {
            message = StatusMessage("“\(words[index])” is not in this dictionary", isError: true)
            return
        }
        router.openWord(target)
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
            blocks: entries.isEmpty ? [.notice("“\(word.headword)” is no longer in this dictionary.")] : highlightingLink(in: ArticleBuilder.blocks(for: entries), links: Self.links(in: entries)),
            status: message,
            hints: [KeyHint("Esc", "Back"), KeyHint("f", isFavorite ? "Unstar" : "Star"), KeyHint("j/k", "Scroll"),
                    KeyHint("[ ]", "Prev/Next word"), KeyHint("Tab", "Related"), KeyHint("F1", "Help"), KeyHint("F10", "Quit")]))
    }

    /// Marks the related word Tab highlighted, the first time it appears, as [word].
    private func highlightingLink(in blocks: [ArticleBlock], links: [String]) -> [ArticleBlock] {
        guard let index = selectedLink, index < links.count else { return blocks }
        let target = links[index]
        var marked = false
        return blocks.map { block in
            guard case .related(let label, let words) = block, !marked, let position = words.firstIndex(of: target) else { return block }
            marked = true
            var changed = words
            changed[position] = "[\(target)]"
            return .related(label: label, words: changed)
        }
    }
}
