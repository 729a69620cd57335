import SozlukBase
import SozlukDictionary
import SozlukWordbook

// View → Presenter, for every list screen with a preview pane.
@MainActor
public protocol PreviewPlacementOutput: AnyObject {
    /// Where the preview goes at the size just drawn (or would go, when it is off).
    func didPlacePreview(_ placement: PreviewPlacement)
}

// Presenter → Interactor, for every list screen with a preview pane.
@MainActor
public protocol PreviewInteractorInput: AnyObject {
    /// Whether the preview pane is on (remembered in settings).
    func isPreviewShown() -> Bool
    func setPreviewShown(_ on: Bool) throws(FileProblem)
    /// Reads the word's entries off the main actor and hands them over on it; a newer request
    /// drops the answer to this one, so a slow entry never holds up the keys after it.
    func entries(of word: WordReference, completion: @escaping @MainActor ([DictionaryEntry]) -> Void)
}

/// The preview use case: the selected word's entries, read in the background, and whether
/// the pane is wanted at all.
@MainActor
public final class PreviewInteractor: PreviewInteractorInput {
    private let preferences: InterfacePreferences
    private let reader: LatestEntries

    public init(dictionaries: DictionaryRepository, preferences: InterfacePreferences, scheduler: WorkScheduler) {
        self.preferences = preferences
        reader = LatestEntries(dictionaries: dictionaries, scheduler: scheduler)
    }

    public func isPreviewShown() -> Bool {
        preferences.showsPreview
    }

    public func setPreviewShown(_ on: Bool) throws(FileProblem) {
        try preferences.setShowsPreview(on)
    }

    public func entries(of word: WordReference, completion: @escaping @MainActor ([DictionaryEntry]) -> Void) {
        reader.entries(of: word, completion: completion)
    }
}
