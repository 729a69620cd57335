import SozlukWordbook
import TerminalUI

/// The word screen: the headword and its article, wrapped to the width and scrollable.
@MainActor
public final class WordDetailView: Screen, WordDetailViewInput {
    public var output: (any WordDetailViewOutput)?
    public var events: ScreenEvents? { output }
    private var model = WordDetailViewModel()
    private var article = ArticlePane()

    private let language: LocalizerSource
    private var text: Localizer { language.text }

    public init(language: LocalizerSource = FixedLanguage.english) {
        self.language = language
    }

    public var kind: ScreenKind { .word }

    public func handle(_ key: Key) -> Handling {
        if let scroll = ScrollKeys.request(for: key) { return output?.didRequest(.scroll(scroll)) ?? .ignored }
        guard let action = Self.keys.action(for: key) else { return .ignored }
        return output?.didRequest(action) ?? .ignored
    }

    public func display(_ viewModel: WordDetailViewModel) {
        model = viewModel
        article.show(model.article)
    }

    public func scroll(_ request: ScrollRequest) {
        article.scroll(request)
    }

    public func render(on canvas: Canvas) {
        let content = ScreenChrome.draw(on: canvas, title: model.title, detail: model.dictionaryName + " ", status: model.status, hints: Self.hints(isFavorite: model.isFavorite), text: text)
        article.draw(model.article, on: content, percentColumn: content.width - 6)
    }
}
