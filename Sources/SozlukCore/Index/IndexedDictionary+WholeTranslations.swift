extension IndexedDictionary {
    /// What the dictionary's articles on a word give as its translations, each once with its
    /// strongest strength (`TranslationWords`): the pieces of its definitions, not the words
    /// inside longer ones. Read from the articles spelled as `word` is when there are any
    /// (kâr, profit, is not kar, snow), else from those folding like it; from the first
    /// `senses` of each article, where a dictionary puts what a word mostly means (go has
    /// sixty in English → Turkish, and "eski" in one).
    func wholeTranslations(of word: String, senses: Int) -> [(translation: String, strength: Int)] {
        let positions = Array(positions(withKeyOf: word))
        let typed = TurkishLemmatizer.lowercased(word)
        let spelled = positions.filter { TurkishLemmatizer.lowercased(index.headword($0)) == typed }
        var translations: [(translation: String, strength: Int)] = []
        var places: [String: Int] = [:]
        var splitter = TranslationWords()
        for position in spelled.isEmpty ? positions : spelled {
            for entry in entries(atPosition: position) {
                for (number, sense) in entry.senses.prefix(senses).enumerated() {
                    Array(sense.definition.utf8).withUnsafeBufferPointer { definition in
                        splitter.split(definition, sense: number) { piece, strength in
                            guard strength < TranslationWords.word else { return }
                            let translation = String(decoding: piece, as: UTF8.self)
                            if let place = places[translation] {
                                translations[place].strength = min(translations[place].strength, Int(strength))
                            } else {
                                places[translation] = translations.count
                                translations.append((translation, Int(strength)))
                            }
                        }
                    }
                }
            }
        }
        return translations
    }
}
