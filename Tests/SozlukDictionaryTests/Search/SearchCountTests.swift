@testable import SozlukDictionary
import TestSupport
import Testing

/// What a search says of its count holds whatever the page: a count called complete is the
/// count of every row, however few rows were asked for (`search --json --limit 5`).
@Suite struct SearchCountTests {
    @Test func aCountCalledCompleteIsTheSameForAShortPage() {
        let cache = TemporaryDirectory()
        let languages = LanguageRules.standard(morphologyFolder: Fixtures.repositoryRoot + "/Resources/morphology", cacheFolder: cache.path)
        let service = DictionarySearchService(folders: [Fixtures.bundledDictionaries], indexFolder: cache.path, languages: languages)
        var shortPagesCalledAbout = 0
        for (id, query) in [("eng-tur", "house"), ("eng-tur", "water"), ("eng-tur", "ter"), ("eng-tur", "book"), ("tur-eng", "kitap"), ("tur-eng", "ev")] {
            let whole = service.search(query, in: id, limit: 100_000)
            #expect(whole.isCountComplete && whole.totalCount == whole.hits.count, "\(query): every row read, the count is theirs")
            // Every page size up to the whole: a copy may stand among the rows read for the
            // page (its slack) or just past them.
            for limit in 1...min(whole.hits.count + 1, 80) {
                let short = service.search(query, in: id, limit: limit)
                if short.isCountComplete {
                    #expect(short.totalCount == whole.totalCount, "\(query), \(limit) rows: a complete count of \(short.totalCount), not \(whole.totalCount)")
                } else {
                    #expect(short.isCountEstimate && short.totalCount >= whole.totalCount, "\(query), \(limit) rows: about \(short.totalCount)")
                    shortPagesCalledAbout += 1
                }
            }
        }
        #expect(shortPagesCalledAbout > 0, "house's short pages cannot see that unbeknown copies unbeknownst")
    }
}
