@testable import SozlukBase
@testable import SozlukBrowser
@testable import SozlukDictionary
import TestSupport

/// The preview use case with entries handed over when the test says: a request waits in
/// `pending` until `deliver()`, as a slow entry would, so a test sees what the screen shows
/// meanwhile and that newer requests win.
@MainActor
final class FakePreviewInteractor: PreviewInteractorInput {
    var shown = true
    var saveFailure: FileProblem?
    var entriesByHeadword: [String: [DictionaryEntry]] = [:]
    private(set) var requested: [WordReference] = []
    private var pending: [(WordReference, @MainActor ([DictionaryEntry]) -> Void)] = []
    /// Hands entries over at once, as a fast dictionary does.
    var deliversAtOnce = false

    func isPreviewShown() -> Bool { shown }

    func setPreviewShown(_ on: Bool) throws(FileProblem) {
        if let saveFailure { throw saveFailure }
        shown = on
    }

    func entries(of word: WordReference, completion: @escaping @MainActor ([DictionaryEntry]) -> Void) {
        requested.append(word)
        if deliversAtOnce { return completion(entriesByHeadword[word.headword] ?? []) }
        pending.append((word, completion))
    }

    /// Answers the requests waiting, oldest first.
    func deliver() {
        let waiting = pending
        pending = []
        for (word, completion) in waiting { completion(entriesByHeadword[word.headword] ?? []) }
    }
}
