@testable import SozlukDictionary
import TestSupport
import Testing

/// The stages a query goes through besides spelling: inflected forms, translations, and how
/// typo corrections are ranked against each other and against substring matches.
@Suite struct SearchStageTests {
    let languages = LanguageRules(lemmatizers: [
        "en": EnglishLemmatizer(exceptions: ["mice": ["mouse"], "went": ["go"]]),
        "tr": TurkishLemmatizer(),
    ])

    func hits(_ query: String, _ entries: [(String, String)], source: String, target: String, limit: Int = 20) -> [SearchHit] {
        let file = FakeDictionaryRepository.file(source: source, target: target, entries)
        let engine = SearchEngine(for: file.info, languages: languages)
        return engine.search(query, in: try! IndexedDictionary(file), limit: limit).hits
    }

    func rows(_ query: String, _ entries: [(String, String)], source: String = "en", target: String = "tr") -> [String] {
        hits(query, entries, source: source, target: target).map(\.row)
    }

    @Test func aTurkishInflectedFormFindsItsHeadwordRightAfterExactMatches() {
        let turkish = [("kitap", "book"), ("kitaplık", "bookcase"), ("kira", "rent"), ("gelmek", "to come"), ("şehir", "city"), ("köpek", "dog")]
        #expect(rows("kitaplarımızdan", turkish, source: "tr", target: "en") == ["kitap ← kitap+lar+ımız+dan"])
        #expect(rows("kitabı", turkish, source: "tr", target: "en").first == "kitap ← kitab+ı")
        #expect(rows("geldi", turkish, source: "tr", target: "en").first == "gelmek ← gel+di")
        #expect(rows("şehre", turkish, source: "tr", target: "en").first == "şehir ← şehr+e")
        #expect(rows("köpeği", turkish, source: "tr", target: "en").first == "köpek ← köpeğ+i")
        let kinds = hits("kitap", turkish + [("kitaplar", "books")], source: "tr", target: "en").map(\.kind)
        #expect(kinds.prefix(3) == [.exact, .prefix, .prefix], "a headword typed as it is stays exact, its longer words prefix matches")
    }

    /// Typed on a keyboard without Turkish letters: in Turkish → English at once; in English →
    /// Turkish only when nothing else is found, for there an ASCII query is as likely an
    /// English misspelling (`sissers`, read as Turkish, found "mist" before scissors).
    @Test func aTurkishFormTypedWithoutTurkishLettersFindsItsHeadword() {
        let turkish = [("kitap", "book"), ("şehir", "city"), ("köpek", "dog"), ("kırmak", "to break")]
        #expect(rows("kitaplarimizdan", turkish, source: "tr", target: "en") == ["kitap ← kitap+lar+ımız+dan"])
        #expect(rows("sehre", turkish, source: "tr", target: "en").first == "şehir ← şehr+e", "the stem spelled as the headword spells it")
        #expect(rows("kirdi", turkish, source: "tr", target: "en").first == "kırmak ← kır+di")
        let englishToTurkish = [("book", "kitap"), ("dog", "köpek"), ("scissors", "makas"), ("sister", "kız kardeş"), ("mist", "sis, pus")]
        #expect(rows("kitaplarimizdan", englishToTurkish) == ["book ← kitap+lar+ımız+dan"])
        #expect(rows("kopeklerimiz", englishToTurkish) == ["dog ← kopek+ler+imiz"])
        #expect(!rows("sissers", englishToTurkish).contains { $0.hasPrefix("mist") }, "sis+ser+s is no reading of an English query")
        // açılamadı sounds like island: the Turkish reading, a whole word taken apart, is the likelier.
        let soundingAlike = englishToTurkish + [("open", "açmak"), ("island", "ada")]
        #expect(rows("acilamadi", soundingAlike) == ["open ← ac+ıl+ama+dı", "island"])
    }

    /// `catched` finds catch and then caught; `lied`, a common word, is no slip for lay.
    @Test func aLearnersRegularFormOfAnIrregularVerbFindsTheIrregularFormToo() {
        let rules = LanguageRules(lemmatizers: ["en": EnglishLemmatizer(exceptions: ["caught": ["catch"], "lay": ["lie"]])],
                                  frequencies: ["en": WordFrequencies(["lied": 42, "catch": 48, "caught": 45])])
        let file = FakeDictionaryRepository.file(source: "en", target: "tr", [("catch", "yakalamak"), ("caught", "yakaladı"),
                                                                             ("lie", "yatmak, yalan söylemek"), ("lay", "yattı")])
        let engine = SearchEngine(for: file.info, languages: rules)
        let dictionary = try! IndexedDictionary(file)
        #expect(engine.search("catched", in: dictionary, limit: 5).hits.map(\.headword) == ["catch", "caught"])
        #expect(!engine.search("lied", in: dictionary, limit: 5).hits.map(\.headword).contains("lay"))
    }

