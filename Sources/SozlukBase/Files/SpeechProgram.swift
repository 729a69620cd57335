import Dispatch
import Glibc

/// Why a word could not be said.
public enum SpeechProblem: Error, Equatable, Sendable {
    /// The program is not installed: `package` is what gives it.
    case notInstalled(program: String, package: String)
    /// Nothing here plays sound: no sound server, no playback device (a server, a container).
    case noSoundDevice
    /// It ran and failed; its exit status.
    case failed(status: Int32)
}

/// Says words aloud, or writes them as WAV: what the word page's `p` and `sozluk say` use.
public protocol Speaking: Sendable {
    /// Says `text` in the language (a code: `en`, `tr`), returning once it was said.
    func say(_ text: String, language: String) throws(SpeechProblem)
    /// The WAV bytes of `text` said in the language.
    func wave(of text: String, language: String) throws(SpeechProblem) -> [UInt8]
}

extension Speaking {
    /// Says `text` on another thread, never holding up the caller; `done` is told nil once it
    /// was said, else why it was not.
    public func speak(_ text: String, language: String, done: @escaping @Sendable (SpeechProblem?) -> Void) {
        DispatchQueue.global(qos: .default).async {
            do throws(SpeechProblem) {
                try say(text, language: language)
                done(nil)
            } catch {
                done(error)
            }
        }
    }
}

/// espeak-ng (Debian's `espeak-ng`), run as a program of its own: the text is its last
/// argument, after `--`, so nothing in a word is taken for an option; its output and messages
/// never reach the terminal.
public struct EspeakSpeaker: Speaking {
    /// The program's name (looked up in PATH) or path.
    public let program: String
    /// Where sound would be played: asked before saying a word aloud, not before a WAV.
    public let output: SoundOutput

    public init(program: String = "espeak-ng", output: SoundOutput = SoundOutput()) {
        self.program = program
        self.output = output
    }

    /// The longest text said: a headword, a sentence; not a pasted book.
    static let longestText = 500

    /// espeak-ng's voice for a language code: its base language (`en-US` is `en`).
    static func voice(for language: String) -> String {
        LanguageCode.base(language)
    }

    /// The text as it is said: control characters out, at most `longestText` characters.
    static func spoken(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) }).prefix(longestText))
    }

    public func say(_ text: String, language: String) throws(SpeechProblem) {
        guard executable() != nil else { throw .notInstalled(program: program, package: "espeak-ng") }
        guard output.isAvailable else { throw .noSoundDevice }
        _ = try run(["-v", Self.voice(for: language), "--", Self.spoken(text)], capturingOutput: false)
    }

    public func wave(of text: String, language: String) throws(SpeechProblem) -> [UInt8] {
        WaveSizes.corrected(try run(["-v", Self.voice(for: language), "--stdout", "--", Self.spoken(text)], capturingOutput: true))
    }

    /// The program's path: as given when it has a slash, else the first in PATH.
    func executable() -> String? {
        if program.contains("/") { return access(program, X_OK) == 0 ? program : nil }
        let path = getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        return path.split(separator: ":").map { $0 + "/" + program }.first { access($0, X_OK) == 0 }
    }

    /// Runs the program with nothing on its standard input and its messages dropped; returns
    /// what it wrote on its standard output when asked to keep it.
    private func run(_ arguments: [String], capturingOutput: Bool) throws(SpeechProblem) -> [UInt8] {
        guard let path = executable() else { throw .notInstalled(program: program, package: "espeak-ng") }
        var pipeEnds: [Int32] = [-1, -1]
        if capturingOutput {
            guard pipe(&pipeEnds) == 0 else { throw .failed(status: -1) }
            // Not inherited by other children sozluk starts meanwhile: they would keep it open.
            _ = fcntl(pipeEnds[0], F_SETFD, FD_CLOEXEC)
            _ = fcntl(pipeEnds[1], F_SETFD, FD_CLOEXEC)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capturingOutput {
            posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        if capturingOutput { close(pipeEnds[1]) }
        guard spawned == 0 else {
            if capturingOutput { close(pipeEnds[0]) }
            throw .failed(status: -1)
        }
        var output: [UInt8] = []
        if capturingOutput {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
                if count > 0 { output.append(contentsOf: buffer[0..<count]); continue }
                if count < 0 && errno == EINTR { continue }
                break
            }
            close(pipeEnds[0])
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // Exited normally with 0: bits 8-15 the code, bits 0-6 a signal.
        let code = (status >> 8) & 0xFF
        guard status & 0x7F == 0, code == 0 else { throw .failed(status: status & 0x7F == 0 ? code : 128 + (status & 0x7F)) }
        return output
    }
}
