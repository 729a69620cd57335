import SozlukCore

/// The Help use case: the key reference, the keys of the screen it was opened from first.
@MainActor
public final class HelpInteractor: HelpInteractorInput {
    private let sections: [HelpSection]

    public init(sections: [HelpSection]) {
        self.sections = sections
    }

    public func keyBindings() -> [HelpSection] {
        sections
    }
}
