extension IndexedDictionary {
    /// The sense of the headword's articles at `position` that holds the folded translation
    /// `key`: the one where it stands strongest (a whole definition, then one of a first
    /// sense's translations, then a later sense's), else the first whose definition uses it as
    /// a word. `ışık` is light's ninth-article first sense ("ışık, aydınlık"), not its first
    /// ("konmak", to alight), which is what a row found so must show.
    func sense(answering key: [UInt8], atPosition position: Int) -> (location: SenseLocation, definition: String)? {
        var splitter = TranslationWords()
        var best: (strength: UInt32, location: SenseLocation, definition: String)?
        var piece: [UInt8] = []
        for (entryNumber, entry) in entries(atPosition: position).enumerated() {
            for (senseNumber, sense) in entry.senses.enumerated() {
                var strongest: UInt32?
                Array(sense.definition.utf8).withUnsafeBufferPointer { definition in
                    splitter.split(definition, sense: senseNumber) { found, strength in
                        piece.removeAll(keepingCapacity: true)
                        guard TranslationWords.appendKey(of: found, to: &piece), piece == key else { return }
                        strongest = min(strongest ?? strength, strength)
                    }
                }
                if let strongest, strongest < best?.strength ?? .max {
                    best = (strongest, SenseLocation(entry: entryNumber, sense: senseNumber), sense.definition)
                    if strongest == TranslationWords.wholeDefinition { return (best!.location, best!.definition) }
                }
            }
        }
        return best.map { ($0.location, $0.definition) }
    }
}
