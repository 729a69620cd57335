/// How a word was reached from a query, for its page to open at the answer: the part of the
/// article that answers (light's sense "ışık, aydınlık" for ışık; give's line "give up — vaz
/// geçmek" for gave up) and the note that says how the query was read (`kitap ←
/// kitap+lar+ımız+dan`, `translation: ışık`).
public struct AnswerFocus: Equatable, Hashable, Sendable {
    public var sense: SenseLocation?
    public var note: String?

    public init(sense: SenseLocation? = nil, note: String? = nil) {
        self.sense = sense
        self.note = note
    }
}
