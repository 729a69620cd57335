import SozlukBase

/// Translations that dictionaries the other way round give outright: Turkish → English's
/// article on akıl says brain, which English → Turkish says only in brain's own article, as
/// beyin.
extension SearchEngine {
    /// A word of the target language to look up in the companion dictionaries, the note its
    /// rows get, and how far behind the query's own translations its translations rank (a
    /// lemma of the query's).
    struct CompanionQuery {
        let word: String
        let note: String
        var step = 0
        /// What the endings of `note`, an analysis, mean (`LemmaCandidate.glosses`).
        var glosses: [String?] = []
        /// A query not read as a word of the target language that starts headwords may be one
        /// of them being typed (`bec`, on its way to because, is beç in a companion): its rows
        /// wait for the prefix matches.
        var rank = SearchRank.translation
        /// The dictionary's own postings of the word's key, looked up already for the
        /// translation stage.
        var postings: [TranslationPosting]
    }

    /// The headwords the companions give for each word, ranked as translations: as a
    /// translation of the dictionary's own would (a companion's first translation before a
    /// later sense's, a common headword before a rare one), one use stronger for each
    /// dictionary that gives it too (the dictionary's own definitions, another companion), and
    /// a step behind for each translation before it in its sense of the companion article
    /// that gives it soonest, up to `latestCompanionOrder`. A headword the dictionary's own
    /// definitions do not give names the first companion that does.
    func addCompanionTranslations(of queries: [CompanionQuery], needle: UnsafeBufferPointer<UInt8>,
                                  in dictionary: IndexedDictionary, to found: inout Found) {
        guard !companions.isEmpty else { return }
        let index = dictionary.index
        for query in queries {
            var own: [Int: TranslationPosting] = [:]
            for posting in query.postings where posting.strength < Int(TranslationWords.word) { own[posting.position] = posting }
            let key = Array(Folding.fold(query.word).utf8)
            // A common word typed with its own letters means itself: şu (that) is no su (water),
            // kâr (profit) no kar (snow). Typed without them, or rare, it may mean either.
            let isCommon = key.withUnsafeBufferPointer { targetFrequencies?.zipf(ofFoldedKey: $0) ?? 0 } >= weights.commonCorrectionZipf
            let orFoldedAlike = query.word.unicodeScalars.allSatisfy(\.isASCII) || !isCommon
            var said: [Int: (posting: TranslationPosting, order: Int, by: String)] = [:]
            var positions: [Int] = []
            for companion in companions {
                for translation in companion.wholeTranslations(of: query.word, senses: weights.companionSenses, orFoldedAlike: orFoldedAlike) {
                    // The companion writes its translation with its letters: göl (lake) is no gol (goal).
                    let letters = TypedLetters(translation.translation)
                    for position in dictionary.positions(withKeyOf: translation.translation)
                    where !IndexedDictionary.isSame(index.key(position), needle) && letters.allowsSpelling(index.headword(position)) {
                        let posting = TranslationPosting(position: position, strength: translation.strength, mentions: 1)
                        if let earlier = said[position] {
                            // Once per companion: an article may give a word in two senses.
                            if earlier.by != companion.info.id {
                                said[position]!.posting = earlier.posting.adding(posting)
                                said[position]!.order = min(earlier.order, translation.place)
                            }
                        } else {
                            said[position] = (posting, translation.place, companion.info.id)
                            positions.append(position)
                        }
                    }
                }
            }
            for position in positions {
                let companionSaid = said[position]!
                let posting = own[position].map { $0.adding(companionSaid.posting) } ?? companionSaid.posting
                let standing = translationStanding(of: posting, in: dictionary) + min(weights.latestCompanionOrder, companionSaid.order)
                // A headword the dictionary itself gives as a whole translation keeps that rank,
                // whatever the companion's wait: Haus, starting Hausa, is still house.
                found.claim(position, rank: own[position] == nil ? query.rank : .translation, tieBreak: max(0, query.step + standing),
                            note: query.note, in: index, translatedBy: own[position] == nil ? companionSaid.by : nil,
                            answering: own[position] == nil ? nil : key, glosses: query.glosses)
            }
        }
    }
}