    @Test func anEnglishIrregularOrRegularFormFindsItsHeadword() {
        let english = [("mouse", "fare"), ("go", "gitmek"), ("stop", "durmak"), ("study", "çalışmak"), ("happy", "mutlu"), ("mice", "fareler")]
        #expect(rows("mice", english) == ["mice", "mouse ← mice"])
        #expect(rows("went", english) == ["go ← went"])
        #expect(rows("stopped", english).first == "stop ← stop+ped")
        #expect(rows("studies", english).first == "study ← stud+ies")
        #expect(rows("happier", english).first == "happy ← happ+ier")
    }

    @Test func aWordOfTheUsersOwnLanguageFindsTheEntriesItTranslates() {
        let englishToTurkish = [("apple", "elma"), ("pome", "elma, armut veya ayva tipinde meyva"), ("apple tree", "elma ağacı"),
                                ("elm", "karaağaç"), ("hand", "el"), ("taxi", "AB, D taksi")]
        let found = hits("elma", englishToTurkish, source: "en", target: "tr")
        // The whole definition first, a first translation next, a word of a phrase last.
        #expect(found.map(\.headword).prefix(3) == ["apple", "pome", "apple tree"])
        #expect(found.map(\.kind).prefix(3) == [.translation, .translation, .translation])
        #expect(found.first?.explanation == "elma")
        // Typed inflected, through the target language's rules.
        #expect(rows("elmalar", englishToTurkish).prefix(2) == ["apple ← elma+lar", "pome ← elma+lar"])
        // A phrase is a translation of its own; labels in capitals are not translations.
        #expect(rows("elma ağacı", englishToTurkish).first == "apple tree ← elma ağacı")
        #expect(rows("AB", englishToTurkish).isEmpty)
    }

    /// `nami` read as Turkish is nam+i, and nam translates fame, name and renown; name is
    /// also one typo from it, and ranks as that correction, first. Fame, two typos away, keeps
    /// the rank of the translation (and mamma, two typos from a word of four letters, is none).
    @Test func aTranslationOfAGuessedLemmaThatIsAlsoAOneTypoCorrectionRanksAsTheCorrection() {
        let englishToTurkish = [("fame", "ün, nam, şöhret"), ("name", "ad, isim, nam"), ("renown", "nam, ün"), ("mamma", "anne")]
        #expect(rows("nami", englishToTurkish) == ["name", "fame ← nam+i", "renown ← nam+i"])
    }

    @Test func aQueryOfSeveralWordsFindsDefinitionsHoldingThemAll() {
        let entries = [("blockade", "muhasara, denizden abluka etmek, kuşatmak"), ("siege", "kuşatma, abluka"), ("make", "etmek, yapmak")]
        #expect(rows("abluka etmek", entries) == ["blockade ← abluka etmek"])
        #expect(rows("abluka", entries).first == "siege ← abluka", "a whole translation before a word of one")
    }

    /// Turkish writes many compounds both ways: a query finds the translation written with a
    /// space less or one more.
    @Test func aCompoundFindsItsTranslationWrittenTogetherOrApart() {
        let entries = [("comet", "kuyrukluyıldız"), ("nothing", "hiç bir şey"), ("star", "yıldız"), ("tail", "kuyruklu"),
                       ("ever", "hiç")]
        #expect(rows("kuyruklu yıldız", entries) == ["comet ← kuyruklu yıldız"])
        #expect(rows("hiçbir şey", entries) == ["nothing ← hiçbir şey"])
        #expect(rows("yıldızkuyruklu", entries).isEmpty, "no such phrase in the definitions")
    }

