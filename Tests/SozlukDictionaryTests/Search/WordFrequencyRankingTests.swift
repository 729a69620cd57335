@testable import SozlukBase
@testable import SozlukDictionary
import TestSupport
import Testing

/// Word frequencies decide between matches that are otherwise alike.
@Suite struct WordFrequencyRankingTests {
    /// Rows ("headword ← how") for `query` in English → Turkish `entries`, with a list of
    /// Turkish word frequencies (and the Turkish rules, when asked).
    private func rows(_ query: String, _ entries: [(String, String)], turkish: [String: UInt8], english: [String: UInt8]? = nil,
                      withTurkishRules: Bool = false) -> [String] {
        let file = FakeDictionaryRepository.file(source: "en", target: "tr", entries)
        let rules = LanguageRules(lemmatizers: withTurkishRules ? ["tr": TurkishLemmatizer()] : [:],
                                  frequencies: ["tr": WordFrequencies(turkish)].merging(english.map { ["en": WordFrequencies($0)] } ?? [:]) { a, _ in a })
        let engine = SearchEngine(source: "en", target: "tr", languages: rules)
        return engine.search(query, in: try! IndexedDictionary(file), limit: 5).hits.map(\.row)
    }

    /// kitaplar has no Turkish letters, but it is a common Turkish word, spelled so: book, the
    /// translation of its lemma, comes first. Without the list it may be anything, and book
    /// waits for the corrections.
    @Test func aCommonTurkishWordWithoutTurkishLettersIsReadAsTurkish() {
        let entries = [("book", "kitap"), ("endpapers", "kitaplar için boş sayfalar")]
        #expect(rows("kitaplar", entries, turkish: ["kitaplar": 44], withTurkishRules: true) == ["book ← kitap+lar", "endpapers ← kitaplar"])
        #expect(rows("kitaplar", entries, turkish: [:], withTurkishRules: true) == ["endpapers ← kitaplar", "book ← kitap+lar"])
    }

    /// `kopegi` is köpeği typed without Turkish letters, as the list spells it: dog, the
    /// translation of its lemma, comes first, before a word whose definition only holds it. `oder` is
    /// öder typed so, and also order misspelt: order, the one-typo correction, comes first,
    /// and pay, through öde+r, after the corrections.
    @Test func aCommonTurkishWordTypedWithoutItsLettersFindsItsLemmasTranslations() {
        let dogs = [("dog", "köpek, it"), ("poodle", "kıvırcık tüylü bir av köpeği")]
        #expect(rows("kopegi", dogs, turkish: ["köpeği": 40], withTurkishRules: true) == ["dog ← köpeğ+i", "poodle ← kopegi"])
        #expect(rows("kopegi", dogs, turkish: [:], withTurkishRules: true) == ["poodle ← kopegi", "dog ← kopeg+i"], "no common Turkish word: a guess")
        let orders = [("order", "sipariş, düzen"), ("pay", "ödemek"), ("odor", "koku")]
        let english: [String: UInt8] = ["order": 60, "pay": 55, "odor": 30]
        #expect(rows("oder", orders, turkish: ["öder": 40], english: english, withTurkishRules: true) == ["order", "odor", "pay ← öde+r"])
    }

    /// acılık (bitterness) is a translation itself and a derivation of acı (pain): a word of its
    /// own. Its own translation comes first, though pain is the far commoner English word, and
    /// pain waits with the guesses. fındık is no inflected form (no fınd+ı+k, an accusative
    /// before a person ending): the cross-reference to find, which folds like fınd, is not found.
    @Test func aDerivedOrMisreadTurkishWordKeepsItsOwnTranslationsFirst() {
        let entries = [("acerbity", "ekşilik, acılık"), ("pain", "acı"), ("cobnut", "fındık"), ("found", "find")]
        let english: [String: UInt8] = ["pain": 50, "found": 60, "cobnut": 10, "acerbity": 10]
        #expect(rows("acılık", entries, turkish: [:], english: english, withTurkishRules: true) == ["acerbity ← acılık", "pain ← acı+lık"])
        #expect(rows("fındık", entries, turkish: [:], english: english, withTurkishRules: true) == ["cobnut ← fındık"])
    }

    /// No definition holds both words of "amerikan timsahı": the translations of the rarer
    /// word, timsahı, come, and the row says it was that word. Without a frequency list, the
    /// word fewer definitions have as a translation is taken.
    @Test func aQueryOfSeveralWordsNoDefinitionHoldsFindsTheTranslationsOfItsRarestWord() {
        let entries = [("alligator", "Amerika timsahı"), ("american", "amerikan, Amerikalı"), ("yankee", "amerikan"), ("walk", "yürüyüş")]
        #expect(rows("amerikan timsahı", entries, turkish: ["amerikan": 40, "timsahı": 30]) == ["alligator ← timsahı"])
        #expect(rows("amerikan timsahı", entries, turkish: [:]) == ["alligator ← timsahı"], "timsahı is in one definition, amerikan in two")
        #expect(rows("uzun yürüyüş", entries, turkish: [:]) == ["walk ← yürüyüş"], "uzun is in none")
    }

