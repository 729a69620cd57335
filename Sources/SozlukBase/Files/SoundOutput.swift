import Glibc

/// Whether this machine has somewhere to play a sound: a sound server (PulseAudio or
/// PipeWire, which desktops run) or an ALSA playback device. espeak-ng without either says
/// nothing and still exits with 0, so `p` would seem to do nothing at all; asked first, the
/// status line can say why instead.
public struct SoundOutput: Sendable {
    /// Where ALSA's devices are (`/dev/snd`: playback devices are named pcmC…D…p).
    let deviceFolder: String
    /// The environment that names a sound server (`PULSE_SERVER`, `XDG_RUNTIME_DIR`).
    let environment: [String: String]

    public init(deviceFolder: String = "/dev/snd", environment: [String: String] = SoundOutput.processEnvironment()) {
        self.deviceFolder = deviceFolder
        self.environment = environment
    }

    public var isAvailable: Bool {
        if let server = environment["PULSE_SERVER"], !server.isEmpty { return true }
        if let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty,
           ["/pulse/native", "/pipewire-0"].contains(where: { access(runtime + $0, F_OK) == 0 }) {
            return true
        }
        return (FileSystem.contentsOfDirectory(deviceFolder) ?? []).contains { $0.hasPrefix("pcm") && $0.hasSuffix("p") }
    }

    /// The variables of this process that name a sound server.
    public static func processEnvironment() -> [String: String] {
        var variables: [String: String] = [:]
        for name in ["PULSE_SERVER", "XDG_RUNTIME_DIR"] {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }
}
