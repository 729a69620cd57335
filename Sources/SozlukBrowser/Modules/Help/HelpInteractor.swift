
/// The Help use case: the key reference, the keys of the screen it was opened from first.
@MainActor
public final class HelpInteractor: HelpInteractorInput {
    private let sections: [HelpSection]
    private let footerLines: [HelpLine]

    /// - Parameter footer: how to leave, move and filter Help (`KeyReference.helpFooter`).
    public init(sections: [HelpSection], footer: [HelpLine]) {
        self.sections = sections
        footerLines = footer
    }

    public func keyBindings() -> [HelpSection] {
        sections
    }

    public func footer() -> [HelpLine] {
        footerLines
    }
}