    /// `kyruk` in English → Turkish is no English word and no Turkish one: kuyruk, a common
    /// Turkish word one typo away, is what it stands for, and tail and queue are found
    /// through it, before kyrie, two typos away. A rare word one typo away is no guess.
    @Test func aMisspeltWordOfTheTargetLanguageFindsWhatItsCommonCorrectionTranslates() {
        let entries = [("tail", "kuyruk"), ("queue", "kuyruk, sıra"), ("kyrie", "dua"), ("belt", "kuşak, kemer")]
        #expect(rows("kyruk", entries, turkish: ["kuyruk": 41]) == ["tail ← kuyruk", "queue ← kuyruk", "kyrie"])
        #expect(rows("kusk", entries, turkish: ["kuşak": 40, "kusak": 20]) == ["belt ← kuşak"], "shown as the language spells it")
        #expect(rows("kyruk", entries, turkish: ["kuyruk": 25]) == ["kyrie"], "kuyruk is no common word by this list")
    }

    /// `meslekdaş` is meslektaş misspelt, a word the list does not have; a definition gives it
    /// as a whole translation, and the query is long: colleague is found, the row says
    /// meslektaş as the definition writes it. A short query gets no such guess, nor a word only
    /// inside a longer translation.
    @Test func aLongMisspeltWordFindsAWholeTranslationTheListLacks() {
        let entries = [("colleague", "meslektaş, iş arkadaşı"), ("guild", "meslektaşlar birliği, lonca"), ("tail", "kuyruk")]
        #expect(rows("meslekdaş", entries, turkish: ["kuyruk": 41]) == ["colleague ← meslektaş"])
        #expect(rows("kuyrak", entries, turkish: [:]).isEmpty, "six letters: only a common word is a guess")
        #expect(rows("meslektaşlaz", [("guild", "meslektaşlar birliği, lonca")], turkish: [:]).isEmpty, "meslektaşlar is only a word of a phrase")
    }


    @Test func theCommonWordComesFirstAmongEquallyNearCorrections() {
        let file = FakeDictionaryRepository.file(source: "en", target: "tr", [("witch", "cadı"), ("which", "hangi")])
        let frequencies = WordFrequencies(["which": 63, "witch": 41])
        let withList = SearchEngine(source: "en", languages: LanguageRules(lemmatizers: [:], frequencies: ["en": frequencies]))
        #expect(withList.search("wich", in: try! IndexedDictionary(file), limit: 5).hits.map(\.headword) == ["which", "witch"])
        let reversed = SearchEngine(source: "en", languages: LanguageRules(lemmatizers: [:], frequencies: ["en": WordFrequencies(["which": 30, "witch": 60])]))
        #expect(reversed.search("wich", in: try! IndexedDictionary(file), limit: 5).hits.map(\.headword) == ["witch", "which"])
    }

    /// `nieve` is one typo from niece and sieve, two from naive, but sounds like naive, as
    /// common as niece: it comes before sieve, whose first letter the typo would be. A word
    /// that sounds right but is rare stays after the one-typo corrections. A query read as a
    /// misspelt Turkish word (`kyruk`, kuyruk: tail) keeps that reading before an English word
    /// that only sounds like it (kirk).
    @Test func aCommonWordThatSoundsLikeTheQueryRanksWithItsOneTypoCorrections() {
        let words = [("niece", "yeğen"), ("naive", "saf, bön"), ("sieve", "elek, kalbur")]
        #expect(rows("nieve", words, turkish: [:], english: ["niece": 38, "naive": 38, "sieve": 30]) == ["niece", "naive", "sieve"])
        #expect(rows("nieve", words, turkish: [:], english: ["niece": 38, "naive": 20, "sieve": 30]) == ["niece", "sieve", "naive"])
        let tails = [("tail", "kuyruk"), ("kirk", "kilise")]
        #expect(rows("kyruk", tails, turkish: ["kuyruk": 41], english: ["kirk": 38, "tail": 43]) == ["tail ← kuyruk", "kirk"])
    }

