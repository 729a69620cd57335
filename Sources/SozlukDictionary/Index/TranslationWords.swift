import SozlukBase

/// Splits definitions into what a reader would call their translations (the pieces between
/// commas, semicolons, full stops and brackets) and the words of those, as written (`key`
/// folds them like headwords), each with how strongly it stands for the entry:
/// 0 the whole first definition, 1 one of the translations of the first definition,
/// 2 a whole translation of a later sense (or a word of a two-word first definition),
/// 3 a word inside a longer translation, or anything in an example's.
/// `elma` is the whole definition of apple in English → Turkish; it is only a word of
/// "elma ağacı" (apple tree).
struct TranslationWords {
    static let wholeDefinition: UInt32 = 0, firstSense: UInt32 = 1, translation: UInt32 = 2, word: UInt32 = 3
    /// Translations longer than this are phrases, searched for by their words only.
    static let longestPhrase = 48
    static let mostWordsInPhrase = 4

    private var phrase: [UInt8] = []
    /// The words of the translation being split, reused from one to the next.
    private var words: [Range<Int>] = []

    /// Calls `found` with each word and phrase as written and its strength, for one
    /// definition (`sense` 0 is the first, nil an example's translation). The same word is
    /// mostly found many times in a dictionary, so the builder folds each only once (`key`);
    /// keys may repeat, and the builder keeps the strongest.
    mutating func split(_ definition: UnsafeBufferPointer<UInt8>, sense: Int?, _ found: (UnsafeBufferPointer<UInt8>, UInt32) -> Void) {
        var offset = 0
        var afterLabel = false
        // Only the first sense tells a whole definition from its first translation.
        let items = sense == 0 ? Self.itemCount(definition, atMost: 2) : 0
        while offset < definition.count {
            // One item: up to the next separator.
            words.removeAll(keepingCapacity: true)
            var wordStart: Int?
            var end = offset
            var cutByApostrophe = false
            while end < definition.count {
                let (kind, length) = Self.classify(definition, at: end)
                if kind == .separator { break }
                if kind == .letter {
                    if wordStart == nil, !cutByApostrophe { wordStart = end }
                } else {
                    if let start = wordStart { words.append(start..<end) }
                    wordStart = nil
                    // vb'nin, Ankara'da: what follows an apostrophe is an ending, not a word.
                    cutByApostrophe = kind == .apostrophe
                    if kind == .space { cutByApostrophe = false }
                }
                end += length
            }
            if let start = wordStart { words.append(start..<end) }
            let followsLabel = afterLabel
            afterLabel = false
            if followsLabel, let first = words.first, Self.isCapital(definition[first.lowerBound]) {
                // "(bot.) Quercus": a scientific name, searched for by its words only.
                for word in words { found(UnsafeBufferPointer(rebasing: definition[word]), Self.word) }
                offset = Self.next(after: end, in: definition, afterLabel: &afterLabel)
                continue
            }
            let strength: UInt32 = switch sense {
            case 0: items == 1 ? Self.wholeDefinition : Self.firstSense
            case nil: Self.word
            default: Self.translation
            }
            if words.count == 1 {
                found(UnsafeBufferPointer(rebasing: definition[words[0]]), strength)
            } else if words.count > 1 {
                // "meşe ağacı" (oak), "yazı yazmak" (write), "bebek çocuk" (baby, its comma
                // lost): a first definition of two words says each nearly outright; a Turkish
                // compound names the kind of thing first and the thing last.
                let leading = sense == 0 && items == 1 && words.count == 2
                for index in words.indices {
                    found(UnsafeBufferPointer(rebasing: definition[words[index]]), leading ? Self.translation : Self.word)
                }
                if words.count <= Self.mostWordsInPhrase { emitPhrase(definition, strength: strength, found) }
            }
            offset = Self.next(after: end, in: definition, afterLabel: &afterLabel)
        }
    }

    /// Where the item after the separator at `end` starts: past a bracketed label such as
    /// "(bot.)" or "(k.dili.)", which is no translation (typing bot, Turkish for boat, found
    /// rose and oak: "gül, (bot.) Rosa").
    private static func next(after end: Int, in text: UnsafeBufferPointer<UInt8>, afterLabel: inout Bool) -> Int {
        guard end < text.count else { return end }
        if let labelEnd = labelEnd(text, at: end) {
            afterLabel = true
            return labelEnd
        }
        return end + classify(text, at: end).length
    }

