import SafeText
import SozlukBase

/// Where a starred word stands in the sentence it was met in, as written there: what a
/// review card marks and an Anki card makes a cloze of.
///
/// The word is looked for as whole words, folded (`Folding`: case and accents, Turkish dotted
/// and dotless i alike), so "Abandon" and "ABANDON" are found for abandon, "İstanbul" for
/// istanbul. A sentence seldom has the headword itself, though: it has a form of it. When the
/// headword is not there, the first word starting with one of its stems is taken, the whole
/// word (kitap: kitaplarımızdan, git-mek: gidiyor, make: making, İstanbul: İstanbul'dan).
/// Stems shorter than three letters are not tried: they start too many words. A favorite
/// starred in read mode knows its form, the words as the sentence writes them (gave up for
/// give up): those are looked for first, and need no guessing.
public enum SentenceWord {
    static let shortestStem = 3

    /// The word's range in `sentence`, in characters; nil when no word of it is found.
    /// - Parameter form: the word as the sentence writes it, when known.
    public static func range(of headword: String, in sentence: String, form: String? = nil) -> Range<Int>? {
        let words = tokens(in: sentence)
        if let form, let range = wholeWords(tokens(in: form).map(\.folded), in: words) { return range }
        let parts = tokens(in: headword).map(\.folded)
        guard !parts.isEmpty, words.count >= parts.count else { return nil }
        if let range = wholeWords(parts, in: words) { return range }
        // A phrase bends at its last word (elde etmek: elde edildi, yola çıkmak: yola çıktık):
        // its other words as written, the last by a stem, however short (et, ed) once the
        // words before it have placed it.
        if parts.count > 1 {
            guard let start = phraseStarts(of: parts, in: words.map(\.folded)).first else { return nil }
            return words[start].range.lowerBound..<words[start + parts.count - 1].range.upperBound
        }
        for stem in stems(of: parts[0]) {
            if let word = words.first(where: { $0.folded.hasPrefix(stem) }) { return word.range }
        }
        // A verb of a two-letter stem (etmek, demek: etti, dedi) by that stem, only for a word
        // longer than it by an ending: so few words start with it and bend so.
        let isVerb = parts[0].hasSuffix("mak") || parts[0].hasSuffix("mek")
        for stem in stems(of: parts[0], shortest: 2) where isVerb && stem.count == 2 {
            if let word = words.first(where: { $0.folded.hasPrefix(stem) && $0.folded.count > stem.count + 1 && $0.folded.count <= stem.count + 6 }) {
                return word.range
            }
        }
        return nil
    }

    /// Where the folded `parts` first stand as whole words of a sentence, in characters.
    private static func wholeWords(_ parts: [String], in words: [(range: Range<Int>, folded: String)]) -> Range<Int>? {
        guard !parts.isEmpty, words.count >= parts.count else { return nil }
        for start in 0...(words.count - parts.count) where words[start..<start + parts.count].map(\.folded) == parts {
            return words[start].range.lowerBound..<words[start + parts.count - 1].range.upperBound
        }
        return nil
    }

    /// Where a phrase of several words stands among a text's words, folded: each place its
    /// words start, the last of them bent (elde etmek: elde edilmiş; yola çıkmak: yola çıktık).
    public static func phraseStarts(of headword: String, inFolded words: [String]) -> [Int] {
        phraseStarts(of: tokens(in: headword).map(\.folded), in: words)
    }

    static func phraseStarts(of parts: [String], in words: [String]) -> [Int] {
        guard parts.count > 1, words.count >= parts.count else { return [] }
        let lastStems = stems(of: parts[parts.count - 1], shortest: 2)
        let leading = Array(parts.dropLast())
        return (0...(words.count - parts.count)).filter { start in
            words[start] == leading[0] && Array(words[start..<start + parts.count - 1]) == leading
                && lastStems.contains(where: words[start + parts.count - 1].hasPrefix)
        }
    }

    /// The sentence as a terminal shows it (control characters out, tabs and line breaks as
    /// spaces, runs of spaces as one), with where the word stands in that text.
    public static func marked(_ sentence: String, headword: String, form: String? = nil) -> (text: String, word: Range<Int>?) {
        let text = TerminalSafeText.sanitize(sentence).split(separator: " ").joined(separator: " ")
        return (text, range(of: headword, in: text, form: form))
    }

    /// The starts a form of the folded word may have, the longest first: the word; a Turkish
    /// verb without its infinitive ending (gel-mek); each with its last consonant voiced or its
    /// narrow vowel dropped (`TurkishLemmatizer.foldedStems`: kitab-ı, burn-u); an English
    /// word without its silent e (mak-ing) or with its y as i (carri-ed).
    static func stems(of word: String, shortest: Int = shortestStem) -> [String] {
        var bases = [word]
        if word.count >= 5, word.hasSuffix("mak") || word.hasSuffix("mek") { bases.append(String(word.dropLast(3))) }
        var stems = bases.flatMap(TurkishLemmatizer().foldedStems(ofFoldedLemma:))
        // et-mek softens like longer stems (ed-ildi), which the lemmatizer's rule leaves to stems of three letters or more.
        if let short = stems.first(where: { $0.count == 2 && $0.hasSuffix("t") }) { stems.append(String(short.dropLast()) + "d") }
        if word.count > 3, word.hasSuffix("e") { stems.append(String(word.dropLast())) }
        if word.count > 3, word.hasSuffix("y") { stems.append(String(word.dropLast()) + "i") }
        var seen: Set<String> = []
        return stems.filter { $0.count >= shortest && seen.insert($0).inserted }.sorted { $0.count > $1.count }
    }

    /// Runs of letters and digits, an apostrophe between letters kept in the word (İstanbul'dan,
    /// don't), each with its range in characters and its folded form.
    static func tokens(in text: String) -> [(range: Range<Int>, folded: String)] {
        var tokens: [(range: Range<Int>, folded: String)] = []
        let characters = Array(text)
        var start: Int?
        for (index, character) in characters.enumerated() {
            let inWord = character.isLetter || character.isNumber
                || ((character == "'" || character == "’") && start != nil && index + 1 < characters.count && characters[index + 1].isLetter)
            if inWord {
                if start == nil { start = index }
            } else if let first = start {
                tokens.append((first..<index, Folding.fold(String(characters[first..<index]))))
                start = nil
            }
        }
        if let first = start { tokens.append((first..<characters.count, Folding.fold(String(characters[first...])))) }
        return tokens
    }
}
