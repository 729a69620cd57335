import Foundation
@testable import SozlukBase
import TestSupport
import Testing

/// `p` says a word only where something plays sound, and says why not otherwise: espeak-ng
/// without a device says nothing and exits with 0.
@Suite struct SoundOutputTests {
    let folder = TemporaryDirectory()

    @Test func aPlaybackDeviceOrASoundServerIsSomewhereToPlay() throws {
        let devices = folder.path + "/snd"
        try FileManager.default.createDirectory(atPath: devices, withIntermediateDirectories: true)
        folder.write("snd/controlC0", "")
        folder.write("snd/pcmC0D0c", "")
        #expect(!SoundOutput(deviceFolder: devices, environment: [:]).isAvailable, "a control and a capture device play nothing")
        folder.write("snd/pcmC0D0p", "")
        #expect(SoundOutput(deviceFolder: devices, environment: [:]).isAvailable, "a playback device")
        let none = folder.path + "/none"
        #expect(!SoundOutput(deviceFolder: none, environment: [:]).isAvailable, "no /dev/snd at all (a server, a container)")
        #expect(SoundOutput(deviceFolder: none, environment: ["PULSE_SERVER": "tcp:host"]).isAvailable)
        #expect(!SoundOutput(deviceFolder: none, environment: ["PULSE_SERVER": ""]).isAvailable)
        let runtime = folder.path + "/run"
        try FileManager.default.createDirectory(atPath: runtime + "/pulse", withIntermediateDirectories: true)
        #expect(!SoundOutput(deviceFolder: none, environment: ["XDG_RUNTIME_DIR": runtime]).isAvailable, "no server's socket there")
        folder.write("run/pipewire-0", "")
        #expect(SoundOutput(deviceFolder: none, environment: ["XDG_RUNTIME_DIR": runtime]).isAvailable)
    }

    /// Without a device: said aloud it is a clear problem, written as WAV it is not; without
    /// espeak-ng, that comes first (installing it is the step to take).
    @Test(.enabled(if: ["/usr/bin/espeak-ng", "/usr/local/bin/espeak-ng"].contains { FileManager.default.isExecutableFile(atPath: $0) },
                   "espeak-ng is not installed (apt-get install espeak-ng)"))
    func withoutADeviceSayingIsAProblemAndWritingIsNot() throws {
        let silent = SoundOutput(deviceFolder: folder.path + "/none", environment: [:])
        #expect(throws: SpeechProblem.noSoundDevice) { try EspeakSpeaker(output: silent).say("house", language: "en") }
        let wave = try EspeakSpeaker(output: silent).wave(of: "house", language: "en")
        #expect(Array(wave.prefix(4)) == Array("RIFF".utf8))
        #expect(throws: SpeechProblem.notInstalled(program: "/nonexistent/espeak-ng", package: "espeak-ng")) {
            try EspeakSpeaker(program: "/nonexistent/espeak-ng", output: silent).say("house", language: "en")
        }
    }
}
