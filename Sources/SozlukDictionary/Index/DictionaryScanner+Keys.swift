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
}

extension DictionaryScanner.Cursor {
    typealias StringSpan = DictionaryScanner.StringSpan

    func key(_ span: StringSpan) -> Key {
        if span.hasEscapes {
            let name = text(span)
            return Key.names.first { $0.1.description == name }?.0 ?? .other
        }
        // By length first: no more than three names to compare, and no list made per key.
        func spells(_ name: StaticString) -> Bool { memcmp(base + span.start, name.utf8Start, name.utf8CodeUnitCount) == 0 }
        switch span.end - span.start {
        case 6: return spells("senses") ? .senses : spells("labels") ? .labels : .other
        case 7: return spells("entries") ? .entries : spells("seeAlso") ? .seeAlso : .other
        case 8: return spells("headword") ? .headword : spells("synonyms") ? .synonyms : spells("examples") ? .examples : .other
        case 10: return spells("definition") ? .definition : .other
        case 12: return spells("partOfSpeech") ? .partOfSpeech : .other
        case 13: return spells("pronunciation") ? .pronunciation : .other
        default: return .other
        }
    }
}
