import SozlukDictionary

/// The files a word list (favorites, history) is exported as.
public enum ExportFormat: String, CaseIterable, Sendable {
    /// Tab-separated notes with Anki's file headers: imported by Anki as they are.
    case anki
    /// RFC 4180: a header line, CRLF line ends, fields quoted when they need it.
    case csv
    /// sozluk's own shape, documented in docs/word-lists.md.
    case json

    /// The usual file name ending.
    public var fileExtension: String {
        switch self {
        case .anki: "txt"
        case .csv: "csv"
        case .json: "json"
        }
    }
}

/// Which list a file holds.
public enum WordListKind: String, Sendable {
    case favorites, history
}

/// One word of an export: where it is, what the dictionary says, and what the list knows.
public struct ExportedWord: Equatable, Sendable {
    public var word: WordReference
    /// The word's entries; empty when its dictionary is not loaded (the word is still exported).
    public var entries: [DictionaryEntry]
    /// When it was starred (favorites).
    public var added: Int64?
    /// How often and when it was looked up (history).
    public var history: HistoryEntry?
    /// The sentence it was starred from (favorites starred in read mode).
    public var sentence: String?
    /// The word as that sentence writes it (`Favorite.form`).
    public var form: String?
    /// The name of its WAV in the export's media folder (`--audio`), for Anki's Audio field.
    public var sound: String?

    public init(word: WordReference, entries: [DictionaryEntry], added: Int64? = nil, history: HistoryEntry? = nil,
                sentence: String? = nil, form: String? = nil, sound: String? = nil) {
        self.word = word
        self.entries = entries
        self.added = added
        self.history = history
        self.sentence = sentence
        self.form = form
        self.sound = sound
    }
}
