import SozlukBase
import SozlukDictionary

/// FreeDict's English → Turkish writes a word's other spellings into its headword after a
/// comma: "gray , grey", "ax, axe", "color, ing colour" (ing.: British), "philosophic ,-ical",
/// "dreadnought, naught", and inverts names: "aden, gulf of", "grundy,mrs.". A search for
/// "gray" or "axe" found none of them. Each spelling becomes an entry of its own with the
/// article; a name is put back in order ("gulf of aden"). A headword is only taken apart when
/// every part after the first is another spelling of the first (starting with its letter, or
/// two typos from it) or an ending to put on it ("-ical", "naught"). Other FreeDict
/// dictionaries write phrases and sentences with commas as headwords ("wissen, wie es geht"):
/// the importer mends English → Turkish alone.
enum HeadwordVariants {
    /// The entries with each headword of several spellings made one entry per spelling.
    static func splitting(_ entries: [DictionaryEntry]) -> [DictionaryEntry] {
        entries.flatMap { entry -> [DictionaryEntry] in
            guard entry.headword.contains(",") else { return [entry] }
            return spellings(of: entry.headword).map { spelling in
                var copy = entry
                copy.headword = spelling
                return copy
            }
        }
    }

    /// The spellings a headword stands for, the first first; the headword itself when it is
    /// not a list of spellings.
    static func spellings(of headword: String) -> [String] {
        let parts = headword.split(separator: ",", omittingEmptySubsequences: false).map(cleaned)
        guard let first = parts.first, isWord(first) else { return [headword] }
        let rest = parts.dropFirst().filter { !$0.isEmpty }
        if rest.count == 1, let name = rest.first, isNamePrefix(name) { return [name + " " + first] }
        var spellings = [first]
        for part in rest {
            guard let spelling = spelling(part, of: first) else { return [headword] }
            if !spellings.contains(spelling) { spellings.append(spelling) }
        }
        return spellings
    }

