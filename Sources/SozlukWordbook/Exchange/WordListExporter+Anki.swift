import SafeText
import SozlukDictionary

/// Anki's text import with file headers (Anki 2.1.55 and later), one note a line:
///
///     GUID  Front  Back  Tags  Sentence  IPA  Audio
///
/// The GUID column makes a second import of the same words update their notes instead of
/// adding copies. No `#columns:` header: Anki then gives a note type's fields the columns in
/// order (the GUID and tag columns skipped), so Basic takes Front and Back in any interface
/// language, and a note type with the fields Front, Back, Sentence, IPA, Audio takes all five
/// (docs/word-lists.md says how to make one).
extension WordListExporter {
    static let ankiHeaders = ["#separator:tab", "#html:true", "#notetype:Basic", "#guid column:1", "#tags column:4"]

    static func anki(_ words: [ExportedWord]) -> String {
        var lines = ankiHeaders
        for word in words {
            let ipa = pronunciation(of: word)
            let front = html(word.word.headword) + (ipa.map { "<br>" + html($0) } ?? "")
            let back = senseLines(of: word).map(html).joined(separator: "<br>")
            // Anki splits tags at spaces; a tag is HTML like the other fields.
            let tag = html("sozluk::" + String(word.word.dictionaryID.map { $0 == " " ? "_" : $0 }))
            let sentence = word.sentence.map { cloze($0, headword: word.word.headword, form: word.form) } ?? ""
            let audio = word.sound.map { html("[sound:" + $0 + "]") } ?? ""
            lines.append([html(guid(of: word.word)), front, back, tag, sentence, ipa.map(html) ?? "", audio].joined(separator: "\t"))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A stable note id for Anki, the same in every export of the word: `sozluk:ID:HEADWORD`,
    /// with the id's own colons (and percent signs) percent-encoded, so that the first colon
    /// after the id ends it however the id is spelled.
    static func guid(of word: WordReference) -> String {
        "sozluk:" + word.dictionaryID.replacingAll("%", with: "%25").replacingAll(":", with: "%3A") + ":" + word.headword
    }

    /// The sentence with the word as written there made Anki's cloze `{{c1::word}}`
    /// (`SentenceWord`); as it is when the word is not found in it. A colon in the word is
    /// an entity, or Anki would take what follows for a hint.
    static func cloze(_ sentence: String, headword: String, form: String? = nil) -> String {
        guard let range = SentenceWord.range(of: headword, in: sentence, form: form) else { return html(sentence) }
        let characters = Array(sentence)
        let word = html(String(characters[range])).replacingAll(":", with: "&#58;")
        return html(String(characters[..<range.lowerBound])) + "{{c1::" + word + "}}" + html(String(characters[range.upperBound...]))
    }

    /// Text for an HTML field: markup characters escaped; tabs and line breaks (which would
    /// end the field or the note) and anything a terminal would obey are gone by then. Braces
    /// are entities too: Anki reads `{{c2::…}}` anywhere in a note as a cloze, so a
    /// dictionary's or a sentence's own braces could otherwise make cards of their own.
    static func html(_ text: String) -> String {
        var result = ""
        for character in TerminalSafeText.sanitize(text) {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "{": result += "&#123;"
            case "}": result += "&#125;"
            default: result.append(character)
            }
        }
        return result
    }
}
