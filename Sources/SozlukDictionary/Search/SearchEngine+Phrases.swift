import SozlukBase

/// The stage that finds a query of several words where dictionaries write phrases: a
/// headword that is the phrase with inflection undone word by word (`aşık olduk` → aşık
/// olmak), and the examples and sub-entries under one of its words (`give up — vaz geçmek`
/// stands under give, `ice cream — dondurma` under ice; `looked after` is look after, `gave
/// up` give up).
extension SearchEngine {
    /// Phrases longer than this are sentences, not looked for among examples.
    static let mostPhraseWords = 6
    /// How many spellings of the whole phrase are tried at most (the readings multiply).
    static let mostPhraseForms = 16

    func addPhrases(of query: String, in dictionary: IndexedDictionary, to found: inout Found) {
        let words = query.split(separator: " ").map(String.init)
        guard (2...Self.mostPhraseWords).contains(words.count) else { return }
        let forms = phraseForms(of: words, in: dictionary)
        let index = dictionary.index
        // An article is read once, however many spellings of the phrase are looked for in it.
        var articles: [Int: [DictionaryEntry]] = [:]
        for (formNumber, form) in forms.enumerated() {
            // The phrase itself a headword, once its words' endings are undone: a form of it.
            if formNumber > 0 {
                for position in dictionary.positions(withKeyOf: form.folded) where !found.isPlaced(position) {
                    found.claim(position, rank: .lemma, tieBreak: formNumber, note: form.analysis, in: index)
                }
            }
            var wordsSeen = Set<String>()
            for (wordNumber, word) in form.words.enumerated() where wordsSeen.insert(word).inserted {
                for position in dictionary.positions(withKeyOf: word) where !found.isPlaced(position) {
                    let entries = articles[position] ?? dictionary.entries(atPosition: position)
                    articles[position] = entries
                    guard let line = Self.example(writing: form.folded, in: entries) else { continue }
                    // The query as typed before its lemmas, a whole example before one it starts,
                    // the article of its first word before another's (blood bank: blood, then bank).
                    let tieBreak = (formNumber == 0 ? 0 : 4) + (line.isWhole ? 0 : 2) + min(wordNumber, 1)
                    found.claim(position, rank: .phrase, tieBreak: tieBreak, note: form.words.joined(separator: " "), in: index)
                    found.summaries[index.alphabeticalPlace(position)] = line.text
                    found.answeringSenses[index.alphabeticalPlace(position)] = line.location
                }
            }
        }
    }

    /// A phrase no article writes and no stage answers (`kullanıcı adı`, `dosya adı`): its
    /// words, each as a word of its own, in the order typed, so that the reader sees what each
    /// means rather than nothing; a word that is no headword by its likeliest lemmas
    /// (adı: ad ← ad+ı).
    func addWordsOfPhrase(_ query: String, in dictionary: IndexedDictionary, to found: inout Found) {
        let words = query.split(separator: " ").map(String.init)
        guard (2...Self.mostPhraseWords).contains(words.count) else { return }
        let index = dictionary.index
        for (number, word) in words.enumerated() {
            // Spelled as typed: adı is no adi (ordinary).
            let letters = TypedLetters(word)
            let exact = dictionary.positions(withKeyOf: Folding.fold(word)).filter { letters.allowsSpelling(index.headword($0)) }
            for position in exact where !found.isPlaced(position) {
                found.claim(position, rank: .lemma, tieBreak: number * weights.phraseReadingsPerWord, note: nil, in: index)
            }
            guard exact.isEmpty else { continue }
            var readings = 0
            for candidate in sourceLemmatizer?.candidates(for: word, lettersMayBeMissing: false) ?? [] where !candidate.isDerived {
                let positions = dictionary.positions(withKeyOf: candidate.lemma)
                guard !positions.isEmpty else { continue }
                for position in positions where !found.isPlaced(position) {
                    found.claim(position, rank: .lemma, tieBreak: number * weights.phraseReadingsPerWord + 1 + readings,
                                note: candidate.analysis(spelledLike: index.headword(position)), in: index, glosses: candidate.glosses)
                }
                readings += 1
                if readings == weights.phraseReadingsPerWord - 1 { break }
            }
        }
    }

    /// The query's words as typed, then with the likelier lemmas of each, the query first;
    /// each with how it was read (`aşık ol+du+k`). Lemmas the dictionary has as headwords come
    /// before those it has not: `gives` is give before gif and gife (the -ves of wolves).
    private func phraseForms(of words: [String], in dictionary: IndexedDictionary) -> [(words: [String], folded: String, analysis: String)] {
        let readings = words.map { word -> [(word: String, analysis: String)] in
            let candidates = sourceLemmatizer?.candidates(for: word, lettersMayBeMissing: false) ?? []
            let isHeadword = candidates.map { !dictionary.positions(withKeyOf: $0.lemma).isEmpty }
            let lemmas = zip(candidates, isHeadword).filter(\.1).map(\.0) + zip(candidates, isHeadword).filter { !$0.1 }.map(\.0)
            var seen = Set([Folding.fold(word)])
            return [(word, word)] + lemmas.filter { seen.insert(Folding.fold($0.lemma)).inserted }.prefix(weights.phraseReadingsPerWord - 1)
                .map { ($0.lemma, $0.analysis) }
        }
        var forms: [[(word: String, analysis: String)]] = [[]]
        for options in readings {
            forms = forms.flatMap { start in options.map { start + [$0] } }
            if forms.count > Self.mostPhraseForms { forms = Array(forms.prefix(Self.mostPhraseForms)) }
        }
        return forms.map { form in
            let words = form.map(\.word)
            return (words, Folding.fold(words.joined(separator: " ")), form.map(\.analysis).joined(separator: " "))
        }
    }

    /// The example (or sub-entry) whose phrase, before its dash, is `folded` or starts with it
    /// and goes on (`look forward` in "look forward to — beklemek"), a whole one first.
    static func example(writing folded: String, in entries: [DictionaryEntry]) -> (text: String, location: SenseLocation, isWhole: Bool)? {
        var partial: (text: String, location: SenseLocation, isWhole: Bool)?
        for (entryNumber, entry) in entries.enumerated() {
            for (senseNumber, sense) in entry.senses.enumerated() {
                for example in sense.examples {
                    let phrase = Folding.fold(example.split(separator: "—", maxSplits: 1).first ?? "")
                    let words = TypedQuery.normalized(phrase)
                    let location = SenseLocation(entry: entryNumber, sense: senseNumber, example: example)
                    if words == folded { return (example, location, true) }
                    if partial == nil, words.hasPrefix(folded + " ") { partial = (example, location, false) }
                }
            }
        }
        return partial
    }
}
