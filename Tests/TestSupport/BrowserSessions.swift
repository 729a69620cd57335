import Foundation

/// Starts the real `sozluk` in tmux terminals for a suite, with a HOME of its own, and ends
/// every terminal it started when the suite's test is over (a class suite's deinit is its
/// teardown), so none is left running.
public final class BrowserSessions: @unchecked Sendable {
    public let home = TemporaryDirectory()
    private var sessions: [TmuxSession] = []

    public init() {}

    deinit {
        sessions.forEach { $0.close() }
    }

    /// sozluk with these arguments and extra environment, in a clean environment otherwise.
    public func start(_ arguments: String = "", environment: String = "", columns: Int = 100, rows: Int = 30) throws -> TmuxSession {
        try adopt(TmuxSession(command: commandLine(arguments, environment: environment), columns: columns, rows: rows))
    }

    /// Starts on the bundled dictionaries and waits until the search screen is up; without
    /// `preview`, with the preview pane off in the settings, for tests that read whole rows
    /// (at 100 columns the preview takes most of the width).
    public func startOnSearchScreen(preview: Bool = true) throws -> TmuxSession {
        if !preview {
            try FileManager.default.createDirectory(atPath: home.path + "/.config/sozluk", withIntermediateDirectories: true)
            try "{\"preview\": false}\n".write(toFile: home.path + "/.config/sozluk/settings.json", atomically: true, encoding: .utf8)
        }
        let session = try start()
        try session.waitFor("F10 Quit")
        return session
    }

    /// The shell command that runs sozluk so, for typing into a shell of one's own.
    public func commandLine(_ arguments: String = "", environment: String = "") -> String {
        "env -u XDG_CONFIG_HOME -u XDG_DATA_HOME -u XDG_CACHE_HOME -u SOZLUK_DICTIONARIES -u NO_COLOR "
            + "HOME=\(shellQuoted(home.path)) \(environment) \(shellQuoted(BuiltProducts.sozluk)) \(arguments)"
    }

    /// Any other command in a terminal (a shell, say), ended with the others.
    public func adopt(_ session: TmuxSession) -> TmuxSession {
        sessions.append(session)
        return session
    }
}
