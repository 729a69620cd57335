@testable import SozlukBrowser
import TerminalUI
import Testing

/// The article pane keeps its lines between paints of the same article at the same width, and
/// lays them out again when either changes.
@Suite @MainActor struct ArticlePaneTests {
    func drawn(_ article: ArticleViewModel, by pane: inout ArticlePane, columns: Int) -> String {
        let grid = CellGrid(rows: 8, columns: columns)
        pane.draw(article, on: Canvas(grid: grid))
        return grid.text
    }

    @Test func anotherWidthOrAnotherArticleIsLaidOutAgain() {
        var pane = ArticlePane()
        let long = ArticleViewModel(headword: "give", blocks: [.sense(number: "1.", partOfSpeech: nil, labels: [],
                                                                      definition: "vermek, hediye etmek, bağışlamak, teslim etmek")])
        let narrow = drawn(long, by: &pane, columns: 24)
        #expect(drawn(long, by: &pane, columns: 24) == narrow, "the same article, the same lines")
        let wide = drawn(long, by: &pane, columns: 70)
        #expect(wide.contains("vermek, hediye etmek, bağışlamak, teslim etmek"), "wider: one line\n\(wide)")
        #expect(!narrow.contains("vermek, hediye etmek, bağışlamak"), "narrow: wrapped\n\(narrow)")
        let other = ArticleViewModel(headword: "take", blocks: [.sense(number: "1.", partOfSpeech: nil, labels: [], definition: "almak")])
        let taken = drawn(other, by: &pane, columns: 70)
        #expect(taken.contains("almak") && !taken.contains("vermek"), "another article: its own lines")
    }
}
