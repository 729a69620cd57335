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
        entries(atPosition: position).contains { entry in
            entry.senses.contains { sense in
                WrittenWords.writes(word, in: sense.definition) || examplesToo && sense.examples.contains { WrittenWords.writes(word, in: $0) }
            }
        }
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
                    for piece in splitter.wholeTranslations(of: sense.definition, sense: number) {
                        if let seen = places[piece.translation] {
                            if piece.strength < translations[seen].strength { translations[seen] = piece }
                        } else {
                            places[piece.translation] = translations.count
                            translations.append(piece)
                        }
                    }
                }
            }
        }
        return translations
    }
}

extension TranslationWords {
    /// The translations a definition gives outright (the pieces of `split` stronger than a
    /// word inside a longer one), as written, each with its strength and its place among them.
    mutating func wholeTranslations(of definition: String, sense: Int) -> [(translation: String, strength: Int, place: Int)] {
        var pieces: [(translation: String, strength: Int, place: Int)] = []
        Array(definition.utf8).withUnsafeBufferPointer { definition in
            split(definition, sense: sense) { piece, strength in
                guard strength < TranslationWords.word else { return }
                pieces.append((String(decoding: piece, as: UTF8.self), Int(strength), pieces.count))
            }
        }
        return pieces
    }
}

/// What an entry's senses give outright as translations, as the translation index reads them:
/// how a dictionary turned round (`sozluk import reverse`) finds its headwords.
package enum DefinitionTranslations {
    /// The weakest strength of a translation the first sense gives.
    package static let firstSense = Int(TranslationWords.firstSense)

    /// Each sense's whole translations, with their strength (`TranslationWords`: 0 the whole
    /// first definition, 1 a translation of the first sense, 2 of a later one) and place.
    /// A two-word first definition is searched for by each of its words as well (meşe ağacı
    /// for oak), but its words are no translations of their own: mezar taşı (tombstone) makes
    /// no headword taşı, whose -ı only says whose stone it is.
    package static func of(_ entry: DictionaryEntry) -> [[(translation: String, strength: Int, place: Int)]] {
        var splitter = TranslationWords()
        return entry.senses.enumerated().map { number, sense in
            var pieces: [(translation: String, strength: Int, place: Int)] = []
            for piece in splitter.wholeTranslations(of: sense.definition, sense: number) {
                let words = piece.translation.split(separator: " ").map(String.init)
                // The phrase comes right after its own words, which are taken back; a word that
                // is a translation of its own before it stays ("elma, kırmızı elma").
                // (Only a first sense's sole item of two words gives its words so, as translations.)
                if number == 0, words.count > 1, pieces.count >= words.count, pieces.suffix(words.count).map(\.translation) == words,
                   pieces.suffix(words.count).allSatisfy({ $0.strength == Int(TranslationWords.translation) }) {
                    pieces.removeLast(words.count)
                }
                pieces.append((piece.translation, piece.strength, pieces.count))
            }
            return pieces
        }
    }
}
