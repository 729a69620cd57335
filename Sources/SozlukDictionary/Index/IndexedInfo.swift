import SozlukBase

/// A dictionary's description as the index stores it: a small JSON object, so opening an
/// indexed dictionary reads nothing from the dictionary file itself.
enum IndexedInfo {
    static func encode(_ info: DictionaryInfo) -> String {
        func optional(_ text: String?) -> String { text.map(JSONWriter.quote) ?? "null" }
        return JSONWriter.object([
            ("id", JSONWriter.quote(info.id)), ("name", JSONWriter.quote(info.name)),
            ("sourceLanguage", JSONWriter.quote(info.sourceLanguage)), ("targetLanguage", JSONWriter.quote(info.targetLanguage)),
            ("description", optional(info.description)), ("license", optional(info.license)),
            ("attribution", optional(info.attribution)), ("entryCount", String(info.entryCount)),
            ("path", JSONWriter.quote(info.path)), ("fileSize", String(info.fileSize)), ("secondary", String(info.isSecondary)),
        ])
    }

    /// nil when the text is not such an object (a damaged index).
    static func decode(_ bytes: [UInt8]) -> DictionaryInfo? {
        let reader = JSONReader(bytes: bytes)
        var info = DictionaryInfo(id: "", name: "", sourceLanguage: "", targetLanguage: "", path: "")
        do {
            try reader.readObject { key in
                switch key {
                case "id": info.id = try reader.readString()
                case "name": info.name = try reader.readString()
                case "sourceLanguage": info.sourceLanguage = try reader.readString()
                case "targetLanguage": info.targetLanguage = try reader.readString()
                case "description": info.description = try reader.readOptional(reader.readString)
                case "license": info.license = try reader.readOptional(reader.readString)
                case "attribution": info.attribution = try reader.readOptional(reader.readString)
                case "entryCount": info.entryCount = try reader.readInt()
                case "path": info.path = try reader.readString()
                case "fileSize": info.fileSize = try reader.readInt()
                case "secondary": info.isSecondary = try reader.readBool()
                default: try reader.skipValue()
                }
            }
            try reader.expectEnd()
        } catch {
            return nil
        }
        return info.id.isEmpty ? nil : info
    }
}
