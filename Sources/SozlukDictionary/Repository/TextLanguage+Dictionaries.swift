extension TextLanguage {
    /// `en` or `tr`, from how common the dictionaries of each language find the words (the
    /// browser, which holds the dictionaries rather than the lists).
    public static func guess(_ words: [String], in dictionaries: DictionaryRepository) -> String {
        let english = dictionaries.dictionaries.first { LanguageRules.baseLanguage($0.sourceLanguage) == "en" }?.id
        let turkish = dictionaries.dictionaries.first { LanguageRules.baseLanguage($0.sourceLanguage) == "tr" }?.id
        return guess(words) { word, language in
            (language == "en" ? english : turkish).map { dictionaries.commonness(of: word, in: $0) } ?? 0
        }
    }
}