    /// A query that is no word of the dictionary and starts none is taken for a misspelling:
    /// the words it is part of are weighed as corrections when one letter longer, and come
    /// after the corrections when longer still.
    @Test func aMisspeltQueryWeighsTheWordsItIsPartOfAsCorrections() {
        let file = FakeDictionaryRepository.file(source: "en", target: "tr", [("lotion", "losyon"), ("motion", "hareket"), ("option", "seçenek"),
                                                                                 ("pattern", "desen"), ("paternal", "babadan"), ("paternity", "babalık"), ("gotiono", "x")])
        let frequencies = WordFrequencies(["option": 50, "motion": 46, "lotion": 34, "pattern": 49, "paternal": 30, "paternity": 28])
        let engine = SearchEngine(source: "en", languages: LanguageRules(lemmatizers: [:], frequencies: ["en": frequencies]))
        let dictionary = try! IndexedDictionary(file)
        let otion = engine.search("otion", in: dictionary, limit: 5).hits.map(\.headword)
        #expect(otion.firstIndex(of: "option")! < otion.firstIndex(of: "lotion")!, "a common correction before a rare word containing the query")
        #expect(otion.last == "gotiono", "a word much longer than the query comes after the corrections")
        #expect(engine.search("motion", in: dictionary, limit: 5).hits.first?.headword == "motion", "a word typed right is no misspelling")
    }

