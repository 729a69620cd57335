@testable import SozlukBase
@testable import SozlukDictionary
@testable import SozlukWordbook
import TestSupport
import Testing

/// A word starred from a text (read mode) keeps the sentence it was met in, for its card.
@Suite struct FavoriteSentenceTests {
    let apple = WordReference(dictionaryID: "eng-tur", headword: "apple")
    let pear = WordReference(dictionaryID: "eng-tur", headword: "pear")

    @Test func aSentenceIsWrittenOnlyWhenThereIsOneAndReadBack() throws {
        let folder = TemporaryDirectory()
        let store = JSONFavoritesStore(path: folder.path + "/favorites.json", clock: { 1_795_000_000 })
        #expect(try store.toggle(apple, sentence: "  She ate an \"apple\"\ta day.\n", form: "apple"))
        #expect(try store.toggle(pear))
        #expect(folder.read("favorites.json") == """
        [
          {"dictionary": "eng-tur", "headword": "apple", "added": "2026-11-18T11:06:40Z", "sentence": "She ate an \\"apple\\"\\ta day.", "form": "apple"},
          {"dictionary": "eng-tur", "headword": "pear", "added": "2026-11-18T11:06:40Z"}
        ]

        """)
        let reopened = try JSONFavoritesStore(path: folder.path + "/favorites.json").favorites()
        #expect(reopened.map(\.sentence) == ["She ate an \"apple\"\ta day.", nil])
        #expect(reopened.map(\.form) == ["apple", nil])
    }

    /// Unstarring drops the sentence with the star; starring again takes the new one. A word
    /// starred already keeps its own when starred from elsewhere.
    @Test func theSentenceGoesWithTheStar() throws {
        let folder = TemporaryDirectory()
        let store = JSONFavoritesStore(path: folder.path + "/favorites.json")
        #expect(try store.toggle(apple, sentence: "first", form: nil))
        try store.setFavorite(apple, true)
        #expect(try store.favorites().map(\.sentence) == ["first"])
        #expect(try !store.toggle(apple, sentence: "second", form: nil))
        #expect(try store.favorites().isEmpty)
        #expect(try store.toggle(apple, sentence: "third", form: nil))
        #expect(try store.favorites().map(\.sentence) == ["third"])
    }

    /// A file of an older sozluk has no sentences; one edited by hand may say null, or hold a
    /// page: it is cut at a word, never refused.
    @Test func oldFilesReadAndLongSentencesAreCutAtAWord() throws {
        let folder = TemporaryDirectory()
        let long = String(repeating: "word ", count: 300)
        let path = folder.write("favorites.json", """
        [{"dictionary": "eng-tur", "headword": "apple", "added": "2026-11-18T11:06:40Z"},
         {"dictionary": "eng-tur", "headword": "pear", "added": "2026-11-18T11:06:40Z", "sentence": null},
         {"dictionary": "eng-tur", "headword": "plum", "added": "2026-11-18T11:06:40Z", "sentence": "\(long)"}]
        """)
        let favorites = try JSONFavoritesStore(path: path).favorites()
        #expect(favorites.map(\.word.headword) == ["apple", "pear", "plum"])
        #expect(favorites[0].sentence == nil && favorites[1].sentence == nil)
        let cut = try #require(favorites[2].sentence)
        #expect(cut.count <= Favorite.longestSentence + 1)
        #expect(cut.hasSuffix("word word…"), "cut after a whole word, marked")
        folder.write("favorites.json", #"[{"dictionary": "eng-tur", "headword": "apple", "sentence": 3}]"#)
        #expect(throws: FileProblem.self) { try JSONFavoritesStore(path: path).favorites() }
    }

    @Test func aSentenceWithNoSpaceIsCutAtTheBoundAndABlankOneIsNone() {
        let unbroken = String(repeating: "ş", count: 1_500)
        #expect(Favorite.bounded(unbroken) == String(repeating: "ş", count: 1_000) + "…")
        #expect(Favorite.bounded(" \n\t ") == nil)
        #expect(Favorite(word: apple, addedAt: 0, sentence: "").sentence == nil)
        let exact = String(repeating: "a", count: 1_000)
        #expect(Favorite.bounded(exact) == exact, "one of the longest kept is kept whole")
    }

    /// The form is the word as its sentence writes it: bounded like the sentence, and nothing
    /// without one (a form alone marks nothing).
    @Test func aFormIsKeptOnlyWithItsSentenceAndBounded() {
        #expect(Favorite(word: apple, addedAt: 0, sentence: "They gave up.", form: " gave up ").form == "gave up")
        #expect(Favorite(word: apple, addedAt: 0, sentence: nil, form: "gave up").form == nil)
        let long = Favorite(word: apple, addedAt: 0, sentence: "s", form: String(repeating: "word ", count: 40)).form
        #expect(long.map { $0.count <= Favorite.longestForm + 1 && $0.hasSuffix("word…") } == true)
    }

    /// Starring in a language pair keeps the sentence; unstarring finds the word wherever the
    /// pair has it.
    @Test func theStarOfAPairKeepsTheSentence() throws {
        let dictionaries = FakeDictionaryRepository.with(id: "eng-tur", [("apple", "elma")])
        let store = InMemoryFavoritesStore()
        #expect(try store.toggle(apple, sentence: "An apple a day.", form: "apple", of: dictionaries))
        let starred = try #require(store.stored.first)
        #expect(starred.word == apple)
        #expect(starred.sentence == "An apple a day.")
        #expect(starred.form == "apple")
        #expect(try !store.toggle(apple, sentence: "Another.", form: nil, of: dictionaries))
        #expect(store.stored.isEmpty)
        #expect(try store.toggle(apple, of: dictionaries), "without a sentence, as before")
        #expect(store.stored.map(\.sentence) == [nil])
    }
}
