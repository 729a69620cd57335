extension IndexedDictionary {
    /// The sense of the headword's articles at `position` that holds the folded translation
    /// `key`: the one where it stands strongest (a whole definition, then one of a first
    /// sense's translations, then a later sense's), else the first whose definition uses it as
    /// a word. `ışık` is light's ninth-article first sense ("ışık, aydınlık"), not its first
    /// ("konmak", to alight), which is what a row found so must show. When no definition has
    /// it, the first example that does (`give off — çıkarmak (duman, koku, ışık)` for ışık):
    /// the row and the page show that line.
    func sense(answering key: [UInt8], atPosition position: Int) -> (location: SenseLocation, definition: String)? {
        var splitter = TranslationWords()
        var best: (strength: UInt32, location: SenseLocation, definition: String)?
        let entries = entries(atPosition: position)
        for (entryNumber, entry) in entries.enumerated() {
            for (senseNumber, sense) in entry.senses.enumerated() {
                guard let strongest = Self.strength(of: key, in: sense.definition, sense: senseNumber, splitter: &splitter),
                      strongest < best?.strength ?? .max else { continue }
                best = (strongest, SenseLocation(entry: entryNumber, sense: senseNumber), sense.definition)
                if strongest == TranslationWords.wholeDefinition { return (best!.location, best!.definition) }
            }
        }
        if let best { return (best.location, best.definition) }
        for (entryNumber, entry) in entries.enumerated() {
            for (senseNumber, sense) in entry.senses.enumerated() {
                for example in sense.examples where Self.strength(of: key, in: example, sense: senseNumber, splitter: &splitter) != nil {
                    return (SenseLocation(entry: entryNumber, sense: senseNumber, example: example), example)
                }
            }
        }
        return nil
    }

    /// How strongly `text` gives the translation `key` (lower is stronger); nil when it does not.
    private static func strength(of key: [UInt8], in text: String, sense: Int, splitter: inout TranslationWords) -> UInt32? {
        var strongest: UInt32?
        var piece: [UInt8] = []
        Array(text.utf8).withUnsafeBufferPointer { words in
            splitter.split(words, sense: sense) { found, strength in
                piece.removeAll(keepingCapacity: true)
                guard TranslationWords.appendKey(of: found, to: &piece), piece == key else { return }
                strongest = min(strongest ?? strength, strength)
            }
        }
        return strongest
    }
}
