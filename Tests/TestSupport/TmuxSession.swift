import Foundation
import Glibc

/// Runs a program in a detached tmux session, as a person would in a terminal: keys go in
/// with send-keys, the screen comes back with capture-pane.
public final class TmuxSession: @unchecked Sendable {
    public let socket: String
    public let target = "e2e"

    /// `command` runs under `sh -c`; after it ends the pane prints `exit=STATUS` and
    /// `tty: icanon echo` when the terminal is back in its normal mode, so tests can check that the terminal was restored.
    public init(command: String, columns: Int = 100, rows: Int = 30) throws {
        socket = "sozluk-e2e-\(UUID().uuidString.prefix(8))"
        let wrapped = command + #"; echo "exit=$?"; echo "tty: $(stty -a | tr ' ;' '\n\n' | grep -E '^-?(icanon|echo)$' | tr '\n' ' ')"; sleep 600"#
        try tmux(["new-session", "-d", "-s", target, "-x", String(columns), "-y", String(rows), "sh", "-c", wrapped])
        let pids = try tmux(["display-message", "-p", "-t", target, "#{pid} #{pane_pid}"]).split(separator: " ").compactMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        serverPID = pids.first ?? 0
        panePID = pids.count > 1 ? pids[1] : 0
    }

    private var serverPID: pid_t = 0
    private var panePID: pid_t = 0

    deinit {
        close()
    }

    /// Ends the tmux server and everything in it. Safe to call more than once.
    public func close() {
        guard !closed else { return }
        closed = true
        _ = try? tmux(["kill-server"])
        // kill-server alone was seen to leave the server and the pane's processes running
        // here, so they are ended outright: the pane's process group, then the server.
        if panePID > 0 { kill(-panePID, SIGKILL) }
        if serverPID > 0 { kill(serverPID, SIGKILL) }
    }

    private var closed = false

    /// tmux key names: "Enter", "Escape", "F2", "C-c", "Down"...
    public func press(_ keys: String...) throws {
        try tmux(["send-keys", "-t", target] + keys)
    }

    /// Types text literally.
    public func type(_ text: String) throws {
        try tmux(["send-keys", "-t", target, "-l", text])
    }

    /// Pastes text as a terminal does, bracketed when the program asked for that.
    public func paste(_ text: String) throws {
        try tmux(["set-buffer", "--", text])
        try tmux(["paste-buffer", "-p", "-t", target])
    }

    public func screen() throws -> String {
        try tmux(["capture-pane", "-p", "-t", target])
    }

    /// The screen with the escape sequences for colours and attributes.
    public func styledScreen() throws -> String {
        try tmux(["capture-pane", "-p", "-e", "-t", target])
    }

    public func lines() throws -> [String] {
        try screen().components(separatedBy: "\n")
    }

    /// Sends a signal to the program the pane's shell runs.
    public func signalProgram(_ signal: String, name: String) throws {
        let shell = try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let (status, output) = try Subprocess.run(["pkill", "-\(signal)", "-P", shell, "-x", name])
        guard status == 0 else { throw TmuxError("pkill found no \(name) under \(shell): \(output)") }
    }

    /// The process id of the program the pane's shell runs.
    public func programPID(name: String) throws -> pid_t {
        let shell = try tmux(["display-message", "-p", "-t", target, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let (status, output) = try Subprocess.run(["pgrep", "-P", shell, "-x", name])
        guard status == 0, let pid = pid_t(output.split(separator: "\n").first ?? "") else { throw TmuxError("no \(name) under \(shell)") }
        return pid
    }

    /// Whether the pane's terminal is in its normal mode (canonical input, echo), as the
    /// shell needs it: asked of the terminal itself, whatever runs in it.
    public func terminalIsInNormalMode() throws -> Bool {
        let words = Set(try terminalModes().split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "\n" }))
        return words.contains("icanon") && words.contains("echo")
    }

