import SozlukWordbook
import TerminalUI

extension Theme {
    /// The terminal's theme for the one named in the settings.
    public init(_ name: ThemeName) {
        switch name {
        case .standard: self = .standard
        case .light: self = .light
        case .highContrast: self = .highContrast
        }
    }
}