    /// `patern` starts paternal and paternity: the user may be typing one of them, so they
    /// come before corrections, unless a correction is far more common than all of them.
    @Test func aCorrectionFarMoreCommonThanTheWordsTheQueryStartsComesBeforeThem() {
        let file = FakeDictionaryRepository.file(source: "en", target: "tr", [("pattern", "desen"), ("paternal", "babadan"), ("paternity", "babalık")])
        let dictionary = try! IndexedDictionary(file)
        func search(_ query: String, _ frequencies: [String: UInt8], limit: Int = 5) -> [String] {
            let engine = SearchEngine(source: "en", languages: LanguageRules(lemmatizers: [:], frequencies: ["en": WordFrequencies(frequencies)]))
            return engine.search(query, in: dictionary, limit: limit).hits.map(\.headword)
        }
        #expect(search("patern", ["pattern": 49, "paternal": 30, "paternity": 28]) == ["pattern", "paternal", "paternity"])
        #expect(search("patern", ["pattern": 49, "paternal": 30, "paternity": 28], limit: 1) == ["pattern"], "the first rows do not depend on the limit")
        #expect(search("patern", ["pattern": 49, "paternal": 44, "paternity": 28]) == ["paternal", "paternity", "pattern"],
                "a correction about as common as a word the query starts stays after it")
        #expect(search("pattern", ["pattern": 49, "paternal": 30, "paternity": 28]).first == "pattern")
    }

    /// `ture` starts only tureen but is held by twenty short words and more (future, nature...):
    /// enough matches to leave corrections out, but for one far more common (true).
    @Test func aFarMoreCommonCorrectionIsFoundEvenAmongManyWordsHoldingTheQuery() {
        let holding = ["future", "nature", "mature", "culture", "picture", "capture", "feature", "mixture", "texture", "venture",
                       "fracture", "gesture", "lecture", "moisture", "posture", "puncture", "rupture", "scripture", "sculpture",
                       "signature", "temperature", "furniture", "suture", "stature", "denture", "torture", "pasture", "vulture",
                       "fixture", "couture", "nurture"]
        let file = FakeDictionaryRepository.file(source: "en", target: "tr", ([("true", "doğru"), ("tureen", "çorba kâsesi")] + holding.map { ($0, "x") }))
        let dictionary = try! IndexedDictionary(file)
        let engine = SearchEngine(source: "en", languages: LanguageRules(lemmatizers: [:], frequencies: ["en": WordFrequencies(["true": 57, "tureen": 20])]))
        #expect(engine.search("ture", in: dictionary, limit: 5).hits.map(\.headword).prefix(2) == ["true", "tureen"])
    }

    @Test func aLongWordThatMatchesNothingIsTriedWithThreeTypos() {
        let file = FakeDictionaryRepository.file(source: "en", target: "tr", [("unsuccessful", "başarısız"), ("interpret", "yorumlamak"), ("success", "başarı")])
        let engine = SearchEngine(source: "en", languages: LanguageRules(lemmatizers: [:]))
        let dictionary = try! IndexedDictionary(file)
        #expect(engine.search("unsucesssfull", in: dictionary, limit: 5).hits.map(\.headword) == ["unsuccessful"])
        #expect(engine.search("interpretate", in: dictionary, limit: 5).hits.map(\.headword) == ["interpret"])
        #expect(engine.search("sucesses", in: dictionary, limit: 5).hits.map(\.headword) == ["success"], "two typos found it: no third")
        #expect(engine.search("qwzxvbnm", in: dictionary, limit: 5).hits.isEmpty)
    }

    @Test func theBundledListsLoad() throws {
        let folder = Fixtures.repositoryRoot + "/Resources/morphology"
        let english = try WordFrequencies.read(fromFile: folder + "/english-frequency.txt")
        let turkish = try WordFrequencies.read(fromFile: folder + "/turkish-frequency.txt")
        #expect(english.zipf(ofFolded: "which") > english.zipf(ofFolded: "witch"))
        #expect(turkish.zipf(ofFolded: Folding.fold("kitap")) > 4)
        #expect(LanguageRules.standard(morphologyFolder: folder).frequencies(for: "tr-TR") != nil)
        #expect(english.zipf(ofFolded: "qqqzzz") == 0)
    }

    /// bulunamıyor is bulun+ama+ıyor (bulunmak, be found) and, a guess further, bul+un+ama+ıyor
    /// (bulmak, find). find's whole translation is bulmak, and find a common word: it comes
    /// before occur, which only counts bulunmak among its translations. The likelier guess is
    /// a step ahead, not a whole rank.
    @Test func aWholeTranslationOfALaterLemmaComesBeforeALesserOneOfAnEarlierLemma() {
        let entries = [("find", "bulmak"), ("occur", "olmak, bulunmak")]
        #expect(rows("bulunamiyor", entries, turkish: [:], english: ["find": 60, "occur": 50], withTurkishRules: true)
                == ["find ← bul+un+ama+ıyor", "occur ← bulun+ama+ıyor"])
    }

    /// `git` (go!) is no whole translation, only a word of go's longer one; its lemma gitmek is
    /// go's whole translation: go moves up to rank with the translations, before a headword
    /// that merely starts with git. `cami` (mosque) is a whole translation itself, and no
    /// form of cam (glass) to a reader: glass, holding camı in an example, stays behind.
    @Test func aLemmasWholeTranslationMovesUpAHeadwordTheQueryOnlyReachedAsAWord() {
        let entries = [("go", "gitmek, haydi git der gibi"), ("gitano", "çingene"), ("mosque", "cami"), ("glass", "cam, tek pencere camı"),
                       ("camion", "kamyon")]
        #expect(rows("git", entries, turkish: ["git": 50], withTurkishRules: true) == ["go ← git", "gitano"])
        #expect(rows("cami", entries, turkish: ["cami": 45, "cam": 45], withTurkishRules: true).prefix(2) == ["mosque ← cami", "camion"])
    }

    /// açılamadı typed without its letters: the row shows the stem as Turkish spells the lemma
    /// (wordfreq's list: açılmak), not as typed.
    @Test func aLemmasStemTypedWithoutItsLettersIsShownWithThem() {
        let entries = [("open", "açılmak")]
        #expect(rows("acilamadi", entries, turkish: ["açılmak": 35], withTurkishRules: true) == ["open ← açıl+ama+dı"])
        #expect(rows("acilamadi", entries, turkish: [:], withTurkishRules: true) == ["open ← acil+ama+dı"], "no spelling known: as typed")
    }

    /// defter is a common Turkish word (notebook) and, as deft+er, a rare English one: typed
    /// into English → Turkish, the entries it translates come first and deft after them. Were
    /// it as common in English, deft would lead, as an inflected form's headword does.
    @Test func aWordFarMoreCommonInTheTargetLanguageIsReadInItBeforeAsASourceForm() {
        let entries = [("deft", "becerikli"), ("register", "kaydetmek, defter")]
        func rows(english: UInt8) -> [String] {
            let rules = LanguageRules(lemmatizers: ["en": EnglishLemmatizer(exceptions: [:], wordClasses: EnglishWordClasses(verbs: [], comparables: ["deft"]))],
                                      frequencies: ["tr": WordFrequencies(["defter": 40]), "en": WordFrequencies(["defter": english, "deft": 29])])
            let engine = SearchEngine(source: "en", target: "tr", languages: rules)
            let file = FakeDictionaryRepository.file(source: "en", target: "tr", entries)
            return engine.search("defter", in: try! IndexedDictionary(file), limit: 5).hits.map(\.row)
        }
        #expect(rows(english: 0) == ["register ← defter", "deft ← deft+er"])
        #expect(rows(english: 35) == ["deft ← deft+er", "register ← defter"])
    }
    /// `dşünüyorum` is düşünüyorum misspelt: a common form, which no definition uses as it is,
    /// of düşünmek, which think's does.
    @Test func aMisspeltFormWrittenWithTurkishLettersFindsTheTranslationOfItsLemma() {
        let entries = [("think", "düşünmek"), ("disarm", "silahsızlandırmak")]
        #expect(rows("dşünüyorum", entries, turkish: ["düşünüyorum": 40], withTurkishRules: true).first == "think ← düşün+üyor+um")
        #expect(rows("dşünüyorum", entries, turkish: [:], withTurkishRules: true).first != "think ← düşün+üyor+um", "no common word one typo away")
    }
}
