import SozlukBase

/// The fields a favorite gives its word in a file: in the favorites file, and in a word list
/// exported as sozluk's JSON, which an import reads back the same way.
struct FavoriteFields {
    var added: Int64?
    var sentence: String?
    var form: String?

    /// Reads the value of `key` when it is one of these fields; false for any other key.
    mutating func read(_ key: String, from reader: JSONReader) throws -> Bool {
        switch key {
        case "added": added = try reader.readTime(key)
        // An older sozluk wrote none; one edited by hand may say null.
        case "sentence": sentence = try reader.readOptional(reader.readString)
        case "form": form = try reader.readOptional(reader.readString)
        default: return false
        }
        return true
    }
}
