/// How a word was reached from a query, for its page to open at the answer: the part of the
/// article that answers (light's sense "ışık, aydınlık" for ışık; give's line "give up — vaz
/// geçmek" for gave up) and the note that says how the query was read (`kitap ←
/// kitap+lar+ımız+dan`, `translation: ışık`).
public struct AnswerFocus: Equatable, Hashable, Sendable {
    public var sense: SenseLocation?
    public var note: String?
    /// The query as searched, and the analysis its row was found through with what each of its
    /// endings means (`SearchHit.glosses`): the page spells it out (`kitaplarımızdan = kitap +
    /// -lar (plural) + …`).
    public var query: String?
    public var analysis: String?
    public var glosses: [String?]
    /// Whether the analysis is that of a translation the word was found through (kitaplar in
    /// English → Turkish: book), not of a form of the word itself.
    public var isTranslation: Bool

    public init(sense: SenseLocation? = nil, note: String? = nil, query: String? = nil, analysis: String? = nil, glosses: [String?] = [],
                isTranslation: Bool = false) {
        self.isTranslation = isTranslation
        self.sense = sense
        self.note = note
        self.query = query
        self.analysis = analysis
        self.glosses = glosses
    }
}
