import Dispatch
import SozlukBase

/// The dictionaries as the user thinks of them: one per language pair, each searching every
/// switched-on dictionary of its direction at once (English → Turkish; Turkish → English,
/// FreeDict's and Wiktionary's). A headword several sources have is one row, naming them;
/// its page shows each source's articles under the source's name. A source's own id still
/// reaches that dictionary alone (`-d tur-eng`, favorites saved before pairs).
public final class LanguagePairRepository: DictionaryRepository, @unchecked Sendable {
    private let base: DictionaryRepository
    private let lock = Lock()
    private var off: Set<String>
    /// Each language's alphabetical order, made once (its tables take a while to build).
    private var collations: [String: Collation] = [:]

    public init(_ base: DictionaryRepository, switchedOff: Set<String> = []) {
        self.base = base
        off = switchedOff
    }

    /// The dictionaries switched off in their pair.
    public var switchedOff: Set<String> {
        get { lock.sync { off } }
        set { lock.sync { off = newValue } }
    }

    /// Every pair, in the order its first dictionary was found; in each, its secondary
    /// dictionaries after the others, so that a headword they all have shows theirs.
    public var pairs: [LanguagePair] {
        var pairs: [LanguagePair] = []
        for info in base.dictionaries.filter({ !$0.isSecondary }) + base.dictionaries.filter(\.isSecondary) {
            let id = Self.pairID(of: info)
            if let index = pairs.firstIndex(where: { $0.id == id }) { pairs[index].sources.append(info) } else { pairs.append(LanguagePair(id: id, sources: [info])) }
        }
        return pairs
    }

    /// "en-tr": the two base languages' codes; a dictionary that names no languages is a pair
    /// of its own, under its id.
    public static func pairID(of info: DictionaryInfo) -> String {
        let (source, target) = (LanguageRules.baseLanguage(info.sourceLanguage), LanguageRules.baseLanguage(info.targetLanguage))
        return source.isEmpty || target.isEmpty ? info.id : source + "-" + target
    }

    public var dictionaries: [DictionaryInfo] { pairs.map(\.info) }
    public var problems: [FileProblem] { base.problems }
    public var searchedFolders: [String] { base.searchedFolders }

    public func sources(of dictionaryID: String) -> [DictionaryInfo] {
        pairs.first { $0.id == dictionaryID }?.sources ?? []
    }

    public func switchedOffSources(of dictionaryID: String) -> [DictionaryInfo] {
        let searched = Set(self.searched(dictionaryID).map(\.id))
        return sources(of: dictionaryID).filter { !searched.contains($0.id) }
    }

    public func pairID(of dictionaryID: String) -> String {
        let pairs = self.pairs
        if pairs.contains(where: { $0.id == dictionaryID }) { return dictionaryID }
        return pairs.first { $0.sources.contains { $0.id == dictionaryID } }?.id ?? dictionaryID
    }

    public func isIndexingTranslations(of dictionaryID: String) -> Bool {
        searched(dictionaryID).contains { base.isIndexingTranslations(of: $0.id) }
    }

    /// As the pair's first source says.
    public func commonness(of headword: String, in dictionaryID: String) -> Double {
        base.commonness(of: headword, in: searched(dictionaryID).first?.id ?? dictionaryID)
    }

    public func info(of dictionaryID: String) -> DictionaryInfo? {
        dictionaries.first { $0.id == dictionaryID } ?? base.dictionaries.first { $0.id == dictionaryID }
    }

    /// The dictionaries an id searches: a pair's switched-on sources (all of them when every
    /// one is off: a pair is never empty), or the one dictionary a source's id names.
    func searched(_ id: String) -> [DictionaryInfo] {
        guard let pair = pairs.first(where: { $0.id == id }) else { return base.dictionaries.filter { $0.id == id } }
        let off = switchedOff
        let on = pair.sources.filter { !off.contains($0.id) }
        return on.isEmpty ? pair.sources : on
    }

    public func isLoaded(_ dictionaryID: String) -> Bool {
        searched(dictionaryID).allSatisfy { base.isLoaded($0.id) }
    }