    /// The pane's terminal settings as `stty -a` prints them, to say what was wrong.
    public func terminalModes() throws -> String {
        let tty = try tmux(["display-message", "-p", "-t", target, "#{pane_tty}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        return try Subprocess.run(["stty", "-a", "-F", tty]).1
    }

    /// Waits until the pane's terminal is back in its normal mode, whatever still runs in it.
    public func waitForNormalMode(timeout: Double = TmuxSession.patience) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try terminalIsInNormalMode() { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError("the terminal never came back to its normal mode:\n\(try terminalModes())")
    }

    /// Waits until the process is stopped (state T), as Ctrl-Z leaves it.
    public func waitUntilStopped(_ pid: pid_t, timeout: Double = TmuxSession.patience) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
            if let close = stat.lastIndex(of: ")"), stat[stat.index(close, offsetBy: 2)] == "T" { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError("process \(pid) never stopped")
    }

    public func resize(columns: Int, rows: Int) throws {
        try tmux(["resize-window", "-t", target, "-x", String(columns), "-y", String(rows)])
    }

    /// How long a wait may last before the test gives up: a safety net against a hang, not a
    /// budget. A first start indexes the bundled dictionaries, which under AddressSanitizer,
    /// with the rest of the suite running beside it, takes many times longer.
    public static let patience = 15 * Sanitizers.slowdown

    /// Waits until the screen contains `text` (and each of `more`); returns the screen, or
    /// throws with what was seen.
    @discardableResult
    public func waitFor(_ text: String, _ more: String..., timeout: Double = TmuxSession.patience) throws -> String {
        let texts = [text] + more
        return try waitUntil("“\(texts.joined(separator: "”, “"))”", timeout: timeout) { screen in texts.allSatisfy(screen.contains) }
    }

    /// Waits until `shows` holds for the screen; returns the screen, or throws with what was
    /// seen. The screen returned is one that two captures in a row agree on: a frame the
    /// terminal has only half drawn (the line looked for there, the lines below not yet) is
    /// not what a test should read the rest of the screen from.
    @discardableResult
    public func waitUntil(_ what: String, timeout: Double = TmuxSession.patience, shows: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var last = ""
        while Date() < deadline {
            let current = try screen()
            let showing = shows(current)
            if showing, current == last { return current }
            last = current
            if !showing { Thread.sleep(forTimeInterval: 0.05) }
        }
        throw TmuxError("timed out waiting for \(what); the screen was:\n\(last)")
    }

    /// Waits for the program to end; returns its exit status and whether the terminal
    /// was left in its normal mode (canonical input, echo on).
    public func waitForExit(timeout: Double = TmuxSession.patience) throws -> (status: Int32, terminalRestored: Bool) {
        let screen = try waitFor("tty: ", timeout: timeout)
        guard let line = screen.components(separatedBy: "\n").first(where: { $0.hasPrefix("exit=") }),
              let status = Int32(line.dropFirst(5)) else { throw TmuxError("no exit status on screen:\n\(screen)") }
        return (status, screen.contains("tty: icanon echo"))
    }

    /// Waits until the screen no longer contains `text`.
    public func waitForAbsence(of text: String, timeout: Double = TmuxSession.patience) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if try !screen().contains(text) { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw TmuxError("timed out waiting for “\(text)” to go; the screen was:\n\(try screen())")
    }

    @discardableResult
    private func tmux(_ arguments: [String]) throws -> String {
        let (status, output) = try Subprocess.run(["tmux", "-L", socket, "-f", "/dev/null"] + arguments)
        guard status == 0 else { throw TmuxError("tmux \(arguments.joined(separator: " ")): \(output)") }
        return output
    }
}

public struct TmuxError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// Where the built `sozluk` binary is: beside the test executable.
public enum BuiltProducts {
    public static var sozluk: String {
        let testBinary = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        var folder = (testBinary as NSString).deletingLastPathComponent
        // Swift Testing may run from inside an .xctest bundle folder.
        while !folder.isEmpty, folder != "/" {
            let candidate = folder + "/sozluk"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            folder = (folder as NSString).deletingLastPathComponent
        }
        return Fixtures.repositoryRoot + "/.build/debug/sozluk"
    }
}

/// Shell-quotes a word.
public func shellQuoted(_ word: String) -> String {
    "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

extension TmuxSession {
    /// Chooses a language pair in Settings (F3), moving to it with `keys`: Enter comes back to
    /// Search, which says what it searches now (or that it is opening it).
    public func chooseDictionary(_ name: String, with keys: String...) throws {
        try press("F3")
        try waitFor("○ \(name)")
        try tmux(["send-keys", "-t", target] + keys + ["Enter"])
        _ = try waitUntil("“Now searching \(name)” on the Search screen") { screen in
            // The Search screen's key hints, and what it says of the pair.
            screen.contains("F2 Favorites") && (screen.contains("Now searching \(name)") || screen.contains("Opening \(name)"))
        }
    }
}
