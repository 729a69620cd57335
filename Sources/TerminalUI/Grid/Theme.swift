/// The eight colours every colour terminal has (the palette the user's terminal maps them to).
public enum TerminalColor: Int16, Sendable, CaseIterable {
    case black, red, green, yellow, blue, magenta, cyan, white
}

/// How one style is painted: colours (nil: the terminal's own) and attributes.
public struct Look: Equatable, Sendable, CustomStringConvertible {
    public var foreground: TerminalColor?
    public var background: TerminalColor?
    public var bold = false
    public var dim = false
    public var reverse = false
    public var underline = false

    public init(_ foreground: TerminalColor? = nil, on background: TerminalColor? = nil, bold: Bool = false, dim: Bool = false,
                reverse: Bool = false, underline: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }

    public var description: String {
        let colours = "\(foreground.map { "\($0)" } ?? "default") on \(background.map { "\($0)" } ?? "default")"
        let attributes = [(bold, "bold"), (dim, "dim"), (reverse, "reverse"), (underline, "underline")].filter(\.0).map(\.1)
        return ([colours] + attributes).joined(separator: ", ")
    }
}

/// The looks of every style, as a set the user chooses (Settings, settings.json `theme`).
/// Without colours (NO_COLOR, a monochrome terminal) only the attributes are used, and every
/// style must still be told apart by them.
public enum Theme: String, Sendable, CaseIterable {
    /// Light text on the terminal's own, usually dark, background.
    case standard
    /// For white or pale backgrounds: no yellow or cyan text, which fade on them.
    case light
    /// Bold, reversed and underlined, never dim, in black, white and yellow.
    case highContrast

    public func look(of style: Style) -> Look {
        switch self {
        case .standard: Self.standardLooks[style] ?? Look()
        case .light: Self.lightLooks[style] ?? Look()
        case .highContrast: Self.highContrastLooks[style] ?? Look()
        }
    }

    /// The look with the colours taken away: for terminals without them, and NO_COLOR.
    public func monochromeLook(of style: Style) -> Look {
        var look = look(of: style)
        let hadBackground = look.background != nil
        look.foreground = nil
        look.background = nil
        // A bar was told apart by its background: it is reversed instead.
        if hadBackground { look.reverse.toggle() }
        if style == .match || style == .title { look.bold = true }
        if style == .match { look.underline = true }
        return look
    }

    private static let standardLooks: [Style: Look] = [
        .title: Look(.cyan, bold: true),
        .heading: Look(.yellow, bold: true),
        .selected: Look(.black, on: .cyan),
        .dim: Look(dim: true),
        .match: Look(.yellow, bold: true),
        .star: Look(.yellow, bold: true),
        .error: Look(.red, bold: true),
        .statusBar: Look(.white, on: .blue),
        .keyHint: Look(.yellow, on: .blue, bold: true),
        .input: Look(bold: true),
    ]

    private static let lightLooks: [Style: Look] = [
        .title: Look(.blue, bold: true),
        .heading: Look(.magenta, bold: true),
        .selected: Look(.white, on: .blue),
        .dim: Look(dim: true),
        .match: Look(.blue, bold: true, underline: true),
        .star: Look(.red, bold: true),
        .error: Look(.red, bold: true),
        .statusBar: Look(.black, on: .white),
        .keyHint: Look(.blue, on: .white, bold: true),
        .input: Look(bold: true),
    ]

    private static let highContrastLooks: [Style: Look] = [
        .title: Look(bold: true, reverse: true),
        .heading: Look(bold: true, underline: true),
        .selected: Look(.black, on: .yellow, bold: true),
        .match: Look(bold: true, underline: true),
        .star: Look(bold: true),
        .error: Look(.white, on: .red, bold: true),
        .statusBar: Look(reverse: true),
        .keyHint: Look(bold: true, reverse: true, underline: true),
        .input: Look(bold: true),
    ]
}
