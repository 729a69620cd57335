import Foundation
@testable import SozlukBrowser
@testable import SozlukWordbook
import TerminalUI
import TestSupport
import Testing

/// Each theme's looks, compared with its golden file (Tests/Snapshots/Themes), and the rules
/// that make each one worth having.
@Suite struct ThemeTests {
    static let folder = Fixtures.repositoryRoot + "/Tests/Snapshots/Themes"

    static func table(_ theme: Theme) -> String {
        Style.allCases.map { style in
            "\(style): \(theme.look(of: style))  |  without colours: \(theme.monochromeLook(of: style))"
        }.joined(separator: "\n") + "\n"
    }

    @Test(arguments: Theme.allCases) func looksMatchTheirGoldenFile(_ theme: Theme) throws {
        try Snapshot.checkText(Self.table(theme), named: theme.rawValue, in: Self.folder)
    }

    @Test(arguments: Theme.allCases) func everyStyleIsToldApartFromPlainTextWithoutColours(_ theme: Theme) {
        // High contrast has nothing dim: what others dim is plain text there, on purpose.
        for style in Style.allCases where style != .normal && !(theme == .highContrast && style == .dim) {
            let look = theme.monochromeLook(of: style)
            #expect(look != Look(), "\(style) of \(theme) looks like plain text under NO_COLOR")
        }
        #expect(theme.monochromeLook(of: .selected).reverse, "the highlighted row stays a bar")
    }

    @Test func theLightThemeWritesNoPaleTextOnThePaperAndHighContrastNothingDim() {
        for style in Style.allCases {
            let light = Theme.light.look(of: style)
            if light.background == nil {
                #expect(light.foreground != .yellow && light.foreground != .cyan && light.foreground != .white, "\(style) fades on white")
            }
            #expect(!Theme.highContrast.look(of: style).dim && !Theme.highContrast.monochromeLook(of: style).dim)
        }
    }

    @Test func eachThemeOfTheSettingsFileHasItsOwnLooks() {
        #expect(ThemeName.allCases.map { Theme($0) } == Theme.allCases)
    }
}
