import SozlukBase
import SozlukDictionary

/// Reading the objects the user's word files are lists of: `{"dictionary": ID, "headword":
/// WORD, ...}` with fields of their own.
extension JSONReader {
    /// Reads one object; `field` is given every other key and reads its value, returning
    /// false to have it skipped (fields a newer sozluk may add).
    func readWordRecord(_ field: (String) throws -> Bool) throws -> WordReference {
        let start = valueOffset()
        guard try peekKind() == .object else { throw error("expected {\"dictionary\": ..., \"headword\": ...}") }
        var dictionary: String?
        var headword: String?
        try readObject { key in
            switch key {
            case "dictionary": dictionary = try readString()
            case "headword": headword = try readString()
            default: if try !field(key) { try skipValue() }
            }
        }
        guard let dictionary, let headword else {
            throw error("each item needs \"dictionary\" and \"headword\"", at: start)
        }
        return WordReference(dictionaryID: dictionary, headword: headword)
    }

    /// A time written by `Timestamp.format`; `name` is the field, for the message.
    func readTime(_ name: String) throws -> Int64 {
        let at = valueOffset()
        guard let time = Timestamp.parse(try readString()) else {
            throw error(saying: "\"{1}\" must be a UTC time like 2026-01-31T12:00:00Z", name, at: at)
        }
        return time
    }

    /// A count or a number of days: a whole number, 0 or more, taken as `atMost` when it is
    /// more (a file edited by hand or by another program may say 9223372036854775807, and
    /// adding one lookup to that must not end the program).
    func readCount(_ name: String, atMost most: Int) throws -> Int {
        let at = valueOffset()
        let value = try readInt()
        guard value >= 0 else { throw error(saying: "\"{1}\" must be 0 or more", name, at: at) }
        return min(value, most)
    }
}

extension WordReference {
    /// The fields every record of a word starts with, for `JSONWriter.object`.
    public var jsonFields: [(String, String)] {
        [("dictionary", JSONWriter.quote(dictionaryID)), ("headword", JSONWriter.quote(headword))]
    }
}
