extension DictionaryInfo {
    /// Whether this dictionary translates the other way round from `other`, between two
    /// different languages (Turkish → English for English → Turkish): one of its companions.
    public func translatesBack(_ other: DictionaryInfo) -> Bool {
        let (source, target) = (LanguageRules.baseLanguage(other.sourceLanguage), LanguageRules.baseLanguage(other.targetLanguage))
        guard !source.isEmpty, !target.isEmpty, source != target, id != other.id else { return false }
        return LanguageRules.baseLanguage(sourceLanguage) == target && LanguageRules.baseLanguage(targetLanguage) == source
    }

    /// Whether this is another dictionary of the same direction (the two Turkish → English).
    public func goesTheSameWay(as other: DictionaryInfo) -> Bool {
        id != other.id && !sourceLanguage.isEmpty
            && LanguageRules.baseLanguage(sourceLanguage) == LanguageRules.baseLanguage(other.sourceLanguage)
            && LanguageRules.baseLanguage(targetLanguage) == LanguageRules.baseLanguage(other.targetLanguage)
    }
}