    public func load(_ dictionaryID: String, progress: @escaping @Sendable (Double) -> Void) {
        let sources = searched(dictionaryID)
        for (number, source) in sources.enumerated() {
            base.load(source.id) { fraction in progress((Double(number) + fraction) / Double(sources.count)) }
        }
    }

    public func whenTranslationsAreIndexed(of dictionaryID: String, _ body: @escaping @Sendable () -> Void) {
        whenAll(searched(dictionaryID), base.whenTranslationsAreIndexed, body)
    }

    public func whenCompanionsAreIndexed(of dictionaryID: String, _ body: @escaping @Sendable () -> Void) {
        whenAll(searched(dictionaryID), base.whenCompanionsAreIndexed, body)
    }

    private func whenAll(_ sources: [DictionaryInfo], _ each: (String, @escaping @Sendable () -> Void) -> Void, _ body: @escaping @Sendable () -> Void) {
        let group = DispatchGroup()
        for source in sources {
            group.enter()
            each(source.id) { group.leave() }
        }
        group.notify(queue: .global(qos: .default), execute: body)
    }

    public func beginSearch(_ query: String, in dictionaryID: String, rows: Range<Int>, scope: SearchScope, cancellation: Cancellation?) -> StagedSearch {
        let sources = searched(dictionaryID)
        guard sources.count > 1 else {
            return sources.first.map { base.beginSearch(query, in: $0.id, rows: rows, scope: scope, cancellation: cancellation) }
                ?? StagedSearch(firstRows: { .empty }, rankedRows: { .empty })
        }
        // Each source's best rows up to the page's end, then ranked together.
        let searches = sources.map { base.beginSearch(query, in: $0.id, rows: 0..<rows.upperBound, scope: scope, cancellation: cancellation) }
        let merged = { @Sendable (pages: [SearchResults]) -> SearchResults in
            guard cancellation?.isCancelled != true else { return .empty }
            return self.merge(pages, of: sources, rows: rows)
        }
        return StagedSearch(firstRows: { merged(searches.map { $0.firstRows() }) }, rankedRows: { merged(searches.map { $0.rankedRows() }) })
    }

    private func merge(_ pages: [SearchResults], of sources: [DictionaryInfo], rows: Range<Int>) -> SearchResults {
        SearchMerge(sources: sources, collation: collation(of: sources[0].sourceLanguage), pages: pages,
                    entryCount: { headword, id in
                        // The index says how many, without reading the articles.
                        let first = self.base.search(headword, in: id, rows: 0..<1, scope: .prefixes, cancellation: nil).hits.first
                        return first?.kind == .exact && first?.headword == headword ? first!.entryCount : 0
                    })
            .results(rows: rows)
    }

    private func collation(of language: String) -> Collation {
        lock.sync {
            if let made = collations[language] { return made }
            let made = Collation(language: language)
            collations[language] = made
            return made
        }
    }

    public func entries(for headword: String, in dictionaryID: String) -> [DictionaryEntry] {
        let sources = searched(dictionaryID)
        guard sources.count > 1 else { return sources.first.map { base.entries(for: headword, in: $0.id) } ?? [] }
        let entries = sources.flatMap { source in
            base.entries(for: headword, in: source.id).map { entry in
                var entry = entry
                entry.source = source.name
                return entry
            }
        }
        // One source spelling it as asked: another's headword only folding like it (satir,
        // satyr, beside satır, line) is another word.
        let spelled = entries.filter { $0.headword == headword }
        return spelled.isEmpty ? entries : spelled
    }

    public func neighbours(of headword: String, in dictionaryID: String) -> (previous: String?, next: String?) {
        let sources = searched(dictionaryID)
        guard sources.count > 1, let first = sources.first else { return sources.first.map { base.neighbours(of: headword, in: $0.id) } ?? (nil, nil) }
        let collation = collation(of: first.sourceLanguage)
        let around = sources.map { base.neighbours(of: headword, in: $0.id) }
        let key = collation.sortKey(headword)
        let before = around.compactMap(\.previous).filter { collation.sortKey($0).lexicographicallyPrecedes(key) }
        let after = around.compactMap(\.next).filter { key.lexicographicallyPrecedes(collation.sortKey($0)) }
        return (before.max { collation.areInIncreasingOrder($0, $1) }, after.min { collation.areInIncreasingOrder($0, $1) })
    }
}
