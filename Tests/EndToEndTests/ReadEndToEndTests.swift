import Foundation
import Testing
import TestSupport

/// The read mode on real texts (Tests/Fixtures/texts), as a reader drives it in a terminal.
@Suite(.serialized) final class ReadEndToEndTests {
    let terminals = BrowserSessions()
    var home: TemporaryDirectory { terminals.home }
    static let texts = Fixtures.folder + "/texts"

    init() {}

    func sozluk(_ arguments: String...) throws -> (status: Int32, output: String) {
        try Subprocess.run(["env", "-u", "XDG_CONFIG_HOME", "-u", "XDG_DATA_HOME", "-u", "SOZLUK_DICTIONARIES", "HOME=\(home.path)", BuiltProducts.sozluk]
                           + arguments)
    }

    /// The line of the styled screen a text line is on, its highlighted runs (reverse video
    /// or a background colour) joined.
    func highlighted(in styled: String, line: Int) -> String {
        let row = styled.components(separatedBy: "\n")[line]
        var result = "", inside = false
        var index = row.startIndex
        while index < row.endIndex {
            if row[index] == "\u{1B}", let end = row[index...].firstIndex(of: "m") {
                let code = row[row.index(after: index)..<end]
                if code.contains("46") || code.contains("7") { inside = true } else if code.contains("49") || code.contains("27") || code == "[0" { inside = false }
                index = row.index(after: end)
                continue
            }
            if inside { result.append(row[index]) }
            index = row.index(after: index)
        }
        return result
    }

    @Test func anEnglishTextIsReadWordByWordAPhraseIsOneUnitAndItsStarKeepsTheSentenceForAnki() throws {
        let session = try terminals.start("read \(shellQuoted(Self.texts + "/gpl-en.txt"))")
        try session.waitFor("% explained", "Esc Back")
        // The preamble's "designed to take away your freedom": word 64 of the text.
        for _ in 0..<64 { try session.press("w") }
        // The article opened at the phrase's sense.
        try session.waitFor("phrase: take away", "alıp götürmek")
        try session.press("C-f")
        try session.waitFor("★ “take” starred, with its sentence")
        try session.press("}")
        try session.waitUntil("the cursor on the next sentence") { !$0.contains("phrase: take away") }
        try session.press("F10")
        #expect(try session.waitForExit() == (0, true))

        let exported = home.path + "/words.txt"
        #expect(try sozluk("favorites", "export", "--format", "anki", "-o", exported).status == 0)
        let anki = try String(contentsOfFile: exported, encoding: .utf8)
        #expect(anki.contains("{{c1::take"), "the word a cloze in its sentence")
        #expect(anki.contains("designed to {{c1::take"))
        #expect(try sozluk("favorites", "--json").output.contains(#""headword": "take", "added": "#) && sozluk("favorites", "--json").output.contains(#""sentence": ""#),
                "the listing says the sentence too")
    }

    @Test func aTurkishTextFromAPipeIsReadWithKeysFromTheTerminalAndItsPhrasesExplained() throws {
        let shell = terminals.adopt(try TmuxSession(command: "cat \(shellQuoted(Self.texts + "/bzip2-tr.txt")) | " + terminals.commandLine("read -")))
        try shell.waitFor("Turkish → English", "% explained")
        // "bzip2recover - zarar görmüş …": bzcat sıkıştırılmış dosyaları standart çıktıda açar bzip2recover, then zarar.
        for _ in 0..<7 { try shell.press("w") }
        // The phrase's headword comes with its answer, the endings spelled out with its article.
        let screen = try shell.waitFor("zarar görmek", "zarar görmüş = zarar gör + -müş")
        let styled = try shell.styledScreen()
        // The text is the left 60 columns; the explanation on the right names zarar too.
        let textLine = try #require(screen.components(separatedBy: "\n").firstIndex { $0.prefix(60).contains("zarar") })
        #expect(highlighted(in: styled, line: textLine).contains("zarar") && highlighted(in: styled, line: textLine).contains("görmüş"),
                "both words of the phrase are selected")
        try shell.press("Escape")
        try shell.waitFor("Type to search")
        try shell.press("F10")
        #expect(try shell.waitForExit() == (0, true))
    }

    @Test func aTextPastedIntoSearchIsOfferedAndReadWithItsParagraphs() throws {
        let session = try terminals.startOnSearchScreen()
        try session.paste("The old man gave up smoking.\n\nHe walks to the library every morning.")
        try session.waitFor("Pasted a text of 13 words: Ctrl-R reads it word by word")
        try session.press("C-r")
        let screen = try session.waitFor("% explained")
        let lines = screen.components(separatedBy: "\n")
        #expect(lines[1].hasPrefix(" The old man gave up smoking."))
        #expect(lines[2].prefix(59).allSatisfy { $0 == " " }, "a blank line between the paragraphs, as pasted")
        #expect(lines[3].hasPrefix(" He walks to the library every morning."))
        try session.press("Escape")
        try session.waitFor("Esc Clear") // back on Search, the pasted text still its query
    }
}
