import Dispatch
import Foundation
@testable import SozlukDictionary
import TestSupport
import Testing

/// The repository searches a dictionary with the first one installed the other way round.
@Suite struct CompanionDictionaryTests {
    let folder = TemporaryDirectory()
    let languages = LanguageRules(lemmatizers: ["en": EnglishLemmatizer(exceptions: [:]), "tr": TurkishLemmatizer()])

    init() {
        folder.write("eng-tur.json", Fixtures.dictionaryJSON(id: "eng-tur", source: "en", target: "tr",
                                                             entries: [("edge", "kenar, avantaj"), ("benefit", "yarar")]))
        folder.write("deu-eng.json", Fixtures.dictionaryJSON(id: "deu-eng", source: "de", target: "en", entries: [("Vorteil", "benefit")]))
    }

    func headwords(_ query: String, searchingCompanions: Bool = true) -> [String] {
        let repository = DictionarySearchService(folders: [folder.path], languages: languages, searchesCompanions: searchingCompanions)
        return repository.search(query, in: "eng-tur", limit: 10).hits.map(\.headword)
    }

    @Test func aDictionaryTheOtherWayRoundIsSearchedWithIt() {
        #expect(headwords("avantaj") == ["edge"], "German → English is no companion of English → Turkish")
        folder.write("tur-eng.json", Fixtures.dictionaryJSON(id: "tur-eng", source: "tr", target: "en", entries: [("avantaj", "benefit")]))
        #expect(headwords("avantaj") == ["benefit", "edge"])
        #expect(headwords("avantaj", searchingCompanions: false) == ["edge"])
    }

    /// A secondary dictionary (KeNet's, whose links are loose) is searched in its pair, after
    /// the others, never beside the dictionaries the other way round; the mark survives the
    /// file and the index.
    @Test func aSecondaryDictionaryIsNoCompanionAndComesLastInItsPair() throws {
        var secondary = DictionaryFile(info: DictionaryInfo(id: "kenet", name: "KeNet", sourceLanguage: "tr", targetLanguage: "en"),
                                       entries: [DictionaryEntry(headword: "avantaj", senses: [Sense(definition: "vantage")])])
        secondary.info.isSecondary = true
        let text = DictionaryFileEncoder().encode(secondary)
        #expect(text.contains(#""secondary": true"#))
        folder.write("a-kenet.json", text)
        #expect(headwords("avantaj") == ["edge"], "no companion")
        folder.write("tur-eng.json", Fixtures.dictionaryJSON(id: "tur-eng", source: "tr", target: "en", entries: [("avantaj", "benefit")]))
        let cache = TemporaryDirectory()
        for _ in 0..<2 { // built, then opened from the saved index
            let files = DictionarySearchService(folders: [folder.path], indexFolder: cache.path, languages: languages)
            files.loadAll()
            files.finishSaving(timeout: 10)
            #expect(files.dictionaries.first { $0.id == "kenet" }?.isSecondary == true)
            let pairs = LanguagePairRepository(files)
            #expect(pairs.sources(of: "tr-en").map(\.id) == ["tur-eng", "kenet"], "after the others, though found first")
            #expect(pairs.entries(for: "avantaj", in: "tr-en").map(\.source) == ["Test English", "KeNet"])
        }
    }

    @Test func aBrokenCompanionLeavesTheSearchAsItWas() {
        folder.write("tur-eng.json", "{\"format\": \"sozluk.dictionary\", \"sourceLanguage\": \"tr\", \"targetLanguage\": \"en\", \"entries\": [")
        #expect(headwords("avantaj") == ["edge"])
    }

