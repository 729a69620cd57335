@testable import SozlukDictionary
import Testing

/// Real Turkish forms as they stand in running text, and the headwords they come from.
@Suite struct TurkishLemmatizerTests {
    let lemmatizer = TurkishLemmatizer()

    static let forms = [
        ("kitaplar", "kitap"), ("kitabı", "kitap"), ("kitaplarımızdan", "kitap"), ("geldi", "gelmek"), ("gidiyor", "gitmek"),
        ("şehre", "şehir"), ("köpeği", "köpek"), ("sokağa", "sokak"), ("rengi", "renk"), ("burnu", "burun"), ("oğlu", "oğul"),
        ("evlerde", "ev"), ("gözlükçü", "gözlük"), ("tuzlu", "tuz"), ("kitapçı", "kitap"), ("ağzı", "ağız"),
        ("geliyorum", "gelmek"), ("okuyacağız", "okumak"), ("yazmadı", "yazmak"), ("evimizin", "ev"), ("İstanbul'a", "istanbul"),
        ("arkadaşlarımla", "arkadaş"), ("gördük", "görmek"), ("ağaçlar", "ağaç"), ("ağacın", "ağaç"), ("çocukluğumda", "çocukluk"),
        // voice, and stems that change before an ending (words from real messages: Debian's Turkish translations)
        ("yazıldı", "yazmak"), ("edildi", "etmek"), ("kullanılabilir", "kullanmak"), ("durduruldu", "durmak"), ("kapat", "kapamak"),
        ("bekliyor", "beklemek"), ("başlıyorsa", "başlamak"), ("ona", "o"), ("bunun", "bu"), ("fiziksel", "fizik"),
        ("birleştirilemedi", "bir"), ("karşılaştırırken", "karşı"), ("olmadıkça", "olmak"), ("kullanın", "kullanmak"),
    ]

    @Test(arguments: forms)
    func aFormLeadsToItsHeadword(_ form: String, _ lemma: String) {
        let candidates = lemmatizer.candidates(for: form.replacingOccurrences(of: "'", with: ""))
        #expect(candidates.map(\.lemma).contains(lemma), "\(form): \(candidates.prefix(30).map(\.lemma))")
        #expect(candidates.count < 400, "\(form): \(candidates.count) candidates")
    }

    /// On a keyboard without Turkish letters: kitaplarimizdan, sehre, kopegi, kirdi (kırdı).
    /// The headword is looked up folded, so kirmak finds kırmak.
    @Test(arguments: forms)
    func aFormTypedWithoutTurkishLettersLeadsToItsHeadword(_ form: String, _ lemma: String) {
        let typed = TurkishLemmatizer.withoutTurkishLetters(form.replacingOccurrences(of: "'", with: ""))
        let candidates = lemmatizer.candidates(for: typed, lettersMayBeMissing: true).map { TurkishLemmatizer.withoutTurkishLetters($0.lemma) }
        #expect(candidates.contains(TurkishLemmatizer.withoutTurkishLetters(lemma)), "\(typed): \(candidates.prefix(30))")
        #expect(candidates.count < 400, "\(typed): \(candidates.count) candidates")
    }

