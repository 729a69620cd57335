import SozlukDictionary

/// FreeDict's English → Turkish runs phrases with the headword on into a sense, without a
/// line or a number of their own: "fil white elephant elde bulundurması güç olan…" (elephant),
/// "kavrayış, zeka. brain child (k.dili.) fikri eser, buluş. brain fever beyin humması"
/// (brain). Each such phrase, with the translation after it, becomes an example of the sense
/// ("white elephant — elde bulundurması…"), and the definition keeps the sense's own meaning
/// ("fil"): that is what a reader sees first and what a search through translations matches,
/// so `fil` finds elephant and `elde` does not.
///
/// A phrase is the headword (or a word made from it: brainpan, write-in) with up to three
/// words of the source language on each side, as the dictionary's own headwords tell them.
/// It starts a sub-entry when it is more than the headword alone, or after a full stop when
/// its one word is made from the headword ("kafa. brainpan kafatası"), and never as the
/// sense's first word: a headword the target language also uses ("golf, golf oyunu") stays
/// where it is. Turkish words that are English headwords too (emir, bu) may still be taken
/// into a phrase; the sense's own meaning before it is kept whole.
///
/// A note of the headword's forms before a sense's meaning ("(wrote, written eski writ)
/// yazı yazmak") is taken out as a label the same way.
///
/// Only a dictionary written this way throughout is split: in English → Turkish one sense in
/// eight has such a phrase, while in German ↔ English, whose articles do not run phrases
/// on, the rule finds one sense in five thousand, and every one of those is a translation
/// cut in two ("Miete, Pacht oder Leasing, …"), where the two languages share words.
struct RunOnPhrases {
    /// The dictionary's single-word headwords, lower case.
    let sourceWords: Set<String>
    private static let longestSide = 3

    init(headwords: some Sequence<String>) {
        sourceWords = Set(headwords.lazy.map { $0.lowercased() }.filter { !$0.contains(" ") })
    }

    /// Dictionaries where fewer senses than this share have phrases run on into them are not
    /// written that way: what the rule finds there is chance.
    static let leastShareOfSenses = 0.01

    /// The entries with their run-on phrases split off, if the dictionary is written so.
    static func splitting(_ entries: [DictionaryEntry]) -> [DictionaryEntry] {
        let phrases = RunOnPhrases(headwords: entries.map(\.headword))
        let split = entries.map(phrases.splitting)
        let senses = entries.reduce(0) { $0 + $1.senses.count }
        let changed = zip(entries, split).reduce(0) { count, pair in
            count + zip(pair.0.senses, pair.1.senses).filter { $0.definition != $1.definition }.count
        }
        return Double(changed) >= Double(senses) * leastShareOfSenses ? split : entries
    }

    func splitting(_ entry: DictionaryEntry) -> DictionaryEntry {
        let headword = entry.headword.lowercased()
        guard headword.count >= 2, !headword.contains(" ") else { return entry }
        var entry = entry
        entry.senses = entry.senses.map { split($0, headword: headword) }
        return entry
    }

    func split(_ sense: Sense, headword: String) -> Sense {
        var sense = movingFormNote(sense, headword: headword)
        // Most senses never name their headword; they need not be taken into words.
        guard sense.definition.lowercased().contains(headword) else { return sense }
        let words = sense.definition.split(separator: " ")
        var phrases: [Range<Int>] = []
        var index = 1 // the first word is the sense's own
        while index < words.count {
            // A sub-entry has a translation: one word at least before the next phrase.
            let earliest = (phrases.last?.upperBound ?? 0) + 1
            if isHeadword(words[index], headword), let phrase = phrase(around: index, in: words, headword: headword, from: earliest),
               phrase.upperBound < words.count {
                phrases.append(phrase)
                index = phrase.upperBound + 1
            } else {
                index += 1
            }
        }
        guard let first = phrases.first else { return sense }
        sense.definition = Self.text(words[..<first.lowerBound])
        var examples: [String] = []
        for (number, phrase) in phrases.enumerated() {
            let end = number + 1 < phrases.count ? phrases[number + 1].lowerBound : words.count
            examples.append(Self.text(words[phrase]) + " — " + Self.text(words[phrase.upperBound..<end]))
        }
        sense.examples = examples + sense.examples
        return sense
    }

