@testable import SozlukDictionary
@testable import SozlukImport
import TestSupport
import Testing

/// Senses of FreeDict's English → Turkish as Debian ships them, where the conversion put
/// abbreviations in brackets inside words.
@Suite struct WordAbbreviationsTests {
    static func entry(_ headword: String, _ definitions: String...) -> DictionaryEntry {
        DictionaryEntry(headword: headword, senses: definitions.map { Sense(definition: $0) })
    }

    let dictionary = [
        entry("cigarette", "(sig.)ara."), entry("insurance", "(sig.)orta, (sig.)orta etme"),
        entry("increase", "artmak, (çoğ.)almak"), entry("gather", "artmak, (çoğ.)almak"), entry("gymnasium", "(çoğ.)sia) spor salonu."),
        entry("invitatory", "davet ihtiva eden, davet kabilin(den.)"), entry("zebu", "hörgüçlü Hint sığırı, zebu, (zool.)Bos indicus."),
        entry("cold pack", "(tıb.)ıslak sargılarla tedavi usulü."), entry("wet", "ıslak"), entry("damp", "nemli, ıslak"), entry("soaked", "sırılsıklam, ıslak"),
        entry("medicine", "(tıb.) ilaç"), entry("surgery", "(tıb.) ameliyat"), entry("asst", "(kıs.)assistant."), entry("assistant", "yardımcı"),
        entry("abbr", "(kıs.) kısaltma"), entry("abbreviation", "(kıs.) kısaltma"),
    ]

    @Test func anAbbreviationInsideAWordGoesBackIntoIt() {
        let repaired = WordAbbreviations(dictionary).repairing(dictionary)
        func definitions(_ headword: String) -> [String] { repaired.first { $0.headword == headword }!.senses.map(\.definition) }
        #expect(definitions("cigarette") == ["sigara."])
        #expect(definitions("insurance") == ["sigorta, sigorta etme"])
        #expect(definitions("invitatory") == ["davet ihtiva eden, davet kabilinden"])
        #expect(definitions("increase") == ["artmak, çoğalmak"], "almak is a word, but follows çoğ. again and again")
    }

    @Test func aLabelThatLostItsSpaceStaysALabel() {
        let repaired = WordAbbreviations(dictionary).repairing(dictionary)
        func sense(_ headword: String) -> Sense { repaired.first { $0.headword == headword }!.senses[0] }
        #expect(sense("cold pack") == Sense(definition: "ıslak sargılarla tedavi usulü.", labels: ["tıb."]))
        #expect(sense("zebu").definition == "hörgüçlü Hint sığırı, zebu, (zool.) Bos indicus.")
        #expect(sense("asst") == Sense(definition: "assistant.", labels: ["kıs."]), "an English headword after it")
        #expect(sense("gymnasium") == Sense(definition: "spor salonu.", labels: ["çoğ. sia"]), "a note closed early is closed where it ends")
    }

    @Test func textWithoutSuchAbbreviationsIsLeftAlone() {
        let plain = [Self.entry("house", "ev, konut (mim.) yapı"), Self.entry("Haus", "house; home")]
        #expect(WordAbbreviations(plain).repairing(plain) == plain)
    }
}
