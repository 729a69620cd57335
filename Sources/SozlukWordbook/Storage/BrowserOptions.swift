import SozlukBase

/// What the command line found for the full-screen browser it hands over to.
public struct BrowserOptions: Sendable {
    public var paths: AppPaths
    public var colors: Bool
    /// Where a test holds the browser's index builds and writes (SOZLUK_TEST_PAUSE).
    public var pause: PauseHook?
    public var clock: Clock
    /// The environment, for the locale (the interface language, the terminal's character set).
    public var environment: [String: String]
    /// A text to open in the read mode over Search (`sozluk read FILE`), and its language
    /// when the user gave it.
    public var reading: ReadingText?
    public var readingLanguage: String?

    public init(paths: AppPaths, colors: Bool, pause: PauseHook?, clock: Clock, environment: [String: String]) {
        self.paths = paths
        self.colors = colors
        self.pause = pause
        self.clock = clock
        self.environment = environment
    }
}
