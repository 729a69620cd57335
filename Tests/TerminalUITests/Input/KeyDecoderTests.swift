import Testing
@testable import TerminalUI

@Suite struct KeyDecoderTests {
    var decoder = KeyDecoder()

    func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(text.unicodeScalars.map { .scalar($0.value) })
    }

    @Test func lettersOfAnyScriptArriveAsCharacters() {
        #expect(decode("aİşß日ж") == ["a", "İ", "ş", "ß", "日", "ж"].map { Key.character(Character($0)) })
    }

    @Test func controlLettersEnterTabAndBackspace() {
        #expect(decode("\u{03}\u{06}\u{15}") == [.control("c"), .control("f"), .control("u")])
        #expect(decode("\r\n\t\u{7F}\u{08}") == [.enter, .enter, .tab, .backspace, .backspace])
    }

    /// Alt-Backspace arrives as Esc then DEL (or BS) in one read: one key, not Esc and then
    /// a Backspace (which cleared the search line: Esc clears it).
    @Test func escapeThenDeleteInOneReadIsAltBackspace() {
        #expect(decode("\u{1B}\u{7F}") == [.alt("\u{7F}")])
        #expect(decode("\u{1B}\u{08}") == [.alt("\u{7F}")])
        #expect(decode("ab\u{1B}\u{7F}c") == [.character("a"), .character("b"), .alt("\u{7F}"), .character("c")])
        var decoder = KeyDecoder()
        #expect(decoder.decode([.scalar(0x1B), .key(.backspace)]) == [.alt("\u{7F}")], "the DEL read by curses as its Backspace key")
    }

    @Test func aLoneEscapeIsEscape() {
        #expect(decode("\u{1B}") == [.escape])
        #expect(decode("\u{1B}\u{1B}") == [.escape, .escape])
    }

    @Test func homeAndEndInEveryFormTerminalsSend() {
        for sequence in ["\u{1B}[1~", "\u{1B}[7~", "\u{1B}[H", "\u{1B}OH"] {
            #expect(decode(sequence) == [.home], "\(sequence.debugDescription)")
        }
        for sequence in ["\u{1B}[4~", "\u{1B}[8~", "\u{1B}[F", "\u{1B}OF"] {
            #expect(decode(sequence) == [.end], "\(sequence.debugDescription)")
        }
    }

    @Test func arrowsPagesDeleteAndFunctionKeys() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}[5~\u{1B}[6~\u{1B}[3~") == [.pageUp, .pageDown, .delete])
        #expect(decode("\u{1B}OP\u{1B}[12~\u{1B}[21~\u{1B}[24~") == [.function(1), .function(2), .function(10), .function(12)])
        #expect(decode("\u{1B}[1;5A") == [.up])
    }

    @Test func escapeFollowedByALetterIsAlt() {
        #expect(decode("\u{1B}b") == [.alt("b")])
    }

    @Test func pastedTextIsAllCharactersEvenAcrossBatches() {
        var decoder = KeyDecoder()
        let first = decoder.decode("\u{1B}[200~kitap\n\tdef".unicodeScalars.map { .scalar($0.value) })
        #expect(first == "kitap  def".map { Key.character($0) })
        let second = decoder.decode("ter\u{1B}[201~\r".unicodeScalars.map { .scalar($0.value) })
        #expect(second == "ter".map { Key.character($0) } + [.pasted("kitap\n\tdefter"), .enter],
                "the whole paste follows its characters, line breaks kept; after it, Enter is Enter again")
    }

    /// A paste is kept whole up to `longestPaste` scalars, in batches as a terminal sends it,
    /// and decoding it takes time by its length (counting what was kept at every scalar made
    /// a 135 KB paste hold the screen for 13 s, and this one for hours); only its start is
    /// also typed.
    @Test(.timeLimit(.minutes(1))) func aPasteIsKeptUpToItsLimitAtTheSpeedOfItsLength() {
        var decoder = KeyDecoder()
        _ = decoder.decode("\u{1B}[200~".unicodeScalars.map { .scalar($0.value) })
        let batch = [RawInput](repeating: .scalar(UInt32(("ş" as Unicode.Scalar).value)), count: 4096)
        var typed = 0
        for _ in 0..<(KeyDecoder.longestPaste / batch.count + 2) { typed += decoder.decode(batch).count }
        #expect(typed == KeyDecoder.mostTypedOfAPaste, "typed as far as any line holds, then only kept")
        let keys = decoder.decode("\u{1B}[201~".unicodeScalars.map { .scalar($0.value) })
        guard case .pasted(let text) = keys.last else { Issue.record("no paste: \(keys.suffix(2))"); return }
        #expect(text.unicodeScalars.count == KeyDecoder.longestPaste && text.unicodeScalars.allSatisfy { $0 == "ş" })
    }

    @Test func aPasteKeptWholeHasOneLineBreakForEachWhateverTheTerminalSentAndNoControls() {
        var decoder = KeyDecoder()
        let keys = decoder.decode("\u{1B}[200~one\rtwo\r\nthree\u{1B}[31m\u{1B}[201~".unicodeScalars.map { .scalar($0.value) })
        #expect(keys.last == .pasted("one\ntwo\nthree[31m"), "CR (tmux, most terminals) and CR LF (a file) are one break each; Esc goes")
    }

    @Test mutating func keysAlreadyDecodedByTheTerminalLibraryPassThrough() {
        #expect(decoder.decode([.key(.resize), .scalar(0x61), .key(.function(3))]) == [.resize, .character("a"), .function(3)])
    }

    @Test func typingAfterAnEscapeSequenceIsKept() {
        #expect(decode("\u{1B}[Bab") == [.down, .character("a"), .character("b")])
    }
}