    /// Past the closing bracket of a label that opens at `offset`: letters (and dots and
    /// spaces) ending in a full stop, in round brackets, "(bot.)", "(a.b.d.)", "(k. dili.)".
    static func labelEnd(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int? {
        guard text[offset] == UInt8(ascii: "(") else { return nil }
        var end = offset + 1
        while end < text.count, end - offset <= Self.longestLabel {
            switch text[end] {
            case UInt8(ascii: ")"): return end > offset + 2 && text[end - 1] == UInt8(ascii: ".") ? end + 1 : nil
            case UInt8(ascii: "."), UInt8(ascii: " "), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), 0x80...: end += 1
            default: return nil
            }
        }
        return nil
    }

    static let longestLabel = 16

    static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    /// A translation of a few words, as one phrase with single spaces: "elma ağacı".
    private mutating func emitPhrase(_ text: UnsafeBufferPointer<UInt8>, strength: UInt32,
                                     _ found: (UnsafeBufferPointer<UInt8>, UInt32) -> Void) {
        phrase.removeAll(keepingCapacity: true)
        for word in words {
            if !phrase.isEmpty { phrase.append(0x20) }
            phrase.append(contentsOf: UnsafeBufferPointer(rebasing: text[word]))
        }
        phrase.withUnsafeBufferPointer { found($0, strength) }
    }

    /// Appends the folded key of a word or phrase `split` found to `key`; false when it is
    /// none: an abbreviation or label, a single letter, a phrase too long. A phrase holds
    /// spaces, a word never does, and folding goes scalar by scalar, so a phrase folds to the
    /// folded words with single spaces.
    static func appendKey(of found: UnsafeBufferPointer<UInt8>, to key: inout [UInt8]) -> Bool {
        let start = key.count
        if found.contains(0x20) {
            _ = FoldedHeadword.append(found, to: &key)
            return key.count - start <= longestPhrase
        }
        // AB, BA, D: abbreviations and labels inside definitions ("AB, D taksi"), not translations.
        guard !found.allSatisfy({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) else { return false }
        return FoldedHeadword.append(found, to: &key).scalarCount >= 2
    }

    /// How many items the text has, counting no further than `limit`: one or more is all
    /// the splitter asks, and a long definition need not be read twice.
    private static func itemCount(_ text: UnsafeBufferPointer<UInt8>, atMost limit: Int) -> Int {
        var count = 0, inItem = false, offset = 0, afterLabel = false
        while offset < text.count {
            let (kind, length) = classify(text, at: offset)
            if kind == .separator {
                inItem = false
                offset = next(after: offset, in: text, afterLabel: &afterLabel)
                continue
            }
            if kind == .letter, !inItem {
                inItem = true
                // A scientific name after a label is no translation.
                if !(afterLabel && isCapital(text[offset])) { count += 1 }
                if count == limit { return count }
            }
            if kind == .letter { afterLabel = false }
            offset += length
        }
        return count
    }

    enum Kind { case letter, space, apostrophe, separator, other }

    /// What the character at `offset` is to the splitter, and its length in bytes.
    @inline(__always)
    static func classify(_ text: UnsafeBufferPointer<UInt8>, at offset: Int) -> (kind: Kind, length: Int) {
        let byte = text[offset]
        if byte < 0x80 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"): return (.letter, 1)
            case UInt8(ascii: " "), UInt8(ascii: "-"), 0x09: return (.space, 1)
            case UInt8(ascii: "'"): return (.apostrophe, 1)
            case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "/"), UInt8(ascii: "!"), UInt8(ascii: "?"), 0x0A, 0x0D,
                 UInt8(ascii: "\""), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: "|"):
                return (.separator, 1)
            default: return (.other, 1)
            }
        }
        let (value, length) = FoldedHeadword.decodeScalar(text, at: offset)
        switch value {
        case 0x2019, 0x2018: return (.apostrophe, length)
        case 0x00A0, 0x2013, 0x2014, 0x2009: return (.space, length)
        case 0x201C, 0x201D, 0x00AB, 0x00BB, 0x2026, 0x3001, 0x3002, 0xFF0C: return (.separator, length)
        default: return (.letter, length)
        }
    }
}
