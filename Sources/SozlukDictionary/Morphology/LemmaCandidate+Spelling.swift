import SozlukBase

extension LemmaCandidate {
    /// The analysis with its stem spelled as `word` spells it where the two fold alike: a
    /// word typed without Turkish letters shows its stem as the dictionary writes it
    /// (`kir+di` of kırmak is kır+di, `sehr+e` of şehir şehr+e). A letter that differs beyond
    /// folding (the softened g of kopeg+i, köpek) stays as typed, and no capital is brought in.
    public func analysis(spelledLike word: String) -> String {
        let pieces = analysis.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)
        guard let stem = pieces.first else { return analysis }
        let letters = Array(word.prefix(stem.count))
        var spelled = ""
        for (index, typed) in stem.enumerated() {
            let written = index < letters.count ? letters[index] : typed
            let isSameLetter = Folding.fold(written) == Folding.fold(typed) && TurkishLemmatizer.lowercased(String(written)) == String(written)
            spelled.append(isSameLetter ? written : typed)
        }
        return pieces.count > 1 ? spelled + "+" + pieces[1] : spelled
    }
}
