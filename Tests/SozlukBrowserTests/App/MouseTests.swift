@testable import SozlukBrowser
import TerminalUI
import TestSupport
import Testing

@Suite @MainActor struct MouseTests {
    func click(_ browser: Browser, row: Int, column: Int, _ kind: MouseEvent.Kind = .click) {
        browser.press(.mouse(MouseEvent(kind, row: row, column: column)))
    }

    @Test func aClickHighlightsARowAndADoubleClickOpensIt() {
        let browser = Browser()
        browser.type("ap")
        #expect(browser.lines[3].hasPrefix("   apply"))
        click(browser, row: 3, column: 10)
        #expect(browser.terminal.screen[3, 5].style == .selected)
        #expect(browser.lines[0].hasPrefix(" sozluk "), "one click only highlights")
        click(browser, row: 3, column: 10, .doubleClick)
        #expect(browser.lines[1] == "  apply")
    }

    @Test func clicksBelowTheLastRowOrOnTheQueryLineDoNothing() {
        let browser = Browser()
        browser.type("grape")
        click(browser, row: 12, column: 5, .doubleClick)
        click(browser, row: 1, column: 5, .doubleClick)
        #expect(browser.lines[1] == " › grape")
    }

    @Test func theWheelMovesTheHighlightThreeRows() {
        let browser = Browser()
        browser.press(.mouse(MouseEvent(.wheelDown, row: 5, column: 5)))
        #expect(browser.terminal.screen[5, 5].style == .selected)
        browser.press(.mouse(MouseEvent(.wheelUp, row: 5, column: 5)))
        #expect(browser.terminal.screen[2, 5].style == .selected)
    }

    @Test func clickingAKeyOfTheHintBarPressesIt() throws {
        let browser = Browser()
        let bar = browser.lines[23]
        let column = try #require(bar.range(of: "F2 Favorites")).lowerBound.utf16Offset(in: bar) + 1
        click(browser, row: 23, column: column)
        #expect(browser.lines[0].hasPrefix(" sozluk · Favorites"))
        let back = try #require(browser.lines[23].range(of: "Esc Back")).lowerBound.utf16Offset(in: browser.lines[23])
        click(browser, row: 23, column: back)
        #expect(browser.lines[1].hasPrefix(" › Type to search"))
    }

    @Test func theWheelScrollsAWordsPage() {
        let long = (1...60).map { "sense \($0)" }.joined(separator: "; ")
        let browser = Browser(rows: 12, repository: FakeDictionaryRepository([
            FakeDictionaryRepository.file(id: "eng-tur", name: "English → Turkish", [("long", long)]),
        ]))
        browser.type("long")
        browser.press(.enter)
        let top = browser.screen
        #expect(top.contains("sense 1;"))
        browser.press(.mouse(MouseEvent(.wheelDown, row: 4, column: 4)))
        #expect(browser.screen != top)
        browser.press(.mouse(MouseEvent(.wheelUp, row: 4, column: 4)))
        #expect(browser.screen == top)
    }
}

@Suite struct DoubleClickDetectorTests {
    @Test func aSecondPressOnTheSameCellSoonAfterIsADoubleClick() {
        var detector = DoubleClickDetector()
        #expect(detector.kind(ofPressAt: 3, 4, milliseconds: 1_000) == .click)
        #expect(detector.kind(ofPressAt: 3, 4, milliseconds: 1_300) == .doubleClick)
        #expect(detector.kind(ofPressAt: 3, 4, milliseconds: 1_350) == .click, "a third press starts again")
        #expect(detector.kind(ofPressAt: 3, 4, milliseconds: 1_800) == .click, "too late")
        #expect(detector.kind(ofPressAt: 3, 5, milliseconds: 1_900) == .click, "another cell")
    }
}