    /// A part without the labels and stress marks around it and without what ran on after a
    /// double space: "ing colour" is colour, "(eril)" nothing, "fiancee (diþil)" fiancee,
    /// "marzi:pan" marzipan, "brachy- cephalous" brachycephalous, "babuche  babul" babuche.
    static func cleaned(_ part: Substring) -> String {
        var text = ""
        var depth = 0
        for character in part {
            if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) } else if depth == 0 && character != ":" { text.append(character) }
        }
        text = String(text.enumerated().filter { offset, character in
            !(character == " " && offset > 0 && Array(text)[offset - 1] == "-")
        }.map(\.element)).trimmingWhitespace()
        if !isNamePrefix(collapsingSpaces(text)), let runOn = text.indices.first(where: { text[$0...].hasPrefix("  ") }) {
            text = String(text[..<runOn])
        }
        var words = collapsingSpaces(text).split(separator: " ").map(String.init)
        if let label = words.first?.lowercased(), labels.contains(label) { words.removeFirst() }
        var result = words.joined(separator: " ")
        while let last = result.last, ";.'".contains(last), !isNamePrefix(result) { result.removeLast() }
        return result
    }

    /// Labels a part may start with: British (ing., and as the conversion mangled its ı), and
    /// the masculine and feminine forms (eril, dişil).
    static let labels: Set<String> = ["ing", "ing.", "ýng", "ýng.", "ıng", "eril", "dişil", "diþil"]

    static func collapsingSpaces(_ text: String) -> String {
        text.split(separator: " ").joined(separator: " ")
    }

    /// The first words of a name written after it: "gulf of", "sea of", "mrs.", "st.".
    static func isNamePrefix(_ part: String) -> Bool {
        let lower = part.lowercased()
        let words = lower.split(separator: " ")
        if words.count <= 2, words.last == "of" { return true }
        return ["mr", "mr.", "mrs", "mrs.", "st", "st.", "saint", "lake", "mount", "cape"].contains(lower)
    }

    /// Letters, with spaces, hyphens and apostrophes between them, of three words at most.
    static func isWord(_ text: String) -> Bool {
        text.split(separator: " ").count <= 3 && text.first?.isLetter == true && text.last?.isLetter == true
            && text.allSatisfy { $0.isLetter || $0 == " " || $0 == "-" || $0 == "'" }
    }

    /// `part` as a spelling of `first`: `first` with `part` put on as its ending ("ical" of
    /// isodynamic is isodynamical, "-al" of cartographic cartographical, "naught" of
    /// dreadnought dreadnaught), `part` itself when it is a word of its own starting like
    /// `first` or two typos from it ("axe" of ax, "inclasp" of enclasp), or nil. An ending
    /// that overlaps `first` by two letters or more is taken for one before `part` is taken
    /// for a word ("sory" of suspensor is suspensory). "ingspectre" is a British spelling
    /// that lost the space after its label.
    static func spelling(_ part: String, of first: String) -> String? {
        if part == first { return first }
        if part.hasPrefix("-") {
            let ending = String(part.drop { $0 == "-" })
            guard isWord(ending) else { return nil }
            if let spelling = joined(ending, to: first, overlapping: 2, orElse: false) ?? joined(ending, to: first, overlapping: 1, orElse: false, growing: true) {
                return spelling
            }
            // A vowel ending after a consonant goes after the word: -al, -ing, -ed.
            if first.count >= 4, ending.count <= 3, let last = first.last, !vowels.contains(last), let initial = ending.first, vowels.contains(initial) {
                return first + ending
            }
            return joined(ending, to: first, overlapping: 1, orElse: true)
        }
        guard isWord(part) else { return nil }
        if let spelling = joined(part, to: first, overlapping: 2, orElse: false) { return spelling }
        if part.count > 1, part.first?.lowercased() == first.first?.lowercased() || isWithinTwoTypos(part, first) { return part }
        if let spelling = joined(part, to: first, overlapping: 1, orElse: false) { return spelling }
        if part.hasPrefix("ing"), case let rest = String(part.dropFirst(3)), isWord(rest), isWithinTwoTypos(rest, first) { return rest }
        return nil
    }

    /// `first` with `ending` put on where at least `overlap` of its first letters stand in
    /// `first` (the last place: "ical" on philosophic at its "ic"); or else, when `orElse`,
    /// in place of as many last letters ("-ery" of confectionary). Only a result about as
    /// long as `first` and keeping enough of it counts (and, when `growing`, no shorter:
    /// "-our" of parlor is parlour, but "-ed" of puddinghead no puddinghed).
    static func joined(_ ending: String, to first: String, overlapping overlap: Int, orElse: Bool, growing: Bool = false) -> String? {
        let word = Array(first), tail = Array(ending)
        guard word.count >= 4, !first.contains(" "), !ending.contains(" "), tail.count >= overlap else { return nil }
        for length in stride(from: min(tail.count, word.count - 1), through: overlap, by: -1) {
            let piece = Array(tail[0..<length])
            if let start = (1...(word.count - length)).reversed().first(where: { Array(word[$0..<$0 + length]) == piece }),
               case let result = String(word[0..<start]) + ending, isClose(result, to: first, keeping: start), !growing || result.count >= word.count {
                return result
            }
        }
        guard orElse else { return nil }
        guard tail.count < word.count, case let start = word.count - tail.count, case let result = String(word[0..<start]) + ending,
              isClose(result, to: first, keeping: start) else { return nil }
        return result
    }

    /// Whether `result`, which keeps the first `kept` letters of `first`, is a spelling of it:
    /// as long give or take two letters and keeping half of it ("scorbutical" of scorbutie),
    /// or give or take one keeping a third ("dreadnaught"). "ketcatsup" (catsup on ketchup)
    /// and "tartatary" (tatary on tartary) keep too little.
    static func isClose(_ result: String, to first: String, keeping kept: Int) -> Bool {
        let difference = abs(result.count - first.count)
        return (2 * kept >= first.count && difference <= 2) || (3 * kept >= first.count && difference <= 1)
    }

    static let vowels: Set<Character> = ["a", "e", "i", "o", "u", "y"]

    static func isWithinTwoTypos(_ a: String, _ b: String) -> Bool {
        TypoDistance.within(2, Array(a.lowercased().unicodeScalars), Array(b.lowercased().unicodeScalars)) != nil
    }
}
