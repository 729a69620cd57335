/// The stage that finds a query of several words where dictionaries write phrases: in the
/// examples and sub-entries under one of its words (`give up — vaz geçmek` stands under give,
/// `ice cream — dondurma` under ice), with inflection undone word by word (`looked after` is
/// look after, `gave up` give up, Turkish `yola çıktık` yola çıkmak).
extension SearchEngine {
    /// Phrases longer than this are sentences, not looked for among examples.
    static let mostPhraseWords = 6
    /// How many readings of each word (itself and its likeliest lemmas) are tried.
    static let phraseReadingsPerWord = 3
    /// How many spellings of the whole phrase are tried at most (the readings multiply).
    static let mostPhraseForms = 16

    func addPhrases(of query: String, in dictionary: IndexedDictionary, to found: inout Found) {
        let words = query.split(separator: " ").map(String.init)
        guard (2...Self.mostPhraseWords).contains(words.count) else { return }
        let forms = phraseForms(of: words)
        let index = dictionary.index
        // An article is read once, however many spellings of the phrase are looked for in it.
        var articles: [Int: [DictionaryEntry]] = [:]
        for (formNumber, form) in forms.enumerated() {
            for word in Set(form.words) {
                for position in dictionary.positions(withKeyOf: word) where !found.claimed.contains(position) {
                    let entries = articles[position] ?? dictionary.entries(atPosition: position)
                    articles[position] = entries
                    guard let line = Self.example(writing: form.folded, in: entries) else { continue }
                    // The query as typed before its lemmas, a whole example before one it starts.
                    let tieBreak = (formNumber == 0 ? 0 : 2) + (line.isWhole ? 0 : 1)
                    found.claim(position, rank: .phrase, tieBreak: tieBreak, note: form.words.joined(separator: " "), in: index)
                    found.summaries[index.alphabeticalPlace(position)] = line.text
                    found.answeringSenses[index.alphabeticalPlace(position)] = line.location
                }
            }
        }
    }

    /// The query's words as typed, then with the likelier lemmas of each, the query first.
    private func phraseForms(of words: [String]) -> [(words: [String], folded: String)] {
        let readings = words.map { word -> [String] in
            let lemmas = sourceLemmatizer?.candidates(for: word, lettersMayBeMissing: false).map(\.lemma) ?? []
            var seen = Set([Folding.fold(word)])
            return [word] + lemmas.filter { seen.insert(Folding.fold($0)).inserted }.prefix(Self.phraseReadingsPerWord - 1)
        }
        var forms: [[String]] = [[]]
        for options in readings {
            forms = forms.flatMap { start in options.map { start + [$0] } }
            if forms.count > Self.mostPhraseForms { forms = Array(forms.prefix(Self.mostPhraseForms)) }
        }
        return forms.map { ($0, Folding.fold($0.joined(separator: " "))) }
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
