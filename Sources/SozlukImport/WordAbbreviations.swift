import SozlukDictionary

/// The conversion behind FreeDict's English → Turkish expanded abbreviations inside words
/// as well as labels: "(sig.)ara" is sigara, "(çoğ.)unlukla" çoğunlukla, "kabilin(den.)"
/// kabilinden, "as(sig.)nable" assignable. A bracketed abbreviation with a letter against it
/// goes back into its word, unless a label lost the space after it: that is so when the
/// letters after it start with a capital ("(zool.)Acanthophis"), or when the abbreviation is
/// a label the dictionary uses on its own, the same letters follow it only this once, and
/// they are a word of their own (one of three letters or more the definitions use three
/// times or more, or a headword): "(tıb.)ıslak sargılar" is the label tıb.
/// before "ıslak", "(kıs.)assistant" the abbreviation asst's meaning. Letters that follow
/// an abbreviation again and again are a word cut in two: "(çoğ.)almak" is çoğalmak. A
/// note whose bracket was closed early ("(çoğ.)sia)") is closed where it ends ("(çoğ. sia)").
///
/// The whole dictionary is read first: which abbreviations stand alone as labels, which
/// words its definitions use, and which letters follow which abbreviation.
struct WordAbbreviations {
    private var labels: Set<String> = []
    /// Words the definitions use three times or more, not counting what follows an
    /// abbreviation ("ojik" after "(jeol.)"), lower case.
    private var words: Set<String> = []
    private var headwords: Set<String> = []
    /// "çoğ.almak": how often these letters follow this abbreviation with no space between.
    private var gluedFollowers: [String: Int] = [:]

    /// Whether any word was cut at all: most dictionaries have none, and are not read twice.
    private var hasCutWords = false

    init(_ entries: [DictionaryEntry]) {
        var alone: [String: Int] = [:], inWords: [String: Int] = [:]
        for entry in entries {
            for sense in entry.senses {
                for text in [sense.definition] + sense.examples where text.contains(".)") {
                    for found in Self.abbreviations(in: text) {
                        if found.letterBefore || found.letterAfter { inWords[found.name, default: 0] += 1 } else { alone[found.name, default: 0] += 1 }
                        if found.letterAfter { gluedFollowers[Self.key(found), default: 0] += 1 }
                    }
                }
                for label in sense.labels { alone[label.hasSuffix(".") ? String(label.dropLast()) : label, default: 0] += 1 }
            }
        }
        hasCutWords = !inWords.isEmpty
        guard hasCutWords else { return }
        labels = Set(alone.filter { $0.value > inWords[$0.key, default: 0] }.keys)
        var uses: [Substring: Int] = [:]
        for entry in entries {
            for sense in entry.senses {
                for text in [sense.definition] + sense.examples {
                    for word in text.split(whereSeparator: { !$0.isLetter }) {
                        let glued = word.startIndex > text.startIndex && text[text.index(before: word.startIndex)] == ")"
                        if !glued { uses[word, default: 0] += 1 }
                    }
                }
            }
        }
        words = Set(uses.filter { $0.value >= 3 }.keys.map { $0.lowercased() })
        headwords = Set(entries.map { $0.headword.lowercased() })
    }

    private static func key(_ found: Found) -> String {
        found.name + "." + found.after.prefix { $0.isLetter }.lowercased()
    }

    /// Whether the letters after a label stand as a word of their own.
    private func isWordOfItsOwn(_ letters: Substring) -> Bool {
        let word = letters.lowercased()
        return word.count >= 3 && (words.contains(word) || headwords.contains(word))
    }

    /// The entries with the abbreviations inside their words put back; labels a mended
    /// definition now starts with are taken out as labels.
    func repairing(_ entries: [DictionaryEntry]) -> [DictionaryEntry] {
        guard hasCutWords else { return entries }
        return entries.map { entry in
            var entry = entry
            for index in entry.senses.indices {
                let sense = entry.senses[index]
                let definition = repairing(sense.definition)
                if definition != sense.definition {
                    let (more, meaning) = SenseLabels.split(definition)
                    entry.senses[index].definition = meaning.isEmpty ? definition : meaning
                    if !meaning.isEmpty { entry.senses[index].labels += more }
                }
                entry.senses[index].examples = sense.examples.map(repairing)
            }
            return entry
        }
    }

    func repairing(_ text: String) -> String {
        guard text.contains(".)") else { return text }
        var result = ""
        var copied = text.startIndex
        for found in Self.abbreviations(in: text) {
            result += text[copied..<found.open]
            copied = found.after.startIndex
            let next = found.after.prefix { $0.isLetter }
            let once = gluedFollowers[Self.key(found), default: 0] < 2
            if found.letterAfter, !found.letterBefore, found.after[next.endIndex...].first == ")" {
                result += "(" + found.name + ". " + next + ")"
                copied = found.after.index(after: next.endIndex)
            } else if found.letterAfter, !found.letterBefore,
                      next.first?.isUppercase == true || (once && labels.contains(found.name) && isWordOfItsOwn(next)) {
                result += "(" + found.name + ".) "
            } else if found.letterBefore || found.letterAfter {
                result += found.name
            } else {
                result += "(" + found.name + ".)"
            }
        }
        return result + text[copied...]
    }

    /// "(letters.)" in a text: where its bracket opens, whether a letter stands against it
    /// on either side, and what follows it.
    struct Found {
        var name: String
        var open: String.Index
        var letterBefore: Bool
        var letterAfter: Bool
        var after: Substring
    }

    /// Every "(letters.)" in `text`, in order (the headword repair uses them too).
    static func abbreviations(in text: String) -> [Found] {
        var found: [Found] = []
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "(") {
            let inner = rest[rest.index(after: open)...].prefix { $0.isLetter }
            let afterInner = rest.index(open, offsetBy: inner.count + 1)
            guard !inner.isEmpty, rest[afterInner...].hasPrefix(".)") else {
                rest = rest[rest.index(after: open)...]
                continue
            }
            let after = rest[rest.index(afterInner, offsetBy: 2)...]
            let letterBefore = open > text.startIndex && text[text.index(before: open)].isLetter
            found.append(Found(name: String(inner), open: open, letterBefore: letterBefore, letterAfter: after.first?.isLetter ?? false, after: after))
            rest = after
        }
        return found
    }
}
