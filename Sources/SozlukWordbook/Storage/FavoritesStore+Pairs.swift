import SozlukBase
import SozlukDictionary

extension FavoritesStore {
    /// The word as it is starred in the language pair `pairID`: under the pair, or under one
    /// of its dictionaries (starred from the command line with `-d tur-eng`, or before
    /// pairs were); nil when it is not starred there.
    public func starred(_ headword: String, in pairID: String, of dictionaries: DictionaryRepository) throws(FileProblem) -> WordReference? {
        try favorites().first { $0.word.headword == headword && dictionaries.pairID(of: $0.word.dictionaryID) == pairID }?.word
    }

    /// Stars the word in its pair, or unstars it wherever the pair has it starred; returns
    /// whether it is now a favorite.
    public func toggle(_ word: WordReference, of dictionaries: DictionaryRepository) throws(FileProblem) -> Bool {
        try toggle(word, sentence: nil, form: nil, of: dictionaries)
    }

    /// The same; starred, the favorite keeps `sentence` (read mode: the sentence the word
    /// was met in) and `form` (the word as written there).
    public func toggle(_ word: WordReference, sentence: String?, form: String?, of dictionaries: DictionaryRepository) throws(FileProblem) -> Bool {
        let pairID = dictionaries.pairID(of: word.dictionaryID)
        if let starred = try starred(word.headword, in: pairID, of: dictionaries) {
            try setFavorite(starred, false)
            return false
        }
        return try toggle(WordReference(dictionaryID: pairID, headword: word.headword), sentence: sentence, form: form)
    }

    /// Every starred word as a word of its pair (`DictionaryRepository.inPair`): for telling
    /// many words at once whether they are starred.
    public func starredInPairs(of dictionaries: DictionaryRepository) throws(FileProblem) -> Set<WordReference> {
        Set(try favorites().map { dictionaries.inPair($0.word) })
    }
}

extension LookupSuggestions {
    /// The words of the history worth a card: not starred in their pair, the commonest in
    /// their dictionary's language first (Review's offer, `sozluk history --suggest`).
    public static func suggest(history: [HistoryEntry], favorites: FavoritesStore, dictionaries: DictionaryRepository) throws(FileProblem) -> [HistoryEntry] {
        let starred = try favorites.starredInPairs(of: dictionaries)
        return suggest(history: history, isStarred: { starred.contains(dictionaries.inPair($0)) },
                       commonness: { dictionaries.commonness(of: $0.headword, in: $0.dictionaryID) })
    }
}
