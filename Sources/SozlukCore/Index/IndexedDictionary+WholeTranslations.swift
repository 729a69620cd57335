extension IndexedDictionary {
    /// The words of the definitions of the headword's entries at `position`, as written, and
    /// of their examples too when `examplesToo`.
    func definitionWords(atPosition position: Int, examplesToo: Bool = false) -> [Substring] {
        entries(atPosition: position).flatMap { entry in
            entry.senses.flatMap { sense in
                ([sense.definition] + (examplesToo ? sense.examples : [])).flatMap { $0.split(whereSeparator: { !$0.isLetter }) }
            }
        }
    }

    /// Whether the articles at `position` write `word` (lower-cased the Turkish way) as one of
    /// their words, not only a word folding like it: su, not şu; ice, not içe.
    func writes(_ word: String, atPosition position: Int, examplesToo: Bool = false) -> Bool {
        definitionWords(atPosition: position, examplesToo: examplesToo).contains { TurkishLemmatizer.lowercased(String($0)) == word }
    }

    /// What the dictionary's articles on a word give as its translations, each once with its
    /// strongest strength (`TranslationWords`) and its place among its sense's translations:
    /// the pieces of its definitions, not the words inside longer ones. Read from the articles
    /// spelled as `word` is when there are any (kâr, profit, is not kar, snow), else,
    /// `orFoldedAlike`, from those folding like it, but an abbreviation only for a word typed
    /// in capitals too (`ab` is no AB, the EU); from the first `senses` of each article, where
    /// a dictionary puts what a word mostly means (go has sixty in English → Turkish, and
    /// "eski" in one).
    func wholeTranslations(of word: String, senses: Int, orFoldedAlike: Bool = true) -> [(translation: String, strength: Int, place: Int)] {
        let isAbbreviation = { (text: String) in text.count > 1 && text.allSatisfy { !$0.isLetter || $0.isUppercase } }
        let mayBeAbbreviation = { (position: Int) in isAbbreviation(word) || !isAbbreviation(self.index.headword(position)) }
        let positions = positions(withKeyOf: word).filter(mayBeAbbreviation)
        let spelled = self.positions(spelledAs: word).filter(mayBeAbbreviation)
        var translations: [(translation: String, strength: Int, place: Int)] = []
        var places: [String: Int] = [:]
        var splitter = TranslationWords()
        for position in spelled.isEmpty && orFoldedAlike ? positions : spelled {
            for entry in entries(atPosition: position) {
                for (number, sense) in entry.senses.prefix(senses).enumerated() {
                    var place = 0
                    Array(sense.definition.utf8).withUnsafeBufferPointer { definition in
                        splitter.split(definition, sense: number) { piece, strength in
                            guard strength < TranslationWords.word else { return }
                            defer { place += 1 }
                            let translation = String(decoding: piece, as: UTF8.self)
                            if let seen = places[translation] {
                                if Int(strength) < translations[seen].strength { translations[seen] = (translation, Int(strength), place) }
                            } else {
                                places[translation] = translations.count
                                translations.append((translation, Int(strength), place))
                            }
                        }
                    }
                }
            }
        }
        return translations
    }
}
