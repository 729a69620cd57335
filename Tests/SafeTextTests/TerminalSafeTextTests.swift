import Testing
@testable import SafeText

/// Text from data made safe: for the screen (sanitize) and for the command line's streams
/// (visible). A dictionary must not retitle, clear or recolour the terminal.
@Suite struct TerminalSafeTextTests {
    @Test func plainTextOfAnyScriptIsLeftAsItIs() {
        for text in ["apple", "ışık, aydınlık", "日本語", "مرحبا", "é (e + ◌́)"] {
            #expect(TerminalSafeText.sanitize(text) == text)
            #expect(TerminalSafeText.visible(text) == text)
        }
    }

    @Test func escapeSequencesNeverReachTheScreenRaw() {
        let hostile = "title\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m"
        let safe = TerminalSafeText.sanitize(hostile)
        #expect(!safe.unicodeScalars.contains { TerminalSafeText.isControl($0) })
        #expect(safe.hasPrefix("title"))
        #expect(safe.contains(TerminalSafeText.replacement), "a control character leaves a mark, not nothing")
    }

    @Test func lineBreaksAndTabsBecomeSpacesOnTheScreen() {
        #expect(TerminalSafeText.sanitize("a\tb\nc\r\nd") == "a b c d")
    }

    @Test func bidiOverridesAreDroppedSoALineCannotSwallowItsNeighbours() {
        #expect(TerminalSafeText.sanitize("abc\u{202E}def\u{2066}") == "abcdef")
        #expect(TerminalSafeText.visible("abc\u{202E}def") == "abc\\u{202E}def")
    }

    @Test func theCommandLineShowsControlsAsEscapesAPersonCanRead() {
        #expect(TerminalSafeText.visible("a\u{1B}[31mb") == "a\\e[31mb")
        #expect(TerminalSafeText.visible("one\ntwo\ttab\r") == "one\\ntwo\\ttab\\r")
        #expect(TerminalSafeText.visible("\u{9B}\u{7F}") == "\\u{9B}\\u{7F}")
    }
}
