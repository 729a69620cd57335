/// The lemmas a Turkish word's readings offer, each once, and their order: what
/// `TurkishLemmatizer.candidates` returns.
struct LemmaOffers {
    private var offered: [(candidate: LemmaCandidate, stemLength: Int, rarity: Int, changesStem: Bool)] = []
    /// Where each lemma offered stands in `offered`; the word itself is never one.
    private var places: [String: Int]

    init(word: String) {
        places = [word: -1]
    }

    /// Takes a lemma a reading offers, unless it was offered already; a lemma reached again by
    /// a commoner kind of reading (çık+tı+k after the rarer çık+tık) takes that reading, in its
    /// first place. Lemmas of one letter are none, but for pronouns (o).
    mutating func offer(_ candidate: LemmaCandidate, stemLength: Int, rarity: Int) {
        guard candidate.lemma.count >= 2 || TurkishLemmatizer.pronounStems.values.contains(candidate.lemma) else { return }
        let entry = (candidate, stemLength, rarity,
                     changesStem: TurkishLemmatizer.changesStem(of: String(candidate.analysis.prefix { $0 != "+" }), to: candidate.lemma))
        if let place = places[candidate.lemma] {
            if place >= 0, rarity < offered[place].rarity, stemLength == offered[place].stemLength { offered[place] = entry }
            return
        }
        places[candidate.lemma] = offered.count
        offered.append(entry)
    }

    /// The commoner kind of reading first (`Reading.rarity`: inflections before derivations),
    /// then the longest stems: the fewest endings taken off is the likeliest reading; a stem's
    /// own forms (itself, softened, its infinitive) in the order they were offered. A stem
    /// changed to make the lemma (ald → alt, verd → verid, yapt → yapıt) is a likelier reading
    /// only where no stem as written is one: aldı is al+dı before alt+ı.
    var likeliestFirst: [LemmaCandidate] {
        offered.enumerated().sorted { a, b in
            (a.element.rarity, a.element.changesStem ? 1 : 0, -a.element.stemLength, a.offset)
                < (b.element.rarity, b.element.changesStem ? 1 : 0, -b.element.stemLength, b.offset)
        }.map(\.element.candidate)
    }
}
