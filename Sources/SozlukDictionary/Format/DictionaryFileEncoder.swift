import SozlukBase

/// Writes the sozluk dictionary format, one entry per line so files diff and grep well.
public struct DictionaryFileEncoder: Sendable {
    public init() {}

    public func encode(_ file: DictionaryFile) -> String {
        let info = file.info
        var members: [(String, String)] = [
            ("format", JSONWriter.quote(DictionaryFileDecoder.formatName)),
            ("version", String(DictionaryFileDecoder.supportedVersion)),
            ("id", JSONWriter.quote(info.id)),
            ("name", JSONWriter.quote(info.name)),
            ("sourceLanguage", JSONWriter.quote(info.sourceLanguage)),
            ("targetLanguage", JSONWriter.quote(info.targetLanguage)),
        ]
        for (key, value) in [("description", info.description), ("license", info.license), ("attribution", info.attribution)] {
            if let value { members.append((key, JSONWriter.quote(value))) }
        }
        if info.isSecondary { members.append(("secondary", "true")) }
        var text = "{\n"
        for (key, value) in members {
            text += "  " + JSONWriter.quote(key) + ": " + value + ",\n"
        }
        text += "  \"entries\": [\n"
        text += file.entries.map { "    " + encode($0) }.joined(separator: ",\n")
        text += "\n  ]\n}\n"
        return text
    }

    public func encode(_ entry: DictionaryEntry) -> String {
        var members: [(String, String)] = [("headword", JSONWriter.quote(entry.headword))]
        if let pronunciation = entry.pronunciation { members.append(("pronunciation", JSONWriter.quote(pronunciation))) }
        members.append(("senses", JSONWriter.array(entry.senses.map(encode))))
        if !entry.synonyms.isEmpty { members.append(("synonyms", strings(entry.synonyms))) }
        if !entry.seeAlso.isEmpty { members.append(("seeAlso", strings(entry.seeAlso))) }
        return JSONWriter.object(members)
    }

    private func encode(_ sense: Sense) -> String {
        var members: [(String, String)] = []
        if let partOfSpeech = sense.partOfSpeech { members.append(("partOfSpeech", JSONWriter.quote(partOfSpeech))) }
        members.append(("definition", JSONWriter.quote(sense.definition)))
        if !sense.examples.isEmpty { members.append(("examples", strings(sense.examples))) }
        if !sense.labels.isEmpty { members.append(("labels", strings(sense.labels))) }
        return JSONWriter.object(members)
    }

    private func strings(_ values: [String]) -> String {
        JSONWriter.array(values.map(JSONWriter.quote))
    }
}
