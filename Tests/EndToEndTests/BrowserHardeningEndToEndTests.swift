import Foundation
import Glibc
import TestSupport
import Testing

/// The real browser in tmux when files change underneath it, when it is suspended, and when
/// the terminal or the signals are not the usual ones.
@Suite(.serialized) final class BrowserHardeningEndToEndTests {
    let terminals = BrowserSessions()
    var home: TemporaryDirectory { terminals.home }
    let dictionaries = TemporaryDirectory()

    init() {}

    func start(_ arguments: String = "", environment: String = "") throws -> TmuxSession {
        try terminals.start(arguments, environment: environment)
    }

    /// Over 64 KB, so it is indexed on first use into a file in the cache.
    func writeBig() {
        dictionaries.write("big.json", Fixtures.dictionaryJSON(id: "big", name: "Big One", entries: (0..<3000).map { ("word\($0)", "meaning \($0) of a long enough definition") }))
    }

    @Test func anIndexTruncatedUnderTheBrowserIsRebuiltAndTheBrowserGoesOn() throws {
        writeBig()
        let session = try start("--dictionaries \(shellQuoted(dictionaries.path))")
        // Typed only once sozluk has the terminal: earlier keys are echoed by the terminal
        // onto the shell's screen, where the exit line would then land on them.
        try session.waitFor("F10 Quit")
        try session.type("word2999")
        try session.waitFor("meaning 2999 of")
        // The browser has the saved index mapped now; someone truncates it.
        let cache = home.path + "/.cache/sozluk"
        let index = try #require(try FileManager.default.contentsOfDirectory(atPath: cache).first { $0.hasSuffix(".index") })
        #expect(truncate(cache + "/" + index, 0) == 0)
        try session.press("C-u")
        try session.type("word1234")
        try session.waitFor("meaning 1234 of")
        try session.press("Enter")
        try session.waitFor("Esc Back")
        try session.press("F10")
        #expect(try session.waitForExit() == (0, true))
    }

    /// An interactive shell in the pane, as a person has: Ctrl-Z gives it the terminal,
    /// `fg` gives it back to sozluk.
    func startInAShell(_ arguments: String = "", environment: String = "") throws -> TmuxSession {
        let session = terminals.adopt(try TmuxSession(command: "env PS1='$ ' bash --norc --noprofile -i"))
        try session.waitFor("$")
        try session.type(terminals.commandLine(arguments, environment: environment))
        try session.press("Enter")
        return session
    }

    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgBringsTheScreenBack() throws {
        let session = try startInAShell()
        try session.waitFor("F10 Quit")
        try session.type("abandon")
        try session.waitFor("tamamıyle bırakmak")
        try suspendThenBringBack(session)
        let screen = try session.waitFor("tamamıyle bırakmak")
        #expect(screen.contains(" › abandon"), "the screen comes back as it was")
        try session.type("x")
        try session.waitFor(" › abandonx")
        try session.press("F10")
        try session.waitForAbsence(of: " › abandonx")
        try expectAUsableShell(session)
    }

    /// Ctrl-Z: sozluk stops and the shell is usable; `fg` brings sozluk back.
    func suspendThenBringBack(_ session: TmuxSession) throws {
        try session.press("C-z")
        try session.waitFor("Stopped")
        try expectAUsableShell(session)
        try session.type("fg")
        try session.press("Enter")
    }

    /// The shell works as usual: what is typed shows, a command runs and prints.
    func expectAUsableShell(_ session: TmuxSession) throws {
        try session.type("echo shell-$((6 * 7))")
        try session.press("Enter")
        try session.waitFor("shell-42")
        try session.press("C-l")
    }

    /// The terminal as sozluk leaves it on a stop, seen where no shell resets it (a shell
    /// with job control but no line editor).
    @Test func aStopLeavesTheTerminalInItsNormalMode() throws {
        let session = terminals.adopt(try TmuxSession(command: "set -m; env HOME=\(shellQuoted(home.path)) \(shellQuoted(BuiltProducts.sozluk)); sleep 600"))
        try session.waitFor("F10 Quit")
        let pid = try session.programPID(name: "sozluk")
        try session.press("C-z")
        try session.waitUntilStopped(pid)
        // What the process was doing and how it stopped, should it ever stop otherwise.
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let seen = "\((try? session.terminalModes()) ?? "")\n\(status.split(separator: "\n").prefix(12).joined(separator: "\n"))\n\((try? session.screen()) ?? "")"
        #expect(try session.terminalIsInNormalMode(), "\(seen)")
        kill(pid, SIGKILL)
    }

    @Test func suspendingWhileADictionaryIsIndexedGoesOnAfterwards() throws {
        writeBig()
        let hold = PauseFIFO(.indexBuild)
        let session = try startInAShell("--dictionaries \(shellQuoted(dictionaries.path))", environment: hold.environment)
        try hold.waitUntilPaused()
        try session.waitFor("Indexing Big One")
        try suspendThenBringBack(session)
        try session.waitFor("Indexing Big One")
        hold.release()
        try session.type("word42")
        try session.waitFor("meaning 42 of")
        try session.press("F10")
        try session.waitForAbsence(of: "meaning 42 of")
    }

    /// A signal that ends the browser while it writes the index it built (tmux closing its
    /// window, a logout) waits for the write, after giving the terminal back: the next start
    /// maps the index instead of building it again.
    @Test(arguments: [("HUP", 1), ("TERM", 15)])
    func aSignalWhileTheIndexIsWrittenKeepsTheIndex(signal: String, number: Int32) throws {
        writeBig()
        let hold = PauseFIFO(.indexSave)
        let session = try start("--dictionaries \(shellQuoted(dictionaries.path))", environment: hold.environment)
        try hold.waitUntilPaused()
        try session.signalProgram(signal, name: "sozluk")
        try session.waitForNormalMode()
        hold.release()
        #expect(try session.waitForExit() == (128 + number, true))
        let cache = home.path + "/.cache/sozluk"
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache).contains { $0.hasSuffix(".index") }, "the index written")
    }

    @Test(arguments: [("QUIT", 3), ("USR1", 10), ("USR2", 12)])
    func otherSignalsAlsoRestoreTheTerminal(signal: String, number: Int32) throws {
        let session = try start()
        try session.waitFor("F10 Quit")
        try session.signalProgram(signal, name: "sozluk")
        #expect(try session.waitForExit() == (128 + number, true))
    }

    @Test func aTerminalThatCannotMoveTheCursorIsAClearError() throws {
        let session = try start(environment: "TERM=dumb")
        #expect(try session.waitForExit() == (1, true))
        #expect(try session.screen().contains("sozluk: the terminal type 'dumb' (TERM) cannot move the cursor"))
    }
}
