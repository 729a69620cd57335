import Foundation
import SozlukBase
@testable import SozlukDictionary
import TestSupport
import Testing

/// The scanner that builds indexes must accept exactly what the decoder loads, and say
/// the decoder's words when it does not.
@Suite struct DictionaryScannerTests {
    static let header = #"{"format": "sozluk.dictionary", "version": 1, "id": "t", "name": "T", "sourceLanguage": "en", "targetLanguage": "tr", "entries": "#

    static func file(_ entries: String, after: String = "") -> [UInt8] {
        Array((header + entries + after + "}").utf8)
    }

    static func file(withHeadword bytes: [UInt8]) -> [UInt8] {
        Array((header + #"[{"headword": "a"#).utf8) + bytes + Array(#"", "senses": [{"definition": "x"}]}]}"#.utf8)
    }

    /// The decoder's verdict and the index's, as the user would see them.
    func verdicts(_ bytes: [UInt8]) -> (decoder: String, index: String) {
        let decoder: String
        do {
            let file = try DictionaryFileDecoder().decode(bytes, path: "d.json")
            decoder = "ok " + file.entries.map(\.headword).joined(separator: "|")
        } catch {
            decoder = error.description
        }
        let index: String
        do {
            let dictionary = try IndexedDictionary(bytes: bytes, path: "d.json")
            let words = (0..<dictionary.headwordCount).map { dictionary.index.headword($0) }
            let perEntry = words.flatMap { word in dictionary.entries(atPosition: dictionary.position(of: word)!).map(\.headword) }
            index = "ok " + perEntry.sorted().joined(separator: "|")
        } catch {
            index = error.description
        }
        return (decoder.hasPrefix("ok ") ? "ok " + decoder.dropFirst(3).split(separator: "|").sorted().joined(separator: "|") : decoder, index)
    }

    @Test(arguments: [
        #"[{"headword": "a", "senses": [{"definition": "x"}]}]"#,
        #"[{"headword": "a\u0062\n", "pronunciation": null, "senses": [{"definition": "\ud83d\ude00", "examples": [], "labels": ["l"], "partOfSpeech": null}], "synonyms": [], "seeAlso": ["b"], "extra": {"deep": [1, -2.5e3, true, false, null]}}]"#,
        #"[{"head\u0077ord": "escaped key", "senses": [{"definition": "x"}]}]"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}], "headword": "second wins"}]"#,
        #"[{"headword": "a", "partOfSpeech": 5, "senses": [{"definition": "x", "pronunciation": 7}]}]"#,
        #"[]"#,
        #"[{"headword": "a", "senses": []}]"#,
        #"[{"headword": "  ", "senses": [{"definition": "x"}]}]"#,
        #"[{"headword": "\u00a0\u2003", "senses": [{"definition": "x"}]}]"#,
        #"[{"headword": "a", "senses": [{"definition": " \t"}]}]"#,
        #"[{"headword": "a"}]"#,
        #"[{"senses": [{"definition": "x"}]}]"#,
        #"[{"headword": 5, "senses": [{"definition": "x"}]}]"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}], "synonyms": null}]"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}], "synonyms": [1]}]"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}], "pronunciation": []}]"#,
        #"[{"headword": "a", "senses": [{"partOfSpeech": "n"}]}]"#,
        #"[{"headword": "a", "senses": {"definition": "x"}}]"#,
        #"[{"headword": "a\x", "senses": [{"definition": "x"}]}]"#,
        #"[{"headword": "a\u12", "senses": [{"definition": "x"}]}]"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}], "n": 01.5e+-3}]"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}], "n": 1.}]"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}], "n": -}]"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}], "n": tru}]"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}],}]"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}]}"#,
        #"[{"headword": "a", "senses": [{"definition": "x"}]}] trailing"#,
        #"5"#,
    ])
    func scannerAndDecoderAgree(entries: String) {
        let result = verdicts(Self.file(entries))
        #expect(result.index == result.decoder)
    }

    @Test func rawBytesTheDecoderRefusesTheScannerRefusesToo() {
        let cases: [[UInt8]] = [
            Self.file(withHeadword: [0xC3, 0x28]),     // bad continuation
            Self.file(withHeadword: [0xE0, 0x80, 0x80]), // overlong
            Self.file(withHeadword: [0xED, 0xA0, 0x80]), // surrogate
            Self.file(withHeadword: [0xF4, 0x90, 0x80, 0x80]), // past U+10FFFF
            Self.file(withHeadword: [0x0A]),             // raw line break
            Self.file(withHeadword: [0x00]),             // NUL
            [0xEF, 0xBB, 0xBF] + Self.file(#"[{"headword": "çay", "senses": [{"definition": "tea"}]}]"#),           // BOM: fine
            Array(Self.file(#"[{"headword": "a", "senses": [{"definition": "x"}]}]"#).dropLast(1)),                   // truncated
            Array(String(repeating: "[", count: 300).utf8),
            Self.file(#"[{"headword": "a", "senses": [{"definition": "x"}], "x": "# + String(repeating: "[", count: 260) + String(repeating: "]", count: 260) + "}]"),
        ]
        for bytes in cases {
            let result = verdicts(bytes)
            #expect(result.index == result.decoder)
        }
    }

    /// The file's UTF-8 is checked ahead of the scan 64 KB at a time: a wrong byte far into
    /// a file, on either side of a stretch's end, is refused as the decoder refuses it.
    @Test func aWrongByteFarIntoTheFileIsRefusedLikeTheDecoderRefusesIt() {
        let entries = (0..<3000).map { #"{"headword": "sözcük\#($0)", "senses": [{"definition": "çok uzun bir tanım ğüşıöç \#($0)"}]}"# }
        let text = Array(Self.file("[" + entries.joined(separator: ",\n") + "]"))
        #expect(text.count > 3 * DictionaryScanner.Cursor.utf8Stretch)
        let anchors = [DictionaryScanner.Cursor.utf8Stretch, 2 * DictionaryScanner.Cursor.utf8Stretch + 5, text.count - 300]
        for anchor in anchors {
            // The next definition at or after the anchor, its first letters replaced.
            let place = (anchor..<text.count).first { Array(text[$0..<min($0 + 12, text.count)]) == Array(#""definition""#.utf8) }! + 15
            for bad: [UInt8] in [[0xC3, 0x28], [0xED, 0xA0, 0x80], [0xF0, 0x80, 0x80, 0x80], [0x80]] {
                var bytes = text
                bytes.replaceSubrange(place..<(place + bad.count), with: bad)
                let result = verdicts(bytes)
                #expect(result.index == result.decoder)
                #expect(result.index.contains("UTF-8"), "\(result.index)")
            }
        }
        #expect(verdicts(text).index.hasPrefix("ok "))
    }

    @Test func aProblemInTheDescriptionIsReportedWhereItIs() {
        let bytes = Array(#"{"format": "sozluk.dictionary", "version": 1, "id": "Bad Id", "name": "T", "sourceLanguage": "en", "targetLanguage": "tr", "entries": []}"#.utf8)
        #expect(verdicts(bytes).index == verdicts(bytes).decoder)
        #expect(verdicts(bytes).index.contains("d.json:1:53: \"id\" must be"))
    }

    @Test func twoThreadsScanLikeOne() throws {
        // Over the size at which a second scanner starts from the middle.
        let entries = (0..<90_000).map { ("wörd\($0)", "a definition that makes the file long enough \($0)") }
        let bytes = Array(Fixtures.dictionaryJSON(entries: entries).utf8)
        #expect(bytes.count > 8 << 20)
        let (one, two) = try bytes.withUnsafeBufferPointer { buffer in
            (try DictionaryScanner.scan(buffer, splitting: false), try DictionaryScanner.scan(buffer, splitting: true))
        }
        #expect(one.entries.count == 90_000)
        #expect(two.entries.map(\.start) == one.entries.map(\.start))
        #expect(two.entries.map(\.headword.start) == one.entries.map(\.headword.start))
        #expect(two.entriesList == one.entriesList)
        #expect(Self.definitionStarts(two) == Self.definitionStarts(one))
        #expect((two.words.bytes, two.words.starts) == (one.words.bytes, one.words.starts))
        #expect((two.summaries.bytes, two.summaries.starts) == (one.summaries.bytes, one.summaries.starts))
        #expect(one.words.count == 90_000 && one.summaries.count == 90_000)
        let guess = bytes.withUnsafeBufferPointer { DictionaryScanner.guessMiddleEntry(in: $0) }
        #expect(guess != nil && one.entries.map(\.start).contains(guess!))
    }

    /// A big file's pages are given back behind the two scanners as they go (they copy the
    /// headwords and summaries as they pass them; the file is not read again for them):
    /// stretches inside the file, most of it in all; the index is the same as one built without.
    @Test func theBuildGivesBackTheFileBehindItAsItReadsIt() throws {
        let entries = (0..<90_000).map { ("wörd\($0)", "a definition that makes the file long enough \($0)") }
        let bytes = Array(Fixtures.dictionaryJSON(entries: entries).utf8)
        let given = GivenBack()
        let (contents, plain) = try bytes.withUnsafeBufferPointer { (buffer) throws(FileProblem) in
            (try IndexBuilder.buildLeavingTranslations(buffer, path: "/w.json", release: { given.add($0) }).0,
             try IndexBuilder.buildLeavingTranslations(buffer, path: "/w.json").0)
        }
        let stretches = given.stretches
        #expect(stretches.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= bytes.count && !$0.isEmpty })
        #expect(stretches.reduce(0) { $0 + $1.count } > bytes.count * 3 / 4, "most of the file, by the scan")
        let encoded = (IndexFile.encode(contents, source: FileStamp(path: "")), IndexFile.encode(plain, source: FileStamp(path: "")))
        withExtendedLifetime(encoded) { #expect(Array(encoded.0.bytes) == Array(encoded.1.bytes)) }
    }

    static func definitionStarts(_ scan: DictionaryScanner.Result) -> [[Int]] {
        scan.entries.map { entry in (0..<Int(entry.definitionCount)).map { scan.definitions[Int(entry.firstDefinition) + $0].span.start } }
    }

    @Test func aGuessedMiddleThatIsNotBetweenEntriesIsNotUsed() throws {
        // Senses on lines of their own: the line in the middle starts a sense, not an entry.
        var text = Self.header + "[\n"
        for number in 0..<30_000 {
            text += #"{"headword": "w\#(number)", "senses": ["# + "\n" + #"{"definition": "first sense of a long entry \#(number)"},"# + "\n"
            text += String(repeating: #"{"definition": "another sense"},"# + "\n", count: 8) + #"{"definition": "last sense"}]}"#
            text += number < 29_999 ? ",\n" : "\n"
        }
        text += "]}"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 8 << 20)
        let (one, two) = try bytes.withUnsafeBufferPointer { buffer in
            (try DictionaryScanner.scan(buffer, splitting: false), try DictionaryScanner.scan(buffer, splitting: true))
        }
        let guess = bytes.withUnsafeBufferPointer { DictionaryScanner.guessMiddleEntry(in: $0) }
        #expect(guess != nil && !one.entries.map(\.start).contains(guess!))
        #expect(two.entries.count == 30_000)
        #expect(two.entries.map(\.end) == one.entries.map(\.end))
        // Every sense's definition, for the index of translations, whichever scanner read it.
        #expect(Self.definitionStarts(two) == Self.definitionStarts(one))
        #expect(one.entries.allSatisfy { $0.definitionCount == 10 })
    }
}

/// Indexes are saved, reused, and never trusted when their dictionary or they themselves changed.
@Suite struct DictionaryIndexStoreTests {
    let dictionaries = TemporaryDirectory()
    let cache = TemporaryDirectory()

    func big(_ word: String = "word") -> String {
        Fixtures.dictionaryJSON(id: "big", name: "Big", entries: (0..<3000).map { ("\(word)\($0)", "a definition long enough to fill the file \($0)") })
    }

    func open(observer: IndexBuildObserver? = nil) -> DictionarySearchService {
        DictionarySearchService(folders: [dictionaries.path], indexFolder: cache.path, observer: observer)
    }

    func indexFiles() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []).filter { $0.hasSuffix(".index") }
    }

    func indexPath() -> String { cache.path + "/" + indexFiles()[0] }

    /// The browser's way: searchable by headword as soon as that part is built (and that part
    /// saved, under a name of its own), by translation once the index of translations follows
    /// (held here until the first search is done); the whole index saved replaces the part.
    @Test(.timeLimit(.minutes(1))) func translationsFollowAHeadwordIndexAlreadySearchable() throws {
        dictionaries.write("big.json", big())
        let held = TranslationsHeld()
        let repository = DictionarySearchService(folders: [dictionaries.path], indexFolder: cache.path, policy: .browser, observer: held,
                                                  translationsLaterFrom: 0)
        repository.load("big")
        #expect(repository.search("word2999", in: "big", limit: 1).hits.map(\.headword) == ["word2999"])
        try held.waitUntilHeld()
        #expect(held.builderNiceValue == BackgroundThread.niceValue && held.builderPolicy == BackgroundThread.idlePolicy,
                "built at the lowest priority: what the user types meanwhile goes first")
        #expect(BackgroundThread.threadNiceValue() < BackgroundThread.niceValue, "the searching thread as it was")
        #expect(repository.search("enough", in: "big", limit: 3).hits.isEmpty, "no translations yet")
        try held.waitUntilHeadwordsSaved()
        #expect(indexFiles().count == 1 && indexFiles()[0].hasSuffix(".headwords.index"), "the part by headword, never taken for the whole")
        let told = DispatchSemaphore(value: 0)
        repository.whenTranslationsAreIndexed(of: "big") { told.signal() }
        #expect(told.wait(timeout: .now()) == .timedOut, "not told before they are there")
        held.release()
        #expect(told.wait(timeout: .now() + 50) == .success)
        #expect(held.toldFromBackground == false, "told from a thread at the usual priority, so the pool's new threads are not lowered")
        repository.finishSaving(timeout: 50)
        #expect(repository.search("enough", in: "big", limit: 3).hits.map(\.kind) == [.translation, .translation, .translation])
        let next = open()
        next.load("big")
        #expect(next.search("enough", in: "big", limit: 1).hits.first?.kind == .translation, "the saved index has them")
        #expect(indexFiles().count == 1 && !indexFiles()[0].hasSuffix(".headwords.index"), "the whole index, and the part gone")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: cache.path).contains { $0.contains(IndexStore.translationPartInfix) },
                "the parts of the translations gone too")
        let store = IndexStore(folder: cache.path)
        let path = dictionaries.path + "/big.json"
        #expect(store.wasChecked(for: path), "built and flushed here: the next start maps it without summing it")
        // Damaged after (a byte changed in place): its record no longer matches, and it is summed.
        let index = indexPath()
        var bytes = Array(try Data(contentsOf: URL(fileURLWithPath: index)))
        bytes[bytes.count / 2] ^= 0xFF
        try Data(bytes).write(to: URL(fileURLWithPath: index))
        #expect(!store.wasChecked(for: path))
        let damaged = open()
        damaged.load("big")
        #expect(damaged.search("enough", in: "big", limit: 1).hits.first?.kind == .translation, "rebuilt, whole")
    }

    /// The translations built in the background wait while the user is busy: before they
    /// start and before each of their parts, the pacing is asked (here, held by the test as
    /// if the user were typing); the dictionary is searched by headword meanwhile.
    @Test(.timeLimit(.minutes(1))) func translationsWaitWhileTheUserIsBusy() throws {
        dictionaries.write("big.json", big())
        let busy = BusyUser()
        let repository = DictionarySearchService(folders: [dictionaries.path], indexFolder: cache.path, policy: .browser,
                                                  translationsLaterFrom: 0, pacing: busy)
        repository.load("big")
        try busy.waitUntilAsked()
        #expect(repository.search("word2999", in: "big", limit: 1).hits.map(\.headword) == ["word2999"], "searched by headword meanwhile")
        #expect(repository.search("enough", in: "big", limit: 3).hits.isEmpty, "no translations while the user is busy")
        #expect(repository.isIndexingTranslations(of: "big"))
        busy.leave()
        let told = DispatchSemaphore(value: 0)
        repository.whenTranslationsAreIndexed(of: "big") { told.signal() }
        #expect(told.wait(timeout: .now() + 50) == .success)
        #expect(repository.search("enough", in: "big", limit: 1).hits.first?.kind == .translation)
        #expect(busy.questions >= 2, "asked before the translations and before their part")
    }

    /// A browser that built big.json's index by headword and saved it, its translations held:
    /// as if it had quit then.
    func quitBeforeTheTranslations() throws -> HeldBrowser {
        dictionaries.write("big.json", big())
        let held = TranslationsHeld()
        let quitting = DictionarySearchService(folders: [dictionaries.path], indexFolder: cache.path, policy: .browser, observer: held,
                                                translationsLaterFrom: 0)
        quitting.load("big")
        try held.waitUntilHeld()
        try held.waitUntilHeadwordsSaved()
        return HeldBrowser(repository: quitting, held: held)
    }

    /// The browser of `quitBeforeTheTranslations`, which the test lets go on at its end and
    /// waits for: its translations written after the test's folders were removed would make
    /// them again, left behind in the temporary folder.
    struct HeldBrowser {
        let repository: DictionarySearchService
        let held: TranslationsHeld

        func finish() {
            let told = DispatchSemaphore(value: 0)
            repository.whenTranslationsAreIndexed(of: "big") { told.signal() }
            held.release()
            _ = told.wait(timeout: .now() + 50)
            repository.finishSaving(timeout: 50)
        }
    }

    /// Quit before the translations were done: the next browser start maps the part by
    /// headword (no build before the first search), builds the translations in the
    /// background, and saves the whole; the command line never answers from the part.
    @Test(.timeLimit(.minutes(1))) func aStartAfterAQuitInTheMiddleIsSearchableAtOnceAndBuildsTheRest() throws {
        let first = try quitBeforeTheTranslations()
        defer { first.finish() }

        let gate = BuildGate(holding: true)
        let next = DictionarySearchService(folders: [dictionaries.path], indexFolder: cache.path, policy: .browser, observer: gate,
                                            translationsLaterFrom: 0)
        #expect(next.dictionaries[0].entryCount == 3000, "known from the saved part at once")
        next.load("big")
        #expect(next.isLoaded("big"), "loaded without waiting for a build")
        try gate.waitForEvent() // the rebuild for the translations, held
        #expect(gate.buildCount == 1)
        #expect(next.search("word2999", in: "big", limit: 1).hits.map(\.headword) == ["word2999"], "searched while the rest is built")
        #expect(next.search("enough", in: "big", limit: 1).hits.isEmpty)
        let told = DispatchSemaphore(value: 0)
        next.whenTranslationsAreIndexed(of: "big") { told.signal() }
        gate.release()
        #expect(told.wait(timeout: .now() + 50) == .success)
        next.finishSaving(timeout: 50)
        #expect(next.search("enough", in: "big", limit: 1).hits.first?.kind == .translation)
        #expect(indexFiles().count == 1 && !indexFiles()[0].hasSuffix(".headwords.index"), "the whole index saved, the part gone")
    }

    /// A start while another sozluk writes the whole index (a browser quit a moment ago)
    /// opens the part by headword at once and, for the translations, takes that whole index
    /// once it is written: no second build on the same cores.
    @Test(.timeLimit(.minutes(1))) func aStartWhileAnotherWritesTheWholeIndexTakesIt() throws {
        let first = try quitBeforeTheTranslations()
        defer { first.finish() }
        // The whole index, as the other process will have written it.
        let elsewhere = TemporaryDirectory()
        let command = DictionarySearchService(folders: [dictionaries.path], indexFolder: elsewhere.path, policy: .command)
        command.load("big")
        let name = FileSystem.cacheName(of: dictionaries.path + "/big.json") + ".index"
        // The other process at work: its temporary, locked.
        let (writer, writing) = try LockHolder.temporary(of: cache.path + "/" + name)

        let gate = BuildGate(holding: false)
        let next = DictionarySearchService(folders: [dictionaries.path], indexFolder: cache.path, policy: .browser, observer: gate,
                                            translationsLaterFrom: 0)
        next.load("big")
        #expect(next.isLoaded("big"), "searchable by headword at once")
        // The other process is done: its index takes its name, its lock goes.
        #expect(rename(elsewhere.path + "/" + name, cache.path + "/" + name) == 0)
        unlink(writing)
        writer.killLeavingItUnreaped()
        let told = DispatchSemaphore(value: 0)
        next.whenTranslationsAreIndexed(of: "big") { told.signal() }
        #expect(told.wait(timeout: .now() + 50) == .success)
        #expect(gate.buildCount == 0, "nothing built again")
        #expect(next.search("enough", in: "big", limit: 1).hits.first?.kind == .translation)
    }

    /// big.json indexed the browser's way, its translations built and the whole index saved
    /// (or not), while `changing` changes a part.
    func translationsIndexed(changing: PartChangedBeforeTheWholeIsSaved) throws -> DictionarySearchService {
        let repository = DictionarySearchService(folders: [dictionaries.path], indexFolder: cache.path, policy: .browser, observer: changing,
                                                  translationsLaterFrom: 0)
        repository.load("big")
        let told = DispatchSemaphore(value: 0)
        repository.whenTranslationsAreIndexed(of: "big") { told.signal() }
        guard told.wait(timeout: .now() + 50) == .success else { throw BuildGate.GateError.nothingHappened }
        repository.finishSaving(timeout: 50)
        #expect(changing.changed)
        return repository
    }

    /// The whole index takes its sections by headword from the part saved and searched while
    /// the translations were built. Someone changing that part in place meanwhile (a headword
    /// as written, here) makes the copy wrong: it is found summed again, not saved or used,
    /// and the dictionary is indexed again from its file.
    @Test(.timeLimit(.minutes(1))) func aPartByHeadwordChangedWhileTheWholeIndexIsCopiedIsNotUsed() throws {
        dictionaries.write("big.json", big())
        let changing = PartChangedBeforeTheWholeIsSaved(partPath: { [cache] in cache.path + "/" + FileSystem.cacheName(of: $0) + ".headwords.index" })
        let repository = try translationsIndexed(changing: changing)
        #expect(repository.search("word0", in: "big", limit: 1).hits.map(\.headword) == ["word0"], "never the changed headword")
        #expect(repository.search("enough", in: "big", limit: 1).hits.first?.kind == .translation)
        #expect(!indexFiles().contains { !$0.hasSuffix(".headwords.index") }, "no whole index saved from the changed part")
        #expect(open().search("word0", in: "big", limit: 1).hits.map(\.headword) == ["word0"], "nor at the next start")
    }

    /// The index of translations is merged from its parts kept in the cache straight into the
    /// index file. A part changed in place meanwhile (its keys zeroed here, just before the
    /// merge) is found summed again: what was merged from it is not saved or used, and the
    /// translations are built again.
    @Test(.timeLimit(.minutes(1))) func aPartOfTheTranslationsChangedWhileTheyAreMergedIsNotUsed() throws {
        dictionaries.write("big.json", big())
        let changing = PartChangedBeforeTheWholeIsSaved(partPath: { [cache] in
            cache.path + "/" + FileSystem.cacheName(of: $0) + IndexStore.translationPartInfix + "0-of-1"
        }, change: .zeroKeys)
        let repository = try translationsIndexed(changing: changing)
        #expect(repository.search("enough", in: "big", limit: 3).hits.map(\.kind) == [.translation, .translation, .translation])
        #expect(!indexFiles().contains { !$0.hasSuffix(".headwords.index") }, "no whole index saved from the changed part")
        #expect(open().search("enough", in: "big", limit: 1).hits.first?.kind == .translation, "nor at the next start")
    }

    @Test(.timeLimit(.minutes(1))) func theCommandLineBuildsTheWholeIndexFromAPart() throws {
        let first = try quitBeforeTheTranslations()
        defer { first.finish() }
        let command = open()
        #expect(command.search("enough", in: "big", limit: 1).hits.first?.kind == .translation, "no answer without the translations")
        #expect(indexFiles().count == 1 && !indexFiles()[0].hasSuffix(".headwords.index"), "the whole index saved, the part gone")
    }

    /// The cache's files are sozluk's own: a link where an index or its check record goes is
    /// replaced, never followed (as root, one planted to /etc/passwd would have replaced it).
    @Test func aLinkWhereAnIndexGoesIsReplacedNeverFollowed() throws {
        dictionaries.write("big.json", big())
        open().load("big")
        let index = indexPath()
        let victim = dictionaries.write("victim.txt", "keep me\n")
        for path in [index, index + IndexStore.checkedSuffix] {
            try? FileManager.default.removeItem(atPath: path)
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: victim)
        }
        dictionaries.write("big.json", big("other")) // a new version: indexed and saved again
        let next = open()
        next.load("big")
        #expect(next.search("other2999", in: "big", limit: 1).hits.map(\.headword) == ["other2999"])
        #expect(dictionaries.read("victim.txt") == "keep me\n")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: index)) == nil, "a file of the cache in the link's place")
    }

    /// Parts of the translations left beside a whole index (a browser quit after another had
    /// saved it) go at the next start that opens that index; another dictionary's stay.
    @Test func partsLeftBesideAWholeIndexGoAtTheNextStart() throws {
        dictionaries.write("big.json", big())
        open().load("big")
        let name = FileSystem.cacheName(of: dictionaries.path + "/big.json")
        let left = cache.write(name + IndexStore.translationPartInfix + "0-of-2", "left over")
        let other = cache.write("0123456789abcdef" + IndexStore.translationPartInfix + "1-of-2", "another dictionary's")
        let headwords = cache.write(name + IndexStore.headwordsPartSuffix, "left over")
        let headwordsChecked = cache.write(name + IndexStore.headwordsPartSuffix + IndexStore.checkedSuffix, "left over")
        let othersHeadwords = cache.write("0123456789abcdef" + IndexStore.headwordsPartSuffix, "another dictionary's")
        _ = open()
        #expect(!FileManager.default.fileExists(atPath: left))
        #expect(!FileManager.default.fileExists(atPath: headwords) && !FileManager.default.fileExists(atPath: headwordsChecked))
        #expect(FileManager.default.fileExists(atPath: other) && FileManager.default.fileExists(atPath: othersHeadwords))
    }

    @Test func anIndexIsSavedOnFirstUseAndMappedOnTheNextStart() {
        dictionaries.write("big.json", big())
        let first = open()
        #expect(first.dictionaries[0].entryCount == 0) // only the description read so far
        first.load("big")
        #expect(indexFiles().count == 1)
        #expect(IndexStore(folder: cache.path).wasChecked(for: dictionaries.path + "/big.json"),
                "built and flushed by the command: the next start maps it without summing it")

        let second = open()
        #expect(second.dictionaries[0].entryCount == 3000) // known from the index at once
        #expect(!second.isLoaded("big")) // until its checksum is checked
        #expect(second.search("word2999", in: "big", limit: 1).hits.map(\.headword) == ["word2999"])
        #expect(second.isLoaded("big"), "the command line checks a saved index before its first answer")
        second.load("big")
        #expect(second.isLoaded("big"))
        #expect(second.entries(for: "word7", in: "big").first?.senses.first?.definition == "a definition long enough to fill the file 7")
    }

    @Test func aReplacedDictionaryIsIndexedAgain() {
        dictionaries.write("big.json", big())
        open().load("big")
        dictionaries.write("big.json", big("term")) // a new file renamed over the old one
        let repository = open()
        #expect(repository.dictionaries[0].entryCount == 0)
        #expect(repository.search("term5", in: "big", limit: 1).hits.map(\.headword) == ["term5"])
        #expect(repository.search("word5", in: "big", limit: 1).hits.map(\.headword) != ["word5"])
        #expect(indexFiles().count == 1)
    }

    @Test func aDictionaryRewrittenInPlaceWithTheSameSizeIsIndexedAgain() throws {
        let path = dictionaries.write("big.json", big())
        open().load("big")
        // Same length, same inode: only the times tell.
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.write(contentsOf: Data(big("mord").utf8))
        try handle.close()
        let repository = open()
        #expect(repository.search("mord12", in: "big", limit: 1).hits.map(\.headword) == ["mord12"])
    }

    @Test func aTruncatedIndexIsRebuilt() throws {
        dictionaries.write("big.json", big())
        open().load("big")
        let path = indexPath()
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        for length in [0, 7, IndexFile.headerSize - 1, IndexFile.headerSize, whole.count / 2, whole.count - 1] {
            try whole.prefix(length).write(to: URL(fileURLWithPath: path))
            let repository = open()
            #expect(repository.dictionaries[0].entryCount == 0) // refused: back to the description
            #expect(repository.search("word42", in: "big", limit: 1).hits.map(\.headword) == ["word42"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == whole) // rebuilt the same
        }
    }

    @Test func aDamagedIndexIsDetectedAndRebuiltNeverACrash() throws {
        dictionaries.write("big.json", big())
        open().load("big")
        let path = indexPath()
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        var generator = SystemRandomNumberGenerator()
        for round in 0..<20 {
            var damaged = whole
            if round < 5 {
                damaged[Int.random(in: 0..<IndexFile.headerSize, using: &generator)] ^= 0x5A // in the header
            } else if round < 15 {
                damaged[Int.random(in: IndexFile.headerSize..<damaged.count, using: &generator)] ^= 0xFF // in a section
            } else {
                // Everything after the header replaced by noise: every offset and length wild.
                for offset in IndexFile.headerSize..<damaged.count { damaged[offset] = UInt8.random(in: 0...255, using: &generator) }
            }
            try damaged.write(to: URL(fileURLWithPath: path))
            let repository = open()
            // Used before being checked, as `sozluk lookup` does: wrong words at worst.
            for query in ["", "w", "word1", "ord", "wrod12", "zzz"] {
                _ = repository.search(query, in: "big", limit: 50)
            }
            _ = repository.entries(for: "word5", in: "big")
            _ = repository.neighbours(of: "word5", in: "big")
            repository.load("big")
            #expect(repository.isLoaded("big"))
            #expect(repository.search("word2999", in: "big", limit: 1).hits.map(\.headword) == ["word2999"])
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == whole)
        }
    }

    @Test func anIndexThatCannotBeSavedIsKeptInMemory() {
        dictionaries.write("big.json", big())
        let blocked = cache.write("not-a-folder", "")
        let repository = DictionarySearchService(folders: [dictionaries.path], indexFolder: blocked)
        repository.load("big")
        #expect(repository.isLoaded("big"))
        #expect(repository.search("word1234", in: "big", limit: 1).hits.map(\.headword) == ["word1234"])
    }

    /// The first caller's build is held open until the second caller is seen waiting for it:
    /// one build, one wait, whatever the timing.
    @Test(.timeLimit(.minutes(2))) func twoCallersOfAnUnindexedDictionaryShareOneBuild() throws {
        dictionaries.write("big.json", big())
        let gate = BuildGate(holding: true)
        let repository = open(observer: gate)
        let found = Found()
        let callers = Callers()
        callers.start { found.set(0, repository.search("word1", in: "big", limit: 1).hits.first?.headword) }
        try gate.waitForEvent()
        callers.start { found.set(1, repository.search("word2", in: "big", limit: 1).hits.first?.headword) }
        try gate.waitForEvent()
        gate.release()
        callers.waitForAll()
        #expect(found.values == ["word1", "word2"])
        #expect(gate.buildCount == 1)
        #expect(gate.waitCount == 1)
        #expect(indexFiles().count == 1)
    }

    @Test func aSavedIndexIsNotBuiltAgain() throws {
        dictionaries.write("big.json", big())
        let gate = BuildGate(holding: false)
        #expect(open(observer: gate).search("word7", in: "big", limit: 1).hits.first?.headword == "word7")
        #expect(open(observer: gate).search("word8", in: "big", limit: 1).hits.first?.headword == "word8")
        #expect(gate.buildCount == 1)
    }
}

/// Answers written by two threads, each in its own slot.
private final class Found: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [String?] = [nil, nil]
    func set(_ index: Int, _ value: String?) { lock.withLock { slots[index] = value } }
    var values: [String?] { lock.withLock { slots } }
}

/// Holds the index of translations until released.
final class TranslationsHeld: IndexBuildObserver, @unchecked Sendable {
    private let reached = DispatchSemaphore(value: 0)
    private let gate = DispatchSemaphore(value: 0)
    func willBuildIndex(of path: String) {}
    func willWaitForIndexBuild(of path: String) {}
    /// The nice value of the thread the translations were built on.
    private(set) var builderNiceValue: Int32?
    /// Its scheduling policy.
    private(set) var builderPolicy: Int32?
    func willIndexTranslations(of path: String) {
        builderNiceValue = BackgroundThread.threadNiceValue()
        builderPolicy = sched_getscheduler(0)
        reached.signal()
        gate.wait()
    }
    /// Whether those waiting for the translations were told from a lowered thread.
    private(set) var toldFromBackground: Bool?
    func didIndexTranslations(of path: String) { toldFromBackground = BackgroundThread.isCurrent }
    /// The minute is a safety net against a hang, not a budget.
    func waitUntilHeld() throws {
        guard reached.wait(timeout: .now() + 60) == .success else { throw BuildGate.GateError.nothingHappened }
    }
    func release() { gate.signal() }
    private let headwordsSaved = DispatchSemaphore(value: 0)
    func didSaveHeadwordIndex(of path: String) { headwordsSaved.signal() }
    func waitUntilHeadwordsSaved() throws {
        guard headwordsSaved.wait(timeout: .now() + 60) == .success else { throw BuildGate.GateError.nothingHappened }
    }
}

/// Changes a part of the index in place just before the whole index is saved (the second
/// save of the build): the first headword as written ("word0" to "Xord0") in the part by
/// headword, or every key of a part of the translations to zeros.
final class PartChangedBeforeTheWholeIsSaved: IndexBuildObserver, @unchecked Sendable {
    enum Change { case firstHeadword, zeroKeys }
    private let partPath: (String) -> String
    private let change: Change
    private let lock = NSLock()
    private var saves = 0
    private var done = false

    init(partPath: @escaping (String) -> String, change: Change = .firstHeadword) {
        self.partPath = partPath
        self.change = change
    }

    var changed: Bool { lock.withLock { done } }

    func willBuildIndex(of path: String) {}
    func willWaitForIndexBuild(of path: String) {}
    func willSaveIndex(of path: String) {
        let count = lock.withLock { saves += 1; return saves }
        guard count == 2, let file = FileHandle(forUpdatingAtPath: partPath(path)) else { return }
        defer { try? file.close() }
        if change == .zeroKeys {
            // After the 32-byte magic, sixteen words; the twelfth says how many bytes of keys follow them.
            let header = file.readData(ofLength: 32 + 16 * 8)
            let keyBytes = header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 32 + 12 * 8, as: UInt64.self) }
            file.seek(toFileOffset: UInt64(header.count))
            file.write(Data(count: Int(keyBytes)))
            lock.withLock { done = true }
            return
        }
        let header = file.readData(ofLength: IndexFile.headerSize)
        let word = IndexFile.sectionTableWord + 2 * IndexFile.Section.display.rawValue
        let display = header.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: word * 8, as: UInt64.self) }
        file.seek(toFileOffset: display)
        guard file.readData(ofLength: 1) == Data("w".utf8) else { return }
        file.seek(toFileOffset: display)
        file.write(Data("X".utf8))
        lock.withLock { done = true }
    }
}

/// The stretches a build gave back, from whichever thread.
private final class GivenBack: @unchecked Sendable {
    private let lock = NSLock()
    private var all: [Range<Int>] = []
    func add(_ range: Range<Int>) { lock.withLock { if !range.isEmpty { all.append(range) } } }
    var stretches: [Range<Int>] { lock.withLock { all } }
}

/// A user busy typing until the test says they stopped: the pacing holds the first
/// question until then, and answers the rest at once.
private final class BusyUser: BackgroundPacing, @unchecked Sendable {
    private let asked = DispatchSemaphore(value: 0)
    private let quiet = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var count = 0

    var questions: Int { lock.withLock { count } }

    func waitForQuiet() {
        let first = lock.withLock { count += 1; return count == 1 }
        guard first else { return }
        asked.signal()
        quiet.wait()
    }

    /// The minute is a safety net against a hang, not a budget.
    func waitUntilAsked() throws {
        guard asked.wait(timeout: .now() + 60) == .success else { throw BuildGate.GateError.nothingHappened }
    }

    func leave() { quiet.signal() }
}
