import SafeText
import SozlukBase
import SozlukDictionary

/// Writes favorites or history as a file for Anki, a spreadsheet or another program.
///
/// Text from dictionaries goes through `TerminalSafeText.sanitize` in the text formats (JSON
/// escapes it), so an export printed on a terminal (`cat`, or no `-o`) can never carry escape
/// sequences, and a tab or line break in a definition cannot break a field. Dictionaries come
/// from strangers: a CSV field that a spreadsheet would run as a formula is neutralised
/// (OWASP's CSV injection), and every field of an Anki note is HTML-escaped
/// (`WordListExporter+Anki`).
public enum WordListExporter {
    public static func export(_ words: [ExportedWord], as format: ExportFormat, kind: WordListKind, at time: Int64) -> String {
        switch format {
        case .anki: anki(words)
        case .csv: csv(words, kind: kind)
        case .json: json(words, kind: kind, at: time)
        }
    }

    private static func csv(_ words: [ExportedWord], kind: WordListKind) -> String {
        var header = ["dictionary", "headword", "pronunciation", "senses"]
        header += kind == .favorites ? ["added", "sentence", "form"] : ["lookups", "first", "last"]
        var rows = [header]
        for word in words {
            var row = [word.word.dictionaryID, word.word.headword, pronunciation(of: word) ?? "", senseLines(of: word).joined(separator: "; ")]
            if kind == .favorites {
                row += [word.added.map(Timestamp.format) ?? "", word.sentence ?? "", word.form ?? ""]
            } else if let history = word.history {
                row += [String(history.lookups), Timestamp.format(history.firstLookedUp), Timestamp.format(history.lastLookedUp)]
            } else {
                row += ["", "", ""]
            }
            rows.append(row)
        }
        // A byte order mark, so that spreadsheets read the file as UTF-8 (Turkish letters).
        return "\u{FEFF}" + rows.map { $0.map(csvField).joined(separator: ",") + "\r\n" }.joined()
    }

    /// What a spreadsheet takes for the start of a formula (OWASP: = + - @, tab, carriage
    /// return), as the field's first code point: `=` with a combining mark after it is still
    /// a formula to a spreadsheet.
    static let formulaStarts: Set<Unicode.Scalar> = ["=", "+", "-", "@", "\t", "\r"]

    /// RFC 4180: quoted when it holds a comma or a quote, quotes doubled (line breaks are
    /// spaces by then). A field starting as a formula would is written after an apostrophe,
    /// which spreadsheets take as "text follows" and `WordListImporter` takes back off.
    static func csvField(_ text: String) -> String {
        var safe = TerminalSafeText.sanitize(text)
        // A field that starts with an apostrophe gets one more, so that an import, taking
        // one off, gives it back as it was ('=1+1 stays '=1+1).
        if let first = safe.unicodeScalars.first, formulaStarts.contains(first) || first == "'" { safe = "'" + safe }
        guard safe.contains(where: { $0 == "," || $0 == "\"" || $0 == "'" }) else { return safe }
        return "\"" + safe.replacingAll("\"", with: "\"\"") + "\""
    }

    private static func json(_ words: [ExportedWord], kind: WordListKind, at time: Int64) -> String {
        let items = words.map { word -> String in
            var fields = word.word.jsonFields
            if let pronunciation = pronunciation(of: word) { fields.append(("pronunciation", JSONWriter.quote(pronunciation))) }
            fields.append(("senses", JSONWriter.array(word.entries.flatMap(\.senses).map { sense in
                var members: [(String, String)] = []
                if let part = sense.partOfSpeech, !part.isEmpty { members.append(("partOfSpeech", JSONWriter.quote(part))) }
                if !sense.labels.isEmpty { members.append(("labels", JSONWriter.array(sense.labels.map(JSONWriter.quote)))) }
                members.append(("definition", JSONWriter.quote(sense.definition)))
                return JSONWriter.object(members)
            })))
            if let added = word.added { fields.append(("added", JSONWriter.quote(Timestamp.format(added)))) }
            if let sentence = word.sentence { fields.append(("sentence", JSONWriter.quote(sentence))) }
            if let form = word.form { fields.append(("form", JSONWriter.quote(form))) }
            if let history = word.history {
                fields += [("lookups", String(history.lookups)), ("first", JSONWriter.quote(Timestamp.format(history.firstLookedUp))),
                           ("last", JSONWriter.quote(Timestamp.format(history.lastLookedUp)))]
            }
            return "    " + JSONWriter.object(fields)
        }
        let list = items.isEmpty ? "[]" : "[\n" + items.joined(separator: ",\n") + "\n  ]"
        return "{\n  \"format\": \"sozluk-word-list\",\n  \"version\": 1,\n  \"kind\": \(JSONWriter.quote(kind.rawValue)),\n"
            + "  \"exported\": \(JSONWriter.quote(Timestamp.format(time))),\n  \"words\": \(list)\n}\n"
    }

    static func pronunciation(of word: ExportedWord) -> String? {
        word.entries.lazy.compactMap(\.pronunciation).first { !$0.isEmpty }
    }

    static func senseLines(of word: ExportedWord) -> [String] {
        SenseText.numberedLines(of: word.entries)
    }
}

extension String {
    func replacingAll(_ target: Character, with replacement: String) -> String {
        var result = ""
        for character in self { if character == target { result += replacement } else { result.append(character) } }
        return result
    }
}
