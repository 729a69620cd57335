import Testing
@testable import TerminalUI
@testable import SafeText

@Suite struct DisplayWidthTests {
    @Test func latinIsOneColumnCJKTwoCombiningNone() {
        #expect(DisplayWidth.of("abc") == 3)
        #expect(DisplayWidth.of("日本語") == 6)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("ışık") == 4)
        #expect(DisplayWidth.of("\u{200B}") == 0)
    }
}

@Suite struct TerminalSafeTextTests {
    @Test func escapeSequencesFromDataNeverReachTheTerminal() {
        let hostile = "evil\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m"
        let safe = TerminalSafeText.sanitize(hostile)
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(safe.hasPrefix("evil"))
    }

    @Test func bidiOverridesAreDroppedButArabicTextStays() {
        #expect(TerminalSafeText.sanitize("a\u{202E}b") == "ab")
        #expect(TerminalSafeText.sanitize("كتاب") == "كتاب")
    }

    @Test func tabsAndNewlinesBecomeSpaces() {
        #expect(TerminalSafeText.sanitize("a\tb\nc") == "a b c")
    }
}

@Suite struct TextLayoutTests {
    @Test func truncateEndsInAnEllipsisAtTheWidth() {
        #expect(TextLayout.truncate("abcdef", toWidth: 4) == "abc…")
        #expect(TextLayout.truncate("abc", toWidth: 3) == "abc")
        #expect(TextLayout.truncate("日本語", toWidth: 4) == "日…")
        #expect(TextLayout.truncate("abc", toWidth: 0) == "")
    }

    @Test func wrapBreaksBetweenWordsAndSplitsLongOnes() {
        #expect(TextLayout.wrap("one two three", toWidth: 7) == ["one two", "three"])
        #expect(TextLayout.wrap("abcdefghij", toWidth: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrap("a\nb", toWidth: 10) == ["a", "b"])
    }
}

@Suite struct MiddleShorteningTests {
    @Test func aLongMessageKeepsItsEndAndThePathsFileName() {
        let message = "Exported 3 favorites to /home/ayse/Documents/words/sozluk-favorites-2026-11-25-anki.txt (in Anki: File › Import)"
        #expect(MiddleShortening.fit(message, toWidth: 100)
                == "Exported 3 favorites to …/words/sozluk-favorites-2026-11-25-anki.txt (in Anki: File › Import)",
                "the folders go first, from the top")
        let fitted = MiddleShortening.fit(message, toWidth: 90)
        #expect(DisplayWidth.of(fitted) <= 90)
        #expect(fitted.hasSuffix("(in Anki: File › Import)"), "the useful end is kept")
        #expect(fitted.contains("sozluk-favorites-2026-11-25-anki.txt"), "the file's name is kept")
        #expect(MiddleShortening.fit(message, toWidth: 200) == message, "a message that fits is left alone")
    }

    @Test func withoutAPathTheMiddleGoesAndTheWidthIsNeverExceeded() {
        let text = "Türkçe sözlük dosyası yüklenemedi çünkü çok büyük ve bu yüzden atlandı"
        for width in 1...40 {
            let fitted = MiddleShortening.fit(text, toWidth: width)
            #expect(DisplayWidth.of(fitted) <= width)
        }
        let fitted = MiddleShortening.fit(text, toWidth: 30)
        #expect(fitted.hasPrefix("Türkçe") && fitted.hasSuffix("atlandı") && fitted.contains("…"))
        #expect(DisplayWidth.of(MiddleShortening.fit("漢字漢字漢字漢字漢字漢字", toWidth: 7)) <= 7, "wide characters are counted as two")
    }
}
