/// How a front end wants its dictionaries made ready, passed with each request to the
/// repository (`JSONDictionaryRepository`), which keeps none of its own: the front end's
/// search service holds it.
public struct IndexingPolicy: Sendable, Equatable {
    /// Whether a freshly built index is searched from memory at once and saved on another
    /// thread (the browser, which stays open), or saved before it is handed out (a command,
    /// which may exit as soon as it has answered).
    public let savesInBackground: Bool
    // The four behaviours below follow from that one choice, and go together: a front end
    // that stays open can let what is not ready come a moment later; one that exits cannot.

    /// The browser: nothing waits that need not; what is not ready yet comes a moment later.
    public static let browser = IndexingPolicy(savesInBackground: true)
    /// A command: every answer from whole, checked indexes, even if that means waiting.
    public static let command = IndexingPolicy(savesInBackground: false)

    /// A saved index is checked against its record (or summed) before its first answer. The
    /// browser checks it in `load`, before the user's first keystroke; a command, which may
    /// never call `load`, as it opens the dictionary.
    var checksSavedIndexOnOpening: Bool { !savesInBackground }
    /// Only an index with its translations answers: one by headword alone (a browser quit
    /// before they were done) is built whole first. The browser answers by headword meanwhile.
    var answersFromWholeIndexOnly: Bool { !savesInBackground }
    /// Companions not indexed yet are indexed before the search that wants them. The browser
    /// searches without them until `load` has them indexed, so that no keystroke waits.
    var waitsForCompanions: Bool { !savesInBackground }
    /// `load` also indexes the other dictionaries of the same direction in the background,
    /// which a query the dictionary answers poorly is looked up in (the browser's notes).
    var indexesTheSameDirection: Bool { savesInBackground }
}
