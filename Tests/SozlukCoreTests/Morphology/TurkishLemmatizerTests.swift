import Testing
@testable import SozlukCore

/// Real Turkish forms as they stand in running text, and the headwords they come from.
@Suite struct TurkishLemmatizerTests {
    let lemmatizer = TurkishLemmatizer()

    @Test(arguments: [
        ("kitaplar", "kitap"), ("kitabı", "kitap"), ("kitaplarımızdan", "kitap"), ("geldi", "gelmek"), ("gidiyor", "gitmek"),
        ("şehre", "şehir"), ("köpeği", "köpek"), ("sokağa", "sokak"), ("rengi", "renk"), ("burnu", "burun"), ("oğlu", "oğul"),
        ("evlerde", "ev"), ("gözlükçü", "gözlük"), ("tuzlu", "tuz"), ("kitapçı", "kitap"), ("ağzı", "ağız"),
        ("geliyorum", "gelmek"), ("okuyacağız", "okumak"), ("yazmadı", "yazmak"), ("evimizin", "ev"), ("İstanbul'a", "istanbul"),
        ("arkadaşlarımla", "arkadaş"), ("gördük", "görmek"), ("ağaçlar", "ağaç"), ("ağacın", "ağaç"), ("çocukluğumda", "çocukluk"),
        // voice, and stems that change before an ending (words from real messages: Debian's Turkish translations)
        ("yazıldı", "yazmak"), ("edildi", "etmek"), ("kullanılabilir", "kullanmak"), ("durduruldu", "durmak"), ("kapat", "kapamak"),
        ("bekliyor", "beklemek"), ("başlıyorsa", "başlamak"), ("ona", "o"), ("bunun", "bu"), ("fiziksel", "fizik"),
        ("birleştirilemedi", "bir"), ("karşılaştırırken", "karşı"), ("olmadıkça", "olmak"), ("kullanın", "kullanmak"),
    ])
    func aFormLeadsToItsHeadword(_ form: String, _ lemma: String) {
        let candidates = lemmatizer.candidates(for: form.replacingOccurrences(of: "'", with: ""))
        #expect(candidates.map(\.lemma).contains(lemma), "\(form): \(candidates.prefix(30).map(\.lemma))")
        #expect(candidates.count < 400, "\(form): \(candidates.count) candidates")
    }

    @Test func theAnalysisShowsTheEndingsTakenOff() {
        let candidates = lemmatizer.candidates(for: "kitaplarımızdan")
        #expect(candidates.first { $0.lemma == "kitap" }?.analysis == "kitap+lar+ımız+dan")
        #expect(lemmatizer.candidates(for: "kitabı").first { $0.lemma == "kitap" }?.analysis == "kitab+ı")
    }

    @Test func anEndingsOwnVowelsFollowVowelHarmony() {
        #expect(TurkishLemmatizer.surfaces.contains("ları") && TurkishLemmatizer.surfaces.contains("leri"))
        #expect(!TurkishLemmatizer.surfaces.contains("laru") && !TurkishLemmatizer.surfaces.contains("lerı"))
        #expect(TurkishLemmatizer.surfaces.contains("iyor") && TurkishLemmatizer.surfaces.contains("abil"), "the o of -yor and the i of -bil never change")
    }

    @Test func endingsAreSpelledWithTheirAlternatingSounds() {
        #expect(Set(TurkishLemmatizer.spellings(of: "DAn")) == ["dan", "den", "tan", "ten"])
        #expect(Set(TurkishLemmatizer.spellings(of: "(y)A")) == ["ya", "ye", "a", "e"])
    }
}