    /// A Turkish compound typed together finds the headword written apart, inflected too, and
    /// typed apart the headword written together; English words joined are other words.
    @Test func aTurkishHeadwordWrittenApartIsFoundTypedTogetherAndTheOtherWayRound() {
        let turkish = [("tam sayı", "integer"), ("tam", "whole"), ("sayı", "number"), ("kullanıcıadı", "user name")]
        #expect(rows("tamsayı", turkish, source: "tr", target: "en").first == "tam sayı ← tamsayı")
        #expect(rows("tamsayıları", turkish, source: "tr", target: "en").first == "tam sayı ← tamsayı+ları")
        #expect(rows("kullanıcı adı", turkish, source: "tr", target: "en").first == "kullanıcıadı ← kullanıcıadı")
        #expect(hits("tamsayı", turkish, source: "tr", target: "en").first?.kind == .lemma)
        let endings = [("dön mek", "round"), ("dönmek", "to turn"), ("şekil de", "transformer"), ("şekil", "shape")]
        #expect(!hits("dönmek", endings, source: "tr", target: "en").contains { $0.headword == "dön mek" && $0.kind == .lemma })
        #expect(!hits("şekilde", endings, source: "tr", target: "en").contains { $0.headword == "şekil de" && $0.kind == .lemma })
        let english = [("goat", "keçi"), ("go", "gitmek"), ("setup", "kurulum"), ("set", "koymak")]
        // (goat is still one typo from "go at": a correction, not the word typed.)
        #expect(!hits("go at", english, source: "en", target: "tr").contains { $0.headword == "goat" && $0.kind == .lemma })
        #expect(!hits("setup", english, source: "en", target: "tr").contains { $0.kind == .lemma })
    }

