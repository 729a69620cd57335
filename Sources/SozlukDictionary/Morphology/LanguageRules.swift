import SozlukBase

/// What sozluk knows of each language beyond its alphabet: how its words inflect (a
/// lemmatizer) and how common they are (word frequencies), looked up by a dictionary's
/// `sourceLanguage` or `targetLanguage`. A language it knows nothing of gets no lemma
/// matches and plain ranking, rather than another language's guesses.
public struct LanguageRules: Sendable {
    /// Each read from its file the first time a search needs it.
    private let lemmatizers: [String: LoadOnce<any Lemmatizer>]
    private let frequencies: [String: LoadOnce<WordFrequencies?>]

    public init(lemmatizers: [String: any Lemmatizer], frequencies: [String: WordFrequencies] = [:]) {
        self.lemmatizers = lemmatizers.mapValues { lemmatizer in LoadOnce { lemmatizer } }
        self.frequencies = frequencies.mapValues { list in LoadOnce { list } }
    }

    private init(loading lemmatizers: [String: LoadOnce<any Lemmatizer>], frequencies: [String: LoadOnce<WordFrequencies?>]) {
        self.lemmatizers = lemmatizers
        self.frequencies = frequencies
    }

    public static let none = LanguageRules(lemmatizers: [:])

    /// English (with WordNet's irregular forms and word classes when `morphologyFolder` has them), Turkish,
    /// German and French lemmatizers, and the English and Turkish frequency lists. A missing
    /// or unreadable list costs only what it gives (irregular forms, frequency ranking).
    /// The bundled lists in `morphologyFolder`, read as tables saved in `cacheFolder` (made
    /// there the first time: `LanguageListCache`).
    public static func standard(morphologyFolder: String?, cacheFolder: String? = nil) -> LanguageRules {
        let cache = LanguageListCache(folder: cacheFolder)
        @Sendable func table(_ name: String, of list: String, _ build: (String) throws(FileProblem) -> PackedWordTable) -> PackedWordTable? {
            guard let folder = morphologyFolder else { return nil }
            return try? cache.table(name, from: folder + "/" + list + ".txt", build: build)
        }
        var frequencies: [String: LoadOnce<WordFrequencies?>] = [:]
        for (code, name) in [("en", "english"), ("tr", "turkish")] {
            frequencies[code] = LoadOnce { table("\(name)-frequency", of: "\(name)-frequency", WordFrequencies.table(ofFile:)).map(WordFrequencies.init(table:)) }
        }
        return LanguageRules(loading: [
            "en": LoadOnce {
                let exceptions = { (path: String) throws(FileProblem) in EnglishLemmatizer.tables(of: try EnglishLemmatizer.exceptions(fromFile: path)) }
                let forms = table("english-exceptions", of: "english-exceptions") { path throws(FileProblem) in try exceptions(path).forms }
                let lemmas = table("english-irregular-forms", of: "english-exceptions") { path throws(FileProblem) in try exceptions(path).lemmas }
                return RememberingLemmatizer(EnglishLemmatizer(exceptions: forms ?? .empty, irregularForms: lemmas ?? .empty,
                                         wordClasses: table("english-word-classes", of: "english-word-classes", EnglishWordClasses.table(ofFile:))
                                            .map(EnglishWordClasses.init(table:))))
            },
            "tr": LoadOnce { RememberingLemmatizer(TurkishLemmatizer()) },
            "de": LoadOnce { SuffixLemmatizer.german },
            "fr": LoadOnce { SuffixLemmatizer.french },
        ], frequencies: frequencies)
    }

    /// Reads the lists of these languages now, so that no keystroke waits for them (a
    /// frequency list takes ~10 ms, WordNet's exceptions ~20 ms on this project's machine).
    public func prepare(for codes: [String]) {
        for code in codes {
            _ = lemmatizer(for: code)
            _ = frequencies(for: code)
        }
    }

    /// The lemmatizer for a language code: `en`, `en-GB`, `en_US` and `eng` are all English.
    public func lemmatizer(for code: String) -> (any Lemmatizer)? {
        lemmatizers[Self.baseLanguage(code)]?.value
    }

    public func frequencies(for code: String) -> WordFrequencies? {
        frequencies[Self.baseLanguage(code)]?.value
    }

    /// Letters a language writes that plain Latin (English) has not, lower case: a query
    /// holding one of the target language's that the source language lacks (`dün` in
    /// English → Turkish) is a word of the target language.
    static func ownLetters(of code: String) -> Set<Character> {
        switch baseLanguage(code) {
        case "tr": ["ç", "ğ", "ı", "ö", "ş", "ü"]
        case "de": ["ä", "ö", "ü", "ß"]
        case "fr": ["à", "â", "æ", "ç", "é", "è", "ê", "ë", "î", "ï", "ô", "œ", "ù", "û", "ü", "ÿ"]
        default: []
        }
    }

    /// Letters no other language of the dictionaries writes, lower case: a word holding one
    /// is a word of that language (not ç, ö, ü: French and German words carry those).
    static func lettersOnlyWritten(in code: String) -> Set<Character> {
        baseLanguage(code) == "tr" ? ["ı", "ğ", "ş"] : []
    }

    /// Whether `word` holds a letter only `language` writes (İ counts as ı's capital).
    static func hasLettersOnlyItWrites(_ word: String, language: String) -> Bool {
        let own = lettersOnlyWritten(in: language)
        guard !own.isEmpty else { return false }
        return word.contains { $0 == "İ" || own.contains(Character($0.lowercased())) }
    }

    /// Whether `query` is written with a letter the target language has and the source
    /// language has not. A capital is lowered as every language lowers it but for İ, which
    /// only Turkish writes: the I of `LIKE` is no Turkish ı, the one of `IŞIK` is read as
    /// Turkish for its Ş alone.
    static func isWrittenInTarget(_ query: String, source: String, target: String) -> Bool {
        let foreign = ownLetters(of: target).subtracting(ownLetters(of: source))
        guard !foreign.isEmpty else { return false }
        return query.contains { character in
            character == "İ" ? foreign.contains("ı") : foreign.contains(Character(character.lowercased()))
        }
    }

    package static func baseLanguage(_ code: String) -> String {
        LanguageCode.base(code)
    }

    /// The languages whose dotless I lower-cases to ı and whose dotted İ to i.
    static let dottedAndDotlessI: Set<String> = ["tr", "az"]

    /// A text in lower case by its language's rules: Işık is ışık in Turkish, It is it in
    /// English (not ıt, which no English dictionary has).
    package static func lowercased(_ text: String, language: String) -> String {
        dottedAndDotlessI.contains(baseLanguage(language)) ? TurkishLemmatizer.lowercased(text) : text.lowercased()
    }
}
