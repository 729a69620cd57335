import Glibc

/// The keys the dictionary schema knows, compared as raw bytes; an escaped key is
/// unescaped first, as the decoder does.
extension DictionaryScanner {
    /// What a key is to the schema: one of its names, or one it skips.
    enum Key {
        case entries, headword, pronunciation, senses, synonyms, seeAlso, definition, partOfSpeech, examples, labels, other

        static let names: [(Key, StaticString)] = [
            (.entries, "entries"), (.headword, "headword"), (.pronunciation, "pronunciation"), (.senses, "senses"),
            (.synonyms, "synonyms"), (.seeAlso, "seeAlso"), (.definition, "definition"),
            (.partOfSpeech, "partOfSpeech"), (.examples, "examples"), (.labels, "labels"),
        ]
    }

    func key(_ span: StringSpan) -> Key {
        if span.hasEscapes {
            let name = text(span)
            return Key.names.first { $0.1.description == name }?.0 ?? .other
        }
        let length = span.end - span.start
        let candidates: [(Key, StaticString)]
        switch length {
        case 6: candidates = [(.senses, "senses"), (.labels, "labels")]
        case 7: candidates = [(.entries, "entries"), (.seeAlso, "seeAlso")]
        case 8: candidates = [(.headword, "headword"), (.synonyms, "synonyms"), (.examples, "examples")]
        case 10: candidates = [(.definition, "definition")]
        case 12: candidates = [(.partOfSpeech, "partOfSpeech")]
        case 13: candidates = [(.pronunciation, "pronunciation")]
        default: return .other
        }
        for (key, name) in candidates where memcmp(base + span.start, name.utf8Start, length) == 0 {
            return key
        }
        return .other
    }
}
