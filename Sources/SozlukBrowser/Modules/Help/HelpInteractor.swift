import SozlukCore

/// The Help use case: the key reference.
@MainActor
public final class HelpInteractor: HelpInteractorInput {
    private let sections: [KeyBindingSection]

    public init(sections: [KeyBindingSection]) {
        self.sections = sections
    }

    public func keyBindings() -> [KeyBindingSection] {
        sections
    }
}
