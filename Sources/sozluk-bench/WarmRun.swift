import SozlukBase
import SozlukDictionary

/// The second half of a run, in a fresh process: open with the index saved, search as a
/// user types, open a word, and report the memory this took.
struct WarmRun {
    /// The rows the browser asks for at a time (SearchPresenter.rowLimit).
    static let browserPage = 200

    var path: String
    var indexFolder: String
    var queries: [String]
    var verbose = false

    func run() {
        let folder = FileSystem.parentDirectory(of: path)
        // To the first frame with results: find the dictionaries, map the index, check it,
        // list the first page of words.
        let languages = LanguageRules.standard(morphologyFolder: BundledResources.morphology(), cacheFolder: indexFolder)
        // As the browser searches: the dictionary's language pair, with any other dictionary of
        // it in the folder (sozluk-bench --second).
        let ((repository, id, firstPage), openMS) = Measure.time { () -> (LanguagePairRepository, String, SearchResults) in
            let files = DictionarySearchService(folders: [folder], indexFolder: indexFolder, languages: languages)
            let repository = LanguagePairRepository(files)
            let id = repository.pairID(of: files.dictionaries.first { $0.path == path }?.id ?? files.dictionaries.first?.id ?? "")
            repository.load(id)
            return (repository, id, repository.search("", in: id, limit: Self.browserPage))
        }
        let sources = max(1, repository.sources(of: id).count)
        print("language pair \(id): \(sources) dictionar\(sources == 1 ? "y" : "ies") searched as one")
        print("warm open to first page of results (\(firstPage.hits.count) rows): \(Measure.format(openMS)) ms")
        let (_, uncheckedMS) = Measure.time { () -> SearchResults in
            let repository = LanguagePairRepository(DictionarySearchService(folders: [folder], indexFolder: indexFolder,
                                                                             languages: .standard(morphologyFolder: BundledResources.morphology())))
            return repository.search("", in: id, limit: Self.browserPage)
        }
        print("the same without checking the index's checksum (as `sozluk lookup` does): \(Measure.format(uncheckedMS)) ms")
        // Opening the dictionary has its languages' lists read on another thread; a person's
        // first keystroke comes later than this wait, which says how much later it must be.
        let (_, listsMS) = Measure.time {
            let info = repository.info(of: id)
            languages.prepare(for: [info?.sourceLanguage ?? "", info?.targetLanguage ?? ""])
        }
        print("language lists still being read after the first page (read meanwhile on another thread): \(Measure.format(listsMS)) ms")
        typeQueries(in: repository, id: id)
        let word = firstPage.hits.dropFirst(firstPage.hits.count / 2).first?.headword ?? ""
        var decodeTimes: [Double] = []
        for _ in 0..<100 {
            decodeTimes.append(Measure.time { repository.entries(for: word, in: id) }.1)
        }
        print("")
        print("entries of a headword (\(word)), read and decoded: p50 \(Measure.format(Measure.percentile(decodeTimes, 0.5), digits: 3)) ms")
        print("resident memory, index open and searched: \(Measure.format(Measure.residentMB(), digits: 0)) MB (peak \(Measure.format(Measure.peakResidentMB(), digits: 0)) MB)")
    }

    /// Each query typed letter by letter, five times: what the first rows and the whole
    /// ranking of a keystroke take.
    private func typeQueries(in repository: LanguagePairRepository, id: String) {
        print("")
        print("per keystroke, query typed letter by letter, \(Self.browserPage) rows as the browser asks, 5 rounds.")
        print("first rows: the exact and prefix matches, shown at once; all rows: those and then the whole")
        print("ranking of the same search (one search per keystroke), with the substring and typo scans")
        print("when the prefix matches do not fill the page.")
        print("kind       query            keys  first rows p50/p99 ms   all rows p50/p99 ms   max ms   matches")
        for query in queries {
            let kind = String(query.prefix { $0 != ":" })
            let text = String(query.drop { $0 != ":" }.dropFirst())
            var first: [Double] = []
            var all: [Double] = []
            var matches = ""
            var slowest = Array(repeating: 0.0, count: text.count)
            for _ in 0..<5 {
                for length in 1...text.count {
                    let typed = String(text.prefix(length))
                    // As a keystroke runs: one search, its first rows, then the rest of its ranking.
                    let search = repository.beginSearch(typed, in: id, rows: 0..<Self.browserPage, scope: .all, cancellation: nil)
                    let firstMS = Measure.time { search.firstRows() }.1
                    let (results, rankingMS) = Measure.time { search.rankedRows() }
                    let ms = firstMS + rankingMS
                    first.append(firstMS)
                    all.append(ms)
                    slowest[length - 1] = max(slowest[length - 1], ms)
                    matches = NumberText.grouped(results.totalCount) + (results.isCountComplete ? "" : "+")
                }
            }
            if verbose { print("  slowest whole ranking per prefix: " + slowest.map { Measure.format($0) }.joined(separator: " ")) }
            let cells = [kind, text, String(text.count),
                         Measure.format(Measure.percentile(first, 0.5)) + " / " + Measure.format(Measure.percentile(first, 0.99)),
                         Measure.format(Measure.percentile(all, 0.5)) + " / " + Measure.format(Measure.percentile(all, 0.99)),
                         Measure.format(all.max() ?? 0), matches]
            let widths = [10, 16, 5, 21, 21, 8, 0]
            print(zip(cells, widths).map { cell, width in cell + String(repeating: " ", count: max(1, width - cell.count + 1)) }.joined())
        }
    }
}