    /// In the browser a keystroke never waits for the companion's index: it is built after its
    /// dictionary opens, and used from then on.
    @Test func aKeystrokeNeverWaitsForTheCompanionsIndex() throws {
        let cache = TemporaryDirectory()
        // Over 64 KB, so it is indexed when first used, not when the folder is read.
        let filler = (0..<3000).map { ("kelime\($0)", "word \($0) of a long enough definition") }
        folder.write("tur-eng.json", Fixtures.dictionaryJSON(id: "tur-eng", source: "tr", target: "en", entries: [("avantaj", "benefit")] + filler))
        let open = { (gate: BuildGate) in
            DictionarySearchService(folders: [self.folder.path], indexFolder: cache.path, policy: .browser, observer: gate, languages: self.languages)
        }
        let counting = BuildGate(holding: false)
        #expect(open(counting).search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == ["edge"])
        #expect(counting.buildCount == 0, "the search built no companion")
        let gate = BuildGate(holding: true)
        let repository = open(gate)
        repository.load("eng-tur", progress: { _ in })
        try gate.waitForEvent() // the companion's build has started, and is held
        #expect(repository.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == ["edge"])
        #expect(gate.waitCount == 0, "the search did not wait for it")
        // The browser searches the query again once the companions are indexed.
        let indexed = DispatchSemaphore(value: 0)
        repository.whenCompanionsAreIndexed(of: "eng-tur") { indexed.signal() }
        #expect(indexed.wait(timeout: .now()) == .timedOut, "not while the companion's build is held")
        gate.release()
        // The minute is a safety net against a hang, never reached when the code works.
        #expect(indexed.wait(timeout: .now() + 60) == .success)
        #expect(repository.search("avantaj", in: "eng-tur", limit: 10).hits.map(\.headword) == ["benefit", "edge"])
        repository.finishSaving(timeout: 60)
    }

    /// A big dictionary's translations are indexed on both cores after it is searchable by
    /// headword; its companions wait for them (deu-eng's took half as long again with eng-deu
    /// built beside it).
    @Test func theCompanionsAreIndexedOnceTheDictionarysTranslationsAre() throws {
        let cache = TemporaryDirectory()
        // Both over 64 KB, so both are indexed when first used.
        let filler = (0..<3000).map { ("kelime\($0)", "word \($0) of a long enough definition") }
        folder.write("tur-eng.json", Fixtures.dictionaryJSON(id: "tur-eng", source: "tr", target: "en", entries: [("avantaj", "benefit")] + filler))
        folder.write("eng-tur.json", Fixtures.dictionaryJSON(id: "eng-tur", source: "en", target: "tr",
                                                             entries: [("edge", "kenar, avantaj")] + filler.map { ($0.1, $0.0) }))
        let held = TranslationsHeldCountingBuilds()
        let repository = DictionarySearchService(folders: [folder.path], indexFolder: cache.path, policy: .browser, observer: held,
                                                  languages: languages, translationsLaterFrom: 1)
        // Searchable by headword, load returns; its translations are being indexed, and held.
        repository.load("eng-tur", progress: { _ in })
        try held.waitUntilHeld()
        #expect(held.builds == ["eng-tur.json"], "no companion build while they are")
        let indexed = DispatchSemaphore(value: 0)
        repository.whenCompanionsAreIndexed(of: "eng-tur") { indexed.signal() }
        #expect(indexed.wait(timeout: .now()) == .timedOut, "nor are they indexed")
        held.release()
        // The minute is a safety net against a hang, never reached when the code works.
        #expect(indexed.wait(timeout: .now() + 60) == .success)
        #expect(held.builds == ["eng-tur.json", "tur-eng.json"])
        repository.finishSaving(timeout: 60)
    }
}

/// Holds eng-tur's index of translations until released, and names the files whose index is built.
final class TranslationsHeldCountingBuilds: IndexBuildObserver, @unchecked Sendable {
    private let lock = NSLock()
    private var built: [String] = []
    private let held = TranslationsHeld()
    var builds: [String] { lock.withLock { built } }
    func willBuildIndex(of path: String) { lock.withLock { built.append(String(path.split(separator: "/").last ?? "")) } }
    func willWaitForIndexBuild(of path: String) {}
    func willIndexTranslations(of path: String) {
        if path.hasSuffix("/eng-tur.json") { held.willIndexTranslations(of: path) }
    }
    func waitUntilHeld() throws { try held.waitUntilHeld() }
    func release() { held.release() }
}
