import Foundation
import Glibc
@testable import SozlukBase
@testable import SozlukDictionary
@testable import SozlukWordbook
import TestSupport
import Testing

@Suite struct JSONFavoritesStoreTests {
    let apple = WordReference(dictionaryID: "eng-tur", headword: "apple")
    let pear = WordReference(dictionaryID: "eng-tur", headword: "pear")

    @Test func aMissingFileMeansNoFavorites() throws {
        let folder = TemporaryDirectory()
        #expect(try JSONFavoritesStore(path: folder.path + "/favorites.json").favorites().isEmpty)
    }

    @Test func togglingWritesTheListFileAndReadsItBack() throws {
        let folder = TemporaryDirectory()
        let store = JSONFavoritesStore(path: folder.path + "/sub/favorites.json", clock: { 1_795_000_000 })
        #expect(try store.toggle(apple))
        #expect(try store.toggle(pear))
        #expect(try !store.toggle(apple))
        #expect(folder.read("sub/favorites.json") == """
        [
          {"dictionary": "eng-tur", "headword": "pear", "added": "2026-11-18T11:06:40Z"}
        ]

        """)
        let reopened = JSONFavoritesStore(path: folder.path + "/sub/favorites.json")
        #expect(try reopened.favorites() == [Favorite(word: pear, addedAt: 1_795_000_000)])
    }

    /// The file stays oldest first: a favorite given back (undo) or imported goes where its
    /// time puts it, among words starred before and after it, not at the end.
    @Test func aFavoriteAddedWithItsTimeTakesItsPlaceInTheFile() throws {
        let folder = TemporaryDirectory()
        var now: Int64 = 1_795_000_000
        let store = JSONFavoritesStore(path: folder.path + "/favorites.json", clock: { now })
        let words = ["apple", "pear", "plum"].map { WordReference(dictionaryID: "eng-tur", headword: $0) }
        for word in words {
            _ = try store.toggle(word)
            now += 60
        }
        let pear = try #require(try store.favorites().first { $0.word == words[1] })
        try store.setFavorite(words[1], false)
        #expect(try store.add([pear]) == 1)
        #expect(try store.favorites().map(\.word.headword) == ["apple", "pear", "plum"], "back in its place")
        let older = Favorite(word: WordReference(dictionaryID: "eng-tur", headword: "fig"), addedAt: 1_700_000_000)
        let newer = Favorite(word: WordReference(dictionaryID: "eng-tur", headword: "kiwi"), addedAt: 1_796_000_000)
        #expect(try store.add([newer, older, pear]) == 2, "pear is there already")
        #expect(try store.favorites().map(\.word.headword) == ["fig", "apple", "pear", "plum", "kiwi"])
    }

    /// Favorites of the same second (a list imported at once): an undone unstar goes back right
    /// after the favorite it followed; the first goes back first; when the one it followed is
    /// gone, where its time puts it.
    @Test func anUndoneUnstarKeepsItsPlaceAmongFavoritesOfTheSameTime() throws {
        let folder = TemporaryDirectory()
        let store = JSONFavoritesStore(path: folder.path + "/favorites.json", clock: { 1_795_000_000 })
        let word = { (headword: String) in WordReference(dictionaryID: "eng-tur", headword: headword) }
        for headword in ["apple", "pear", "plum"] { _ = try store.toggle(word(headword)) }
        let all = try store.favorites()
        try store.setFavorite(word("pear"), false)
        try store.restore(all[1], after: word("apple"))
        #expect(try store.favorites() == all)
        try store.setFavorite(word("apple"), false)
        try store.restore(all[0], after: nil)
        #expect(try store.favorites() == all)
        try store.setFavorite(word("pear"), false)
        try store.setFavorite(word("apple"), false)
        try store.restore(all[1], after: word("apple"))
        #expect(try store.favorites().map(\.word.headword) == ["plum", "pear"], "apple is gone: by its time, after plum of the same second")
        try store.restore(all[1], after: nil)
        #expect(try store.favorites().count == 2, "starred already: nothing changes")
    }

    /// Starring first (no read before) meets the broken file inside the lock: it is moved
    /// aside there, without waiting on a second lock of its own.
    @Test(.timeLimit(.minutes(1))) func starringOverABrokenFileMovesItAsideWithoutWaitingOnItself() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("favorites.json", "[{]")
        let store = JSONFavoritesStore(path: path, clock: { 1_795_311_312 })
        #expect(throws: FileProblem.self) { try store.setFavorite(apple, true) }
        #expect(folder.read("favorites.json.broken-2026-11-22T013512Z") == "[{]")
        #expect(try store.toggle(apple))
        #expect(try store.favorites().map(\.word) == [apple])
    }

    @Test func changesByAnotherInstanceAreKept() throws {
        let folder = TemporaryDirectory()
        let first = JSONFavoritesStore(path: folder.path + "/favorites.json")
        let second = JSONFavoritesStore(path: folder.path + "/favorites.json")
        _ = try first.favorites()
        _ = try second.favorites()
        try first.setFavorite(apple, true)
        try second.setFavorite(pear, true)
        #expect(try Set(first.favorites().map(\.word)) == [apple, pear])
        // A toggle decides from the file as it is now: the second store's stale view of
        // apple (not starred) must not make it star apple again.
        #expect(try !second.toggle(apple))
        #expect(try first.favorites().map(\.word) == [pear])
    }

    @Test func aBrokenFileIsReportedWithItsPositionAndMovedAsideNeverOverwritten() throws {
        let folder = TemporaryDirectory()
        let broken = "[\n  {\"dictionary\": \"eng-tur\" \"headword\": \"x\"}\n]\n"
        let path = folder.write("favorites.json", broken)
        let store = JSONFavoritesStore(path: path, clock: { 1_795_311_312 }) // 2026-11-22T01:35:12Z
        do {
            _ = try store.favorites()
            Issue.record("expected the broken file to be reported")
        } catch {
            #expect(error.description == "\(path):2:28: expected ',' or '}' in the object; the file was moved to \(path).broken-2026-11-22T013512Z and a new list started")
        }
        #expect(folder.read("favorites.json.broken-2026-11-22T013512Z") == broken)
        #expect(try store.favorites().isEmpty)
        try store.setFavorite(apple, true)
        #expect(try store.favorites().map(\.word) == [apple])
        #expect(folder.read("favorites.json.broken-2026-11-22T013512Z") == broken)

        // Broken again within the same second: a second name, the first kept.
        folder.write("favorites.json", "{}")
        #expect(throws: FileProblem.self) { try store.favorites() }
        #expect(folder.read("favorites.json.broken-2026-11-22T013512Z-2") == "{}")
        #expect(folder.read("favorites.json.broken-2026-11-22T013512Z") == broken)
    }

    @Test func aPlaceThatCannotBeWrittenIsAnErrorNotALoss() throws {
        // A file where the folder should be: no one can write there, not even root.
        let folder = TemporaryDirectory()
        folder.write("blocker", "not a folder")
        let path = folder.path + "/blocker/favorites.json"
        #expect(throws: FileProblem.self) { try JSONFavoritesStore(path: path).setFavorite(apple, true) }
        #expect(folder.read("blocker") == "not a folder")
    }

    /// `data/favorites.json`, a relative link to `dotfiles/favorites.json` holding `contents`
    /// (a dotfiles manager's): the link's path.
    func linkedList(in folder: TemporaryDirectory, holding contents: String) throws -> String {
        folder.write("dotfiles/favorites.json", contents)
        try FileManager.default.createDirectory(atPath: folder.path + "/data", withIntermediateDirectories: true)
        let path = folder.path + "/data/favorites.json"
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "../dotfiles/favorites.json")
        return path
    }

    /// A favorites file that is a link stays a link: the file it points to gets the change,
    /// and a relative link is followed from its own folder.
    @Test func aLinkedListStaysALinkAndItsTargetChanges() throws {
        let folder = TemporaryDirectory()
        let path = try linkedList(in: folder, holding: "[]\n")
        try JSONFavoritesStore(path: path).setFavorite(apple, true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "../dotfiles/favorites.json")
        #expect(folder.read("dotfiles/favorites.json")?.contains("apple") == true)
    }

    /// A broken list that is a link: the file it leads to is moved aside beside it, and the
    /// link stays, so the new list is written where the link leads.
    @Test func aBrokenLinkedListIsMovedAsideAtItsTargetAndTheLinkStays() throws {
        let folder = TemporaryDirectory()
        let path = try linkedList(in: folder, holding: "[{broken")
        let store = JSONFavoritesStore(path: path, clock: { 1_795_311_312 })
        #expect(throws: FileProblem.self) { try store.favorites() }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path) == "../dotfiles/favorites.json")
        #expect(folder.read("dotfiles/favorites.json.broken-2026-11-22T013512Z") == "[{broken")
        try store.setFavorite(apple, true)
        #expect(folder.read("dotfiles/favorites.json")?.contains("apple") == true)
    }

    /// A link planted in the folder under the name a temporary file once had (the list's name
    /// and the writer's process id) redirects nothing: the temporary's name is random and it
    /// is made only where nothing stands.
    @Test func aLinkPlantedWhereATemporaryFileWouldGoRedirectsNothing() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("favorites.json", "[]\n")
        let victim = folder.write("victim", "keep me\n")
        try FileManager.default.createSymbolicLink(atPath: path + ".tmp-\(getpid())", withDestinationPath: victim)
        try JSONFavoritesStore(path: path).setFavorite(apple, true)
        #expect(folder.read("victim") == "keep me\n")
        #expect(folder.read("favorites.json")?.contains("apple") == true)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: path + ".tmp-\(getpid())") == victim, "not taken for a temporary")
    }
}

@Suite struct JSONSettingsStoreTests {
    @Test func savesAndLoadsTheActiveDictionaryKeepingUnknownKeys() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("settings.json", "{\"palette\": {\"dark\": true}, \"activeDictionary\": \"a\"}")
        let store = JSONSettingsStore(path: path)
        #expect(try store.load() == Settings(activeDictionaryID: "a"))
        try store.save(Settings(activeDictionaryID: "tur-eng"))
        #expect(try JSONSettingsStore(path: path).load() == Settings(activeDictionaryID: "tur-eng"))
        #expect(folder.read("settings.json") == "{\n  \"activeDictionary\": \"tur-eng\",\n  \"palette\": {\"dark\": true}\n}\n")
    }

    @Test func theThemeAndThePreviewAreSavedOnlyWhenChosenAndAThemeNotKnownIsSaid() throws {
        let folder = TemporaryDirectory()
        let store = JSONSettingsStore(path: folder.path + "/settings.json")
        try store.save(Settings(activeDictionaryID: "a", theme: .highContrast, preview: false))
        #expect(folder.read("settings.json") == "{\n  \"activeDictionary\": \"a\",\n  \"theme\": \"high-contrast\",\n  \"preview\": false\n}\n")
        #expect(try store.load() == Settings(activeDictionaryID: "a", theme: .highContrast, preview: false))
        try store.save(Settings(activeDictionaryID: "a", theme: .standard))
        #expect(folder.read("settings.json") == "{\n  \"activeDictionary\": \"a\"\n}\n")
        folder.write("settings.json", "{\"theme\": \"dark\"}")
        let error = #expect(throws: FileProblem.self) { try store.load() }
        #expect(error?.message.contains("\"theme\" is one of \"default\", \"light\", \"high-contrast\"") == true)
    }

    @Test func theInterfaceLanguageAndTheMouseAreSavedOnlyWhenChosen() throws {
        let folder = TemporaryDirectory()
        let store = JSONSettingsStore(path: folder.path + "/settings.json")
        try store.save(Settings(activeDictionaryID: "a", interfaceLanguage: .turkish, mouse: false))
        #expect(folder.read("settings.json") == "{\n  \"activeDictionary\": \"a\",\n  \"language\": \"tr\",\n  \"mouse\": false\n}\n")
        #expect(try store.load() == Settings(activeDictionaryID: "a", interfaceLanguage: .turkish, mouse: false))
        try store.save(Settings(activeDictionaryID: "a"))
        #expect(folder.read("settings.json") == "{\n  \"activeDictionary\": \"a\"\n}\n")
        try store.save(Settings())
        #expect(folder.read("settings.json") == "{}\n", "nothing chosen: an empty object")
        #expect(try store.load() == Settings())
        folder.write("settings.json", "{\"language\": \"fr\"}")
        #expect(throws: FileProblem.self) { try store.load() }
    }

    @Test func aBrokenFileIsKept() {
        let folder = TemporaryDirectory()
        let path = folder.write("settings.json", "{\"activeDictionary\": ")
        let store = JSONSettingsStore(path: path)
        #expect(throws: FileProblem.self) { try store.save(Settings(activeDictionaryID: "x")) }
        #expect(folder.read("settings.json") == "{\"activeDictionary\": ")
    }
}

@Suite struct AppPathsTests {
    @Test func followsXDGWithHomeDefaults() {
        let paths = AppPaths.resolve(environment: ["HOME": "/home/u"], dictionaryFolders: [], bundledFolder: "/opt/sozluk/dicts")
        var expected = AppPaths(dictionaryFolders: ["/home/u/.local/share/sozluk/dictionaries", "/opt/sozluk/dicts"],
                                settingsFile: "/home/u/.config/sozluk/settings.json",
                                favoritesFile: "/home/u/.local/share/sozluk/favorites.json",
                                indexFolder: "/home/u/.cache/sozluk")
        expected.exportFolder = "/home/u"
        #expect(paths == expected)
        #expect(paths.historyFile == "/home/u/.local/share/sozluk/history.json")
        #expect(paths.reviewFile == "/home/u/.local/share/sozluk/review.json")
    }

    @Test func xdgVariablesAndOverridesWin() {
        let environment = ["HOME": "/h", "XDG_CONFIG_HOME": "/c", "XDG_DATA_HOME": "relative/ignored", "SOZLUK_DICTIONARIES": "/d1:/d2"]
        let paths = AppPaths.resolve(environment: environment, dictionaryFolders: [], bundledFolder: "/b")
        #expect(paths.dictionaryFolders == ["/d1", "/d2"])
        #expect(paths.settingsFile == "/c/sozluk/settings.json")
        #expect(paths.favoritesFile == "/h/.local/share/sozluk/favorites.json")
        let flagged = AppPaths.resolve(environment: environment, dictionaryFolders: ["/x"], bundledFolder: "/b")
        #expect(flagged.dictionaryFolders == ["/x"])
    }

    @Test func bundledDictionariesAreFoundFromTheBuild() {
        #expect(BundledResources.dictionaries() != nil)
    }
}

@Suite struct TimestampTests {
    @Test func roundTripsUTCTimes() {
        #expect(Timestamp.format(0) == "1970-01-01T00:00:00Z")
        #expect(Timestamp.parse("2026-11-21T22:31:55Z").map(Timestamp.format) == "2026-11-21T22:31:55Z")
        #expect(Timestamp.parse("yesterday") == nil)
    }

    /// Only times that exist: a file's time is never normalised into another (month 13 into
    /// a year past what 32 bits hold, 31 February into 3 March).
    @Test func aTimeThatDoesNotExistIsRefused() {
        for text in ["2147483647-13-01T00:00:00Z", "2026-02-31T12:00:00Z", "2026-11-21T25:61:61Z", "2026-13-01T00:00:00Z",
                     "2026-00-10T00:00:00Z", "2023-02-29T00:00:00Z", "+2026-11-21T22:31:55Z", "2026-11-21T22:31:55", "2026-1-21T22:31:55Z",
                     "10000-01-01T00:00:00Z", "1899-12-31T23:59:59Z", "２０２６-11-21T22:31:55Z"] {
            #expect(Timestamp.parse(text) == nil, "\(text)")
        }
        #expect(Timestamp.parse("2024-02-29T00:00:00Z").map(Timestamp.format) == "2024-02-29T00:00:00Z")
        #expect(Timestamp.parse("9999-12-31T23:59:59Z") == Timestamp.representable.upperBound)
        #expect(Timestamp.parse("1900-01-01T00:00:00Z") == Timestamp.representable.lowerBound)
    }

    /// A favorites file with such a time is a broken file, moved aside, not a crash at the
    /// next star.
    @Test func aFavoritesFileWithATimeThatDoesNotExistIsMovedAside() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("favorites.json", #"[{"dictionary": "eng-tur", "headword": "apple", "added": "2147483647-13-01T00:00:00Z"}]"#)
        let store = JSONFavoritesStore(path: path, clock: { 1_795_311_312 })
        #expect(throws: FileProblem.self) { try store.favorites() }
        try store.setFavorite(WordReference(dictionaryID: "eng-tur", headword: "pear"), true)
        #expect(try store.favorites().map(\.word.headword) == ["pear"])
    }
}
