/// The colours the browser paints with, as settings.json names them (`"theme": "light"`).
/// What each one looks like is the terminal layer's business; NO_COLOR overrides them all.
public enum ThemeName: String, CaseIterable, Equatable, Sendable {
    /// Light text on the terminal's own (usually dark) background.
    case standard = "default"
    /// Dark colours that stay readable on a white or pale background.
    case light
    /// Bold, underlined and reversed, never dim: for low vision, washed-out screens and projectors.
    case highContrast = "high-contrast"
}