    /// "(wrote, written eski writ) yazı yazmak", "(-ed, -ing veya -led, -ling) tünel": a note of
    /// the headword's forms before the sense's meaning becomes a label of it, so the meaning
    /// is what the definition starts with. A note of context ("(radyo, televizyon) tedricen
    /// değişmek") shares no start with the headword and stays.
    private func movingFormNote(_ sense: Sense, headword: String) -> Sense {
        let text = sense.definition
        guard headword.count >= 3, text.first == "(", let close = text.firstIndex(of: ")") else { return sense }
        let note = text[text.index(after: text.startIndex)..<close]
        let meaning = text[text.index(after: close)...].drop { " .,:;".contains($0) }.trimmingWhitespace()
        guard note.count <= 60, !note.contains("("), !meaning.isEmpty else { return sense }
        let stem = headword.prefix(3)
        let words = note.split { " ,:;".contains($0) }
        guard words.contains(where: { $0.hasPrefix("-") || $0.lowercased().hasPrefix(stem) }) else { return sense }
        var sense = sense
        sense.definition = meaning
        sense.labels.append(note.trimmingWhitespace())
        return sense
    }

    /// The words of the phrase whose headword is at `index`, if they start a sub-entry there.
    private func phrase(around index: Int, in words: [Substring], headword: String, from earliest: Int) -> Range<Int>? {
        guard index >= earliest else { return nil }
        var start = index
        while start - 1 >= earliest, index - (start - 1) <= Self.longestSide, !Self.endsClause(words[start - 1]), isSourceWord(words[start - 1]) {
            start -= 1
        }
        var end = index + 1
        while end < words.count, end - index <= Self.longestSide, !Self.endsClause(words[end - 1]), isSourceWord(words[end]) {
            end += 1
        }
        let afterStop = words[start - 1].last == "."
        let isMadeFromHeadword = Self.bare(words[index]) != headword
        return end - start >= 2 || (afterStop && isMadeFromHeadword) ? start..<end : nil
    }

    /// The headword, or a word made from it: one the dictionary has (brainpan), or one in
    /// plain letters (riverbank; Turkish words mostly have ç, ğ, ı, ö, ş or ü).
    private func isHeadword(_ word: Substring, _ headword: String) -> Bool {
        let bare = Self.bare(word)
        if bare == headword || bare.hasPrefix(headword + "-") { return true }
        guard headword.count >= 3, bare.hasPrefix(headword) else { return false }
        return sourceWords.contains(bare) || (headword.count >= 4 && bare.allSatisfy { $0.isASCII && $0.isLetter })
    }

    private func isSourceWord(_ word: Substring) -> Bool {
        let bare = Self.bare(word)
        if sourceWords.contains(bare) { return true }
        return ["one's", "one'", "someone's", "someone'", "sb", "sth", "oneself"].contains(bare)
            || (bare.contains("-") && bare.split(separator: "-").allSatisfy { sourceWords.contains(String($0)) })
    }

    /// Lower case, without the punctuation that closes it or a possessive ("brain's" is brain).
    private static func bare(_ word: Substring) -> String {
        var bare = word.lowercased()
        while let last = bare.last, ",.;:".contains(last) { bare.removeLast() }
        if bare.hasSuffix("'s"), !bare.hasPrefix("one"), !bare.hasPrefix("someone") { bare.removeLast(2) }
        return bare
    }

    private static func endsClause(_ word: Substring) -> Bool {
        word.last.map { ",.;:)".contains($0) } ?? false
    }

    private static func text(_ words: ArraySlice<Substring>) -> String {
        var text = words.joined(separator: " ")
        while let last = text.last, last == "." || last == " " || last == "," || last == ";" { text.removeLast() }
        return text
    }
}