    @Test func lettersAreTakenForMissingOnlyWhenAskedAndOnlyInAWordWithoutThem() {
        #expect(lemmatizer.candidates(for: "kirdi", lettersMayBeMissing: true).map(\.lemma).contains("kirmak"), "kır-dı: kırmak folds to kirmak")
        #expect(lemmatizer.candidates(for: "kitaplarimizdan", lettersMayBeMissing: true).first { $0.lemma == "kitap" }?.analysis == "kitap+lar+ımız+dan")
        #expect(!lemmatizer.candidates(for: "kitaplarimizdan").map(\.lemma).contains("kitap"), "-lar-imiz breaks harmony when i is i")
        #expect(lemmatizer.candidates(for: "agaclarimizdan", lettersMayBeMissing: true).map(\.lemma).contains("agac"))
        #expect(!lemmatizer.candidates(for: "ağaçlarimizdan", lettersMayBeMissing: true).map(\.lemma).contains("ağaç"),
                "a word written with Turkish letters has them all: its i is i")
    }

    @Test func theAnalysisShowsTheEndingsTakenOff() {
        let candidates = lemmatizer.candidates(for: "kitaplarımızdan")
        #expect(candidates.first { $0.lemma == "kitap" }?.analysis == "kitap+lar+ımız+dan")
        #expect(lemmatizer.candidates(for: "kitabı").first { $0.lemma == "kitap" }?.analysis == "kitab+ı")
    }

    @Test func anEndingsOwnVowelsFollowVowelHarmony() {
        let surfaces = Set(TurkishLemmatizer.surfaces.map(\.surface))
        #expect(surfaces.contains("ları") && surfaces.contains("leri"))
        #expect(!surfaces.contains("laru") && !surfaces.contains("lerı"))
        #expect(surfaces.contains("iyor") && surfaces.contains("abil"), "the o of -yor and the i of -bil never change")
    }

    /// English misspellings and typos typed into English → Turkish were taken apart as
    /// Turkish (dil+le+ma, ver+si+t+le, des+i+ar) and their "translations" filled the page.
    @Test(arguments: [
        ("dillema", "dil"), ("versitle", "ver"), ("desiar", "des"), ("paratmer", "par"), ("cigarrete", "cig"),
        ("coalase", "co"), ("minize", "min"), ("revelent", "rev"),
    ])
    func endingsThatCannotFollowEachOtherOrBreakHarmonyAreNoReading(_ form: String, _ stem: String) {
        let analyses = lemmatizer.candidates(for: form).filter { $0.analysis.hasPrefix(stem + "+") }.map(\.analysis)
        #expect(analyses.isEmpty, "\(form): \(analyses)")
    }

    /// A noun takes its plural, possessive and case endings in that order, one of each; -ki
    /// after a case ending makes a noun again. `deletete` is no del-e-te-te (two cases) and
    /// `magisine` no mag-i-si-ne (a possessive after a case), as they were read in English →
    /// Turkish before their corrections (delete, magazine).
    @Test func nounEndingsComeInTheirOrderOneOfEach() {
        func analyses(_ form: String, _ lemma: String) -> [String] { lemmatizer.candidates(for: form).filter { $0.lemma == lemma }.map(\.analysis) }
        #expect(analyses("kitaplarımızdan", "kitap") == ["kitap+lar+ımız+dan"])
        #expect(analyses("evdekilerden", "ev") == ["ev+de+ki+ler+den"])
        #expect(analyses("başlatılmışçasına", "başlamak") == ["başla+t+ıl+mış+çasına"])
        #expect(analyses("kitaptaları", "kitap").isEmpty, "a plural after a case")
        #expect(analyses("kitaptalar", "kitap") == ["kitap+ta+lar"], "they are at the book: a person ending after a case")
        #expect(analyses("kitabımlar", "kitap").isEmpty, "a plural after a possessive")
        #expect(analyses("evdeden", "ev").isEmpty, "two cases")
        #expect(analyses("deletete", "delmek").isEmpty && analyses("magisine", "mag").isEmpty)
    }

    /// -m, -n, -k and -nIz are persons of the past and the conditional only, a verb's -lAr of a
    /// verb form, and the cases with a pronominal n follow a third person possessive. fındık
    /// was fınd+ı+k and found find's article in English → Turkish; manda was ma+nda.
    @Test func personAndPronominalEndingsAskForTheEndingBeforeThem() {
        func analyses(_ form: String, _ lemma: String) -> [String] { lemmatizer.candidates(for: form).filter { $0.lemma == lemma }.map(\.analysis) }
        #expect(analyses("gelsek", "gelmek") == ["gel+se+k"] && analyses("gelseniz", "gelmek") == ["gel+se+niz"])
        #expect(analyses("geldim", "gelmek") == ["gel+di+m"] && analyses("geliyorlar", "gelmek") == ["gel+iyor+lar"])
        #expect(analyses("fındık", "fınd").isEmpty, "1st person plural -k after an accusative")
        #expect(analyses("masasında", "masa") == ["masa+sı+nda"] && analyses("evdekine", "ev") == ["ev+de+ki+ne"])
        #expect(analyses("mada", "ma") == ["ma+da"] && analyses("manda", "ma").allSatisfy { !$0.hasPrefix("ma+nda") })
        #expect(analyses("göz kapağında", "göz kapağı") == ["göz kapağı+nda"], "a compound's headword ends in its possessive")
    }

    /// The ending next to the stem says what the stem is: a voice or a tense follows a verb
    /// (edil-en is of etmek, not of et, meat), a plural, possessive or case a noun (atlar: at,
    /// horse, not atmak), and a finite tense takes no noun endings after it (an-e-m-i).
    @Test func theFirstEndingSaysWhetherTheStemIsAVerbOrANoun() {
        func lemmas(_ form: String) -> [String] { lemmatizer.candidates(for: form).map(\.lemma) }
        #expect(lemmas("edilen").contains("etmek") && !lemmas("edilen").contains("et"))
        #expect(lemmas("yazılamıyor").contains("yazmak") && !lemmas("yazılamıyor").contains("yaz"))
        #expect(lemmas("atlar").contains("at") && !lemmas("atlar").contains("atmak"))
        #expect(lemmas("atlar").contains("atlamak"), "atla-r, the aorist of atlamak")
        #expect(lemmas("içe").contains("iç") && lemmas("içe").contains("içmek"), "iç-e: inward, or the optative of içmek")
        #expect(!lemmas("anemi").contains("anmak"))
        #expect(lemmas("atılsın").contains("atmak") && lemmas("gidilsin").contains("gitmek"))
    }

    /// A derivation makes a word of its own; an inflection or a voice bends one.
    @Test func aReadingThroughADerivationIsMarkedDerived() {
        func isDerived(_ form: String, _ lemma: String) -> Bool? { lemmatizer.candidates(for: form).first { $0.lemma == lemma }?.isDerived }
        #expect(isDerived("acılık", "acı") == true && isDerived("gözlükçü", "gözlük") == true)
        #expect(isDerived("kitaplarımızdan", "kitap") == false && isDerived("yazıldı", "yazmak") == false)
    }

    /// An ending starting with a vowel follows a consonant, the same ending with its buffer
    /// letter a vowel, and an ending of one consonant a vowel (the causative -t also l or r).
    /// `imanent`, `volentier` and `movemement` were iman-en-t, vole-n-ti-er and move-me-me-n-t.
    @Test func buffersKeepVowelsApartAndVowelsKeepConsonantsApart() {
        func lemmas(_ form: String) -> [String] { lemmatizer.candidates(for: form).map(\.lemma) }
        #expect(lemmas("kapısı").contains("kapı") && lemmas("evi").contains("ev") && lemmas("suyu").contains("su"))
        #expect(!lemmas("kapıı").contains("kapı") && !lemmas("evsi").contains("ev") && !lemmas("suu").contains("su"))
        #expect(lemmas("okuyor").contains("okumak") && lemmas("okut").contains("okumak") && lemmas("oturt").contains("oturmak"))
        #expect(!lemmas("kest").contains("kesmek") && !lemmas("gelr").contains("gelmek"))
        #expect(!lemmas("imanent").contains("iman") && !lemmas("volentier").contains("vole") && !lemmas("movemement").contains("move"))
    }

    @Test func theLongestStemComesFirstItsVerbBeforeItsNounUnderAVerbsEnding() {
        // kazan+dır (a causative or a copula) before kaz+an+dır, however long the infinitive
        // kazmak is; the verb's reading first, as -dır takes verbs.
        let lemmas = lemmatizer.candidates(for: "kazandır").map(\.lemma)
        let order = { (lemma: String) in lemmas.firstIndex(of: lemma) ?? Int.max }
        #expect(order("kazanmak") < order("kazan") && order("kazan") < order("kazmak") && order("kazmak") < Int.max, "\(lemmas)")
    }

    /// The past of a common verb, not a noun whose stem had to change to be read so, nor the
    /// noun the verb's stem also is ("it was hungry").
    @Test func aPastTenseIsTheVerbsBeforeAChangedStemOrTheSameStemAsANoun() {
        for (form, verb, other) in [("aldı", "almak", "alt"), ("verdi", "vermek", "verid"), ("yaptı", "yapmak", "yapıt"),
                                    ("açtı", "açmak", "aç"), ("içti", "içmek", "iç")] {
            // (The whole word read as a bare verb stem, kitabımak, is no word: search drops it.)
            let lemmas = lemmatizer.candidates(for: form).map(\.lemma)
            let order = { (lemma: String) in lemmas.firstIndex(of: lemma) ?? Int.max }
            #expect(order(verb) < order(other) && order(other) < Int.max, "\(form): \(lemmas)")
        }
        for (form, pronoun, noun) in [("bunu", "bu", "bun"), ("onu", "o", "on")] {
            let lemmas = lemmatizer.candidates(for: form).map(\.lemma)
            #expect((lemmas.firstIndex(of: pronoun) ?? .max) < (lemmas.firstIndex(of: noun) ?? .max), "\(form): \(lemmas)")
        }
        let kitabı = lemmatizer.candidates(for: "kitabı").map(\.lemma)
        #expect(kitabı.contains("kitap") && !kitabı.contains("kitmak"), "a changed stem still, where no other reading is")
        let evleri = lemmatizer.candidates(for: "evleri").map(\.lemma)
        #expect((evleri.firstIndex(of: "ev") ?? .max) < (evleri.firstIndex(of: "evmek") ?? .max), "a noun's endings: no verb put first")
    }

    /// A name's endings after an apostrophe, straight or curly, are read as any endings.
    @Test func aNamesEndingsAfterAnApostropheAreTakenOff() {
        for form in ["İstanbul'dan", "İstanbul’daki", "Ankara'nın", "Türkiye'deki"] {
            let lemmas = lemmatizer.candidates(for: form).map(\.lemma)
            #expect(lemmas.contains { ["istanbul", "ankara", "türkiye"].contains($0) }, "\(form): \(lemmas.prefix(8))")
        }
    }

    /// A reading through inflections alone comes before one through a derivation, however
    /// long its stem (say+ıl+ıyor, counted, before sayı+la+ıyor), and a plural before an aorist
    /// taken as a noun (dosya+lar+ı before dosyala+r+ı); an aorist with a person ending is the
    /// verb and keeps its place (gel+ir+im, I come).
    @Test func theCommonerKindOfReadingComesFirst() {
        let order = { (form: String, lemma: String) in self.lemmatizer.candidates(for: form).firstIndex { $0.lemma == lemma } ?? Int.max }
        #expect(order("sayılıyor", "saymak") < order("sayılıyor", "sayı"))
        #expect(order("yapılamaz", "yapmak") < order("yapılamaz", "yapı"))
        for (form, noun, verb) in [("dosyaları", "dosya", "dosyalamak"), ("dosyalara", "dosya", "dosyalamak"), ("eklerin", "ek", "eklemek"),
                                   ("yollarının", "yol", "yollamak")] {
            #expect(order(form, noun) < order(form, verb), "\(form): \(self.lemmatizer.candidates(for: form).prefix(6).map(\.lemma))")
        }
        #expect(order("gelirim", "gelir") < order("gelirim", "gelmek") && order("gelirim", "gelmek") < Int.max)
        #expect(order("başlar", "başlamak") < order("başlar", "baş"), "başla+r, the verb, before baş+lar")
    }

    /// kullan, ver, getir: a bare verb stem is its imperative, and its infinitive comes first,
    /// before readings that take endings off it (kul+lan).
    @Test func aBareVerbStemIsReadAsItsImperative() {
        let first = { (word: String) in self.lemmatizer.candidates(for: word).first }
        #expect(first("kullan") == LemmaCandidate(lemma: "kullanmak", analysis: "kullan"))
        #expect(first("ver")?.lemma == "vermek")
        #expect(first("getir")?.lemma == "getirmek")
        #expect(!lemmatizer.candidates(for: "kitap").contains { $0.lemma == "kitap" }, "the word itself is no candidate")
    }

    @Test func harmonyFollowsTheVowelBeforeEachEndingAndLoanwordsBendItOnlyAfterTheStem() {
        #expect(lemmatizer.candidates(for: "saatler").contains { $0.lemma == "saat" }, "saat-ler: a loanword takes front endings")
        #expect(lemmatizer.candidates(for: "halini").contains { $0.lemma == "hal" })
        #expect(lemmatizer.candidates(for: "geliyorum").first { $0.lemma == "gelmek" }?.analysis == "gel+iyor+um", "-um after the o of -yor")
        #expect(!lemmatizer.candidates(for: "evlerdan").contains { $0.lemma == "ev" }, "-dan cannot follow -ler")
        #expect(!lemmatizer.candidates(for: "evdeler").isEmpty && !lemmatizer.candidates(for: "evdeyim").isEmpty)
        #expect(!lemmatizer.candidates(for: "evdenler").contains { $0.lemma == "evlemek" })
    }

    @Test func endingsAreSpelledWithTheirAlternatingSounds() {
        #expect(Set(TurkishLemmatizer.spellings(of: "DAn")) == ["dan", "den", "tan", "ten"])
        #expect(Set(TurkishLemmatizer.spellings(of: "(y)A")) == ["ya", "ye", "a", "e"])
    }

    /// The starts a lemma's forms have, folded: its last p, t, k voiced before a vowel
    /// (kitabı, kanadı, rengi), the narrow vowel of its last syllable dropped (burnu, şehri).
    @Test func aLemmasFormsStartAsItOrItsSoftenedOrShortenedStem() {
        let turkish = TurkishLemmatizer()
        #expect(turkish.foldedStems(ofFoldedLemma: "kitap") == ["kitap", "kitab"])
        #expect(turkish.foldedStems(ofFoldedLemma: "kanat") == ["kanat", "kanad"])
        #expect(turkish.foldedStems(ofFoldedLemma: "renk") == ["renk", "reng"])
        #expect(turkish.foldedStems(ofFoldedLemma: "burun") == ["burun", "burn"])
        #expect(turkish.foldedStems(ofFoldedLemma: "sehir") == ["sehir", "sehr"])
        #expect(turkish.foldedStems(ofFoldedLemma: "defter") == ["defter"])
        #expect(turkish.foldedStems(ofFoldedLemma: "ev") == ["ev"])
    }

    /// Typed without Turkish letters, a stem is shown as the dictionary spells the word where
    /// the letters fold alike; a softened letter stays as typed, and no capital comes in.
    @Test func anAnalysisTakesTheWordsLettersWhereTheyFoldAlike() {
        #expect(LemmaCandidate(lemma: "kırmak", analysis: "kir+di").analysis(spelledLike: "kırmak") == "kır+di")
        #expect(LemmaCandidate(lemma: "köpek", analysis: "kopeg+i").analysis(spelledLike: "köpek") == "köpeg+i")
        #expect(LemmaCandidate(lemma: "paris", analysis: "paris+te").analysis(spelledLike: "Paris") == "paris+te")
        #expect(LemmaCandidate(lemma: "ver", analysis: "ver").analysis(spelledLike: "vermek") == "ver")
    }
}

