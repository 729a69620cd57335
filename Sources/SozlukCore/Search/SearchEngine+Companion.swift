/// Translations a dictionary the other way round gives outright: Turkish → English's article
/// on akıl says brain, which English → Turkish says only in brain's own article, as beyin.
extension SearchEngine {
    /// A word of the target language to look up in the companion dictionary, the note its
    /// rows get, and how far behind the query's own translations its translations rank (a
    /// lemma of the query's).
    struct CompanionQuery {
        let word: String
        let note: String
        var step = 0
    }

    static let latestCompanionOrder = 3
    /// How many senses of a companion's article are read.
    static let companionSenses = 3

    /// The headwords the companion dictionary gives for each word, ranked as translations: as
    /// a translation of the dictionary's own would (the companion's first translation before
    /// a later sense's, a common headword before a rare one), one mention stronger where the
    /// dictionary's own definitions have the word as a translation too, and a step behind for
    /// each translation before it in the companion's article, up to `latestCompanionOrder`.
    func addCompanionTranslations(of queries: [CompanionQuery], needle: UnsafeBufferPointer<UInt8>,
                                  in dictionary: IndexedDictionary, to found: inout Found) {
        guard let companion else { return }
        let index = dictionary.index
        for query in queries {
            var agreeing: [Int: TranslationPosting] = [:]
            let key = Array(Folding.fold(query.word).utf8)
            for posting in key.withUnsafeBufferPointer(dictionary.translations(ofKey:)) where posting.strength < Int(TranslationWords.word) {
                agreeing[posting.position] = posting
            }
            for (order, said) in companion.wholeTranslations(of: query.word, senses: Self.companionSenses).enumerated() {
                for position in dictionary.positions(withKeyOf: said.translation) where !Self.isExact(index.key(position), needle) {
                    let companionPosting = TranslationPosting(position: position, strength: said.strength, mentions: 1)
                    let posting = agreeing[position].map { $0.adding(companionPosting) } ?? companionPosting
                    let standing = translationStanding(of: posting, in: dictionary) + min(Self.latestCompanionOrder, order)
                    found.claim(position, rank: .translation, tieBreak: max(0, query.step + standing), note: query.note, in: index,
                                translatedBy: agreeing[position] == nil ? companion.info.id : nil)
                }
            }
        }
    }
}
