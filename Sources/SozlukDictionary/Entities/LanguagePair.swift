/// What a user chooses to search: one language into another, made of every installed
/// dictionary of that direction, its sources (Turkish → English: FreeDict's and the one from
/// Wiktionary), each of which can be switched off.
public struct LanguagePair: Equatable, Sendable {
    /// The two languages' codes, source first: "en-tr", what `-d` takes.
    public var id: String
    /// Its dictionaries in the order found, those switched off included.
    public var sources: [DictionaryInfo]

    public init(id: String, sources: [DictionaryInfo]) {
        self.id = id
        self.sources = sources
    }

    /// The pair as one dictionary: its sources' name when it has one (so a single dictionary
    /// is shown as it always was), else the languages' ("Turkish → English"); the entries,
    /// file sizes and licenses of them all. The entries only once every source's are known
    /// (indexed): a count of some would say the pair is smaller than it is; meanwhile the
    /// files' size stands for it.
    public var info: DictionaryInfo {
        guard let first = sources.first else { return DictionaryInfo(id: id, name: id, sourceLanguage: "", targetLanguage: "") }
        var info = DictionaryInfo(id: id, name: sources.count == 1 ? first.name : Self.name(from: first.sourceLanguage, to: first.targetLanguage),
                                  sourceLanguage: first.sourceLanguage, targetLanguage: first.targetLanguage,
                                  description: sources.count == 1 ? first.description : nil,
                                  license: Self.joined(sources.compactMap(\.license)), attribution: Self.joined(sources.compactMap(\.attribution)),
                                  entryCount: sources.contains { $0.entryCount == 0 && $0.fileSize > 0 } ? 0 : sources.reduce(0) { $0 + $1.entryCount },
                                  path: first.path)
        info.fileSize = sources.reduce(0) { $0 + $1.fileSize }
        return info
    }

    /// "English → Turkish", from the languages' codes.
    public static func name(from source: String, to target: String) -> String {
        languageName(source) + " → " + languageName(target)
    }

    static func languageName(_ code: String) -> String {
        let base = String(code.lowercased().prefix { $0 != "-" && $0 != "_" })
        return names[base] ?? code
    }

    private static let names = [
        "en": "English", "eng": "English", "tr": "Turkish", "tur": "Turkish", "de": "German", "deu": "German", "ger": "German",
        "fr": "French", "fra": "French", "fre": "French", "it": "Italian", "ita": "Italian", "es": "Spanish", "spa": "Spanish",
        "pl": "Polish", "pol": "Polish", "sv": "Swedish", "swe": "Swedish", "nl": "Dutch", "nld": "Dutch", "ru": "Russian", "rus": "Russian",
    ]

    /// The Turkish name of a language, from the English one `names` gives it.
    package static func turkishName(ofEnglish name: String) -> String? {
        turkishNames[name]
    }

    private static let turkishNames = [
        "English": "İngilizce", "Turkish": "Türkçe", "German": "Almanca", "French": "Fransızca", "Italian": "İtalyanca",
        "Spanish": "İspanyolca", "Polish": "Lehçe", "Swedish": "İsveççe", "Dutch": "Felemenkçe", "Russian": "Rusça",
    ]

    private static func joined(_ texts: [String]) -> String? {
        var seen = Set<String>()
        let distinct = texts.filter { seen.insert($0).inserted }
        return distinct.isEmpty ? nil : distinct.joined(separator: "; ")
    }
}