    /// A query longer than any word is looked up as it is: a headword one typo from it is no
    /// correction, as it is for a query one letter shorter (the stages that read a word cost
    /// time and memory growing with its length).
    @Test func aQueryLongerThanAWordIsLookedUpAsItIs() {
        let long = String(repeating: "abcdefgh", count: 8) + "x"
        let entries = [(long, "uzun")]
        let typed = String(long.dropLast()) + "z"
        #expect(hits(typed, entries, source: "en", target: "tr").isEmpty, "65 letters: no typo correction of \(long)")
        #expect(hits(String(typed.dropFirst()), [(String(long.dropFirst()), "uzun")], source: "en", target: "tr").first?.kind == .fuzzy,
                "64 letters: still corrected")
        #expect(hits(long, entries, source: "en", target: "tr").first?.kind == .exact, "looked up as it is")
    }

    /// A phrase that no article writes and nothing else answers shows its words, each as a
    /// word of its own, in the order typed, a form by its lemma; spelled as typed (adı is no adi).
    @Test func aPhraseNothingAnswersShowsItsWords() {
        let turkish = [("kullanıcı", "user"), ("ad", "name"), ("adi", "ordinary"), ("dosya", "file")]
        #expect(rows("kullanıcı adı", turkish, source: "tr", target: "en") == ["kullanıcı", "ad ← ad+ı"])
        #expect(rows("dosya adları", turkish, source: "tr", target: "en") == ["dosya", "ad ← ad+ları"])
        #expect(rows("kullanıcı", turkish, source: "tr", target: "en") == ["kullanıcı"], "one word: itself")
    }

    @Test func onlyTheStartOfABookLongDefinitionIsIndexedForTranslations() {
        let long = "elma, " + String(repeating: "ve ", count: 30_000) + "armut"
        #expect(rows("elma", [("apple", long)]) == ["apple ← elma"])
        #expect(rows("armut", [("apple", long)]).isEmpty)
    }

    @Test func wholeTranslationsComeBeforePrefixMatchesAndWordsOfPhrasesAfter() {
        let entries = [("water", "su"), ("sugar", "şeker"), ("suit", "takım elbise"), ("soup", "çorba, su ile yapılan yemek")]
        #expect(hits("su", entries, source: "en", target: "tr").map(\.headword) == ["water", "suit", "sugar", "soup"])
    }

    /// A Turkish compound ("meşe ağacı", oak tree; "yazı yazmak", write), or two translations
    /// whose comma the source lost ("soytarı palyaço"), says each of its two words nearly
    /// outright: after the entries a word is the translation of, before those that merely use it.
    @Test func eachWordOfATwoWordFirstDefinitionRanksWithTranslations() {
        let entries = [("acorn", "meşe palamudu, palamut"), ("oak", "meşe ağacı"), ("hardwood", "meşe"),
                       ("pen", "yazı yazmak için alet"), ("write", "yazı yazmak"), ("inscribe", "yazmak")]
        #expect(hits("meşe", entries, source: "en", target: "tr").map(\.headword) == ["hardwood", "oak", "acorn"])
        #expect(hits("yazmak", entries, source: "en", target: "tr").map(\.headword) == ["inscribe", "write", "pen"])
    }

    /// Run's article is the longer, and its first sense is çay as much as tea's is; but tea's
    /// says çay three times, and a Turkish reader typing çay means tea.
    @Test func anArticleThatUsesTheQueryAgainAndAgainComesBeforeOneThatUsesItOnce() {
        let entries = [("run", "çay, koşu, akış, gidiş, işleyiş, sefer, yol, rağbet, talep, hücum, sıra, dizi, seri, parti"),
                       ("tea", "çay, kuru çay yaprağı, çay ziyafeti")]
        #expect(hits("çay", entries, source: "en", target: "tr").map(\.headword) == ["tea", "run"])
    }

    /// Duck's article says ördek only inside longer translations, but four times: it is about
    /// ördek, and ranks with the translations, before a headword that merely starts like the
    /// query; goose, which says it once, after it.
    @Test func anArticleUsingTheQueryFourTimesInLongerTranslationsRanksWithTranslations() {
        let entries = [("duck", "yaban ördeği, ördek avı; ördek yavrusu, ördek eti, ördek tüyü"), ("goose", "kaz, ördeğe benzer kuş, ördek gibi bir kuş"),
                       ("ordekovsky", "bir soyadı")]
        #expect(hits("ördek", entries, source: "en", target: "tr").map(\.headword) == ["duck", "ordekovsky", "goose"])
    }

    /// köpeği (his dog) is written in Turkish and is no whole translation itself, only a word
    /// of watchdog's "bekçi köpeği": an inflected Turkish word, whose lemma's translation, dog,
    /// comes with the translations, first. karı (wife) is a translation itself, likely a
    /// dictionary form: kar+ı (snow) comes after its own translations. kopeck is two typos
    /// from köpeği only once ö and ğ are folded away: no correction for a typist who has them.
    @Test func anInflectedTurkishWordFindsItsLemmasTranslationsFirst() {
        let entries = [("dog", "köpek"), ("watchdog", "bekçi köpeği, nöbetçi"), ("kopeck", "kapik"), ("wife", "karı, eş"), ("snow", "kar")]
        #expect(rows("köpeği", entries) == ["dog ← köpeğ+i", "watchdog ← köpeği"])
        #expect(rows("kopegi", entries).contains("kopeck"), "typed without the letters, it may be kopeck misspelt")
        #expect(rows("karı", entries) == ["wife ← karı", "snow ← kar+ı"])
    }

    /// The definitions bend a Turkish word as a text does: breast's "kadın göğsü" holds göğüs
    /// (its vowel dropped), orphan's "öksüz çocuğu" çocuk (its k softened). They come after the
    /// entries that hold the word as written, with the form they hold. dişi (female) is a whole
    /// translation itself, a word of its own: no form of diş (tooth) to a reader.
    @Test func aWordFindsTheDefinitionsThatHoldItInflected() {
        let entries = [("chest", "göğüs, sandık"), ("breast", "meme, kadın göğsü"), ("child", "çocuk"), ("orphan", "yetim, öksüz çocuğu"),
                       ("tooth", "diş"), ("female", "dişi"), ("molar", "azı dişi")]
        #expect(rows("göğüs", entries) == ["chest ← göğüs", "breast ← göğsü"])
        #expect(rows("çocuk", entries) == ["child ← çocuk", "orphan ← çocuğu"])
        #expect(rows("diş", entries) == ["tooth ← diş"])
    }

    /// `dün` in English → Turkish is Turkish (ü is no English letter): dun only folds like it.
    @Test func aQueryWithLettersOnlyTheTargetLanguageHasFindsTranslationsBeforeFoldedHeadwords() {
        let entries = [("dun", "boz renkli"), ("yesterday", "dün"), ("dune", "kumul")]
        #expect(hits("dün", entries, source: "en", target: "tr").map(\.headword).prefix(2) == ["yesterday", "dun"])
        #expect(hits("dun", entries, source: "en", target: "tr").map(\.headword).first == "dun", "typed without ü it is the English word")
        #expect(hits("café", [("café", "kafe"), ("cafe", "kahve")], source: "en", target: "fr").map(\.headword).first == "café",
                "a headword spelled as typed stays exact")
    }

    /// Spelt by ear, two typos or more from the word (`bizness`, `showvinism`): found by how it
    /// sounds in English and ranked with the two-typo corrections, a step further for each
    /// typo it is away: business before witness (two letters changed, one of them the first),
    /// chauvinism (four typos, the first letter changed) after a word two letters off.
    @Test func aWordSpeltByEarRanksWithTheTwoTypoCorrections() {
        let entries = [("business", "iş"), ("witness", "tanık"), ("chauvinism", "şovenizm"), ("harness", "koşum")]
        #expect(hits("bizness", entries, source: "en", target: "tr").map(\.headword) == ["business", "witness"])
        #expect(hits("showvinism", entries, source: "en", target: "tr").map(\.headword) == ["chauvinism"])
        #expect(hits("showvinism", entries + [("shawvinisn", "şovenizm")], source: "en", target: "tr").map(\.headword) == ["shawvinisn", "chauvinism"])
        #expect(hits("showvinism", entries, source: "xx", target: "tr").isEmpty, "only English is spelt by ear this way")
    }

    /// `randayvous` sounds r-n-d-v-s, rendezvous r-n-d-s-v-s: one sound apart, and many typos.
    /// Looked for only when the page is nearly empty, after everything else.
    @Test func aWordOneSoundAwayIsFoundWhenNothingElseIs() {
        let entries = [("rendezvous", "randevu"), ("random", "rastgele"), ("comfortable", "rahat"), ("ran", "koştu")]
        #expect(hits("randayvous", entries, source: "en", target: "tr").map(\.headword) == ["rendezvous"])
        #expect(hits("comfterble", entries, source: "en", target: "tr").map(\.headword) == ["comfortable"])
        #expect(hits("randevus", entries, source: "en", target: "tr").map(\.headword) == ["rendezvous"])
        let crowded = entries + [("randevux", "x"), ("randvus", "y"), ("randeus", "z")]
        #expect(hits("randevus", crowded, source: "en", target: "tr").map(\.headword) == ["randvus", "randevux", "randeus"],
                "a page with rows enough gets no words a sound further")
    }

    @Test func shortQueriesGetOneTypoLongerOnesTwo() {
        let words = [("abxy", "x"), ("abcx", "y"), ("abxye", "z")]
        #expect(hits("abcd", words, source: "xx", target: "yy").map(\.headword) == ["abcx"], "abxy is two typos from abcd")
        #expect(hits("abcde", words, source: "xx", target: "yy").map(\.headword).contains("abxye"))
    }

    @Test func anObviousCorrectionOutranksAMuchLongerWordContainingTheQuery() {
        let words = [("sandwich", "x"), ("greenwich", "y"), ("which", "z"), ("wick", "w")]
        #expect(hits("wich", words, source: "en", target: "tr").map(\.headword).prefix(2) == ["which", "wick"])
        #expect(hits("wich", words, source: "en", target: "tr").map(\.headword).suffix(2) == ["sandwich", "greenwich"])
    }

    @Test func typosThatSoundLikeTheQueryOrAreCommonSlipsComeFirst() {
        // All one typo from "wich": which, witch and wish sound like it (ch, tch and sh are
        // one sound to the key), wick does not.
        let words = [("wick", "fitil"), ("witch", "cadı"), ("which", "hangi"), ("wish", "dilek")]
        #expect(hits("wich", words, source: "en", target: "tr").map(\.headword).last == "wick")
        // Swapped letters and a doubled letter cost less than a letter changed.
        let slips = [("recieve", "x"), ("receive", "y"), ("recelve", "z")]
        #expect(hits("recieve", slips.dropFirst().map { $0 }, source: "xx", target: "yy").map(\.headword) == ["receive", "recelve"])
        #expect(hits("adress", [("address", "a"), ("adrets", "b")], source: "xx", target: "yy").map(\.headword) == ["address", "adrets"])
    }

    /// Two letters left out (`azmth`: azimuth) are as likely as one changed and rank with the
    /// one-typo corrections, after them when as common, and before a much longer word holding
    /// the query; two letters changed do not.
    @Test func twoOfTheCommonestSlipsRankWithOneTypoCorrections() {
        let words = [("azimuth", "a"), ("axmth", "b"), ("abmxh", "c"), ("pre-azmth-word", "d")]
        let found = hits("azmth", words, source: "xx", target: "yy")
        #expect(found.map(\.headword) == ["axmth", "azimuth", "pre-azmth-word", "abmxh"])
        // Only two typos: two letters added and one changed is three.
        #expect(!hits("azmth", [("azimutha", "a")], source: "xx", target: "yy").map(\.headword).contains("azimutha"))
    }

    /// Two letters swapped across the one between them (`prodive`: provide) is one slip of
    /// the hand, ranked with the one-typo corrections: before a word two letters changed away,
    /// however like the query they sound (produce: a vowel and a neighbouring key).
    @Test func lettersSwappedAcrossOneRankWithOneTypoCorrections() {
        let words = [("produce", "a"), ("provide", "b"), ("prodivel", "c")]
        #expect(hits("prodive", words, source: "xx", target: "yy").map(\.headword) == ["prodivel", "provide", "produce"])
    }
}
