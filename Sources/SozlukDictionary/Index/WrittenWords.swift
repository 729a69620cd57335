/// Whether a text writes a word as one of its words, lower-cased the Turkish way (su, not şu;
/// ice, not içe). A typo query's first keystroke asks it of the definitions and examples of up
/// to 200 articles, most of which hold only a word folding like the query: splitting each
/// text into Characters was most of that keystroke's time, so a word of a to z is first looked
/// for in the text's bytes, and only a text that may hold it is split.
enum WrittenWords {
    static func writes(_ word: String, in text: String) -> Bool {
        if isPlain(word), !mayHold(plain: word, in: text) { return false }
        return text.split(whereSeparator: { !$0.isLetter }).contains { TurkishLemmatizer.lowercased(String($0)) == word }
    }

    static func isPlain(_ word: String) -> Bool {
        word.utf8.allSatisfy { $0 < 0x80 }
    }

    /// False only when no word of `text` can lower-case to `word`, all of a to z. Such a word
    /// of the text is made of letters each lower-casing to one of a to z: ASCII letters, İ (i),
    /// written as one character or as I and a combining dot above (the same letter to Swift),
    /// or the Kelvin sign (k), so a text holding none of those and not the word's bytes in
    /// either case (I taken for i: a wider net than Turkish, never a narrower one) cannot
    /// write it.
    static func mayHold(plain word: String, in text: String) -> Bool {
        // Read in place: the check is asked of every text of up to 200 articles, and copying
        // each text, and the word for each, is work it need not do.
        var (word, text) = (word, text)
        return word.withUTF8 { word in text.withUTF8 { text in mayHold(plain: word, in: text) } }
    }

    private static func mayHold(plain word: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !word.isEmpty, text.count >= word.count else { return holdsLetterLoweringToPlain(text) }
        for start in 0...(text.count - word.count) where lowered(text[start]) == word[0] {
            var length = 1
            while length < word.count && lowered(text[start + length]) == word[length] { length += 1 }
            if length == word.count { return true }
        }
        return holdsLetterLoweringToPlain(text)
    }

    private static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// İ (C4 B0), a combining dot above (CC 87, İ decomposed) or the Kelvin sign (E2 84 AA)
    /// somewhere in the text.
    private static func holdsLetterLoweringToPlain(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in text.indices.dropLast() {
            switch (text[index], text[index + 1]) {
            case (0xC4, 0xB0), (0xCC, 0x87): return true
            case (0xE2, 0x84): if index + 2 < text.count, text[index + 2] == 0xAA { return true }
            default: continue
            }
        }
        return false
    }
}
