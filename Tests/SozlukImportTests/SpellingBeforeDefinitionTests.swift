@testable import SozlukDictionary
@testable import SozlukImport
import Testing

/// Articles of FreeDict's English → Turkish that write another spelling ahead of the meaning.
@Suite struct SpellingBeforeDefinitionTests {
    @Test(arguments: [
        ("theater", "tre  tiyatro", "theatre", "tiyatro"), ("honor", "-our  onur, şeref, itibar", "honour", "onur, şeref, itibar"),
        ("independence", "dency  serbestlik, bağımsızlık", "independency", "serbestlik, bağımsızlık"),
        ("neutralize", "-ise  tesirini yok etmek", "neutralise", "tesirini yok etmek"), ("abetter", "-tor  kışkırtan kimse", "abettor", "kışkırtan kimse"),
        ("fiord", "fjord  fiyort.", "fjord", "fiyort."), ("lackluster", "tre   donukluk", "lacklustre", "donukluk"),
        ("defense", "defence  savunma, müdafaa", "defence", "savunma, müdafaa"), ("icon", "eikon  ikon", "eikon", "ikon"),
    ])
    func aSpellingAheadOfTheMeaningBecomesAnEntry(_ headword: String, _ definition: String, _ spelling: String, _ meaning: String) {
        let entry = DictionaryEntry(headword: headword, senses: [Sense(definition: definition, labels: ["İng."]), Sense(definition: "tiyatro binası")])
        let entries = SpellingBeforeDefinition.splitting([entry])
        #expect(entries.map(\.headword) == [headword, spelling])
        #expect(entries.allSatisfy { $0.senses.map(\.definition) == [meaning, "tiyatro binası"] && $0.senses[0].labels == ["İng."] })
    }

    @Test(arguments: [
        ("autocephalous", "kendi  kendini idare eden"), ("acetabulum", "hokka  çukuru."), ("amygdaloid", "badem  gibi tanelerle dolu"),
        ("addendum", "ilave  edilecek şey veya söz."), ("theater", "tiyatro binası"), ("achaean", "Eski  Yunanistan'a ait ."),
        ("carrion", "leş:  pis, kokmuş"), ("antiphrasis", "bir  kelimenin aksi anlamda kullanılması."),
    ])
    func aMeaningStartingOtherwiseStays(_ headword: String, _ definition: String) {
        let entry = DictionaryEntry(headword: headword, senses: [Sense(definition: definition)])
        #expect(SpellingBeforeDefinition.splitting([entry]) == [entry])
    }

    @Test func aWordOtherMeaningsUseIsTurkish() {
        let anastomose = DictionaryEntry(headword: "anastomose", senses: [Sense(definition: "anastomoz  vasıtasıyle birleşmek")])
        let anastomosis = DictionaryEntry(headword: "anastomosis", senses: [Sense(definition: "anastomoz, ağızlaşma")])
        #expect(SpellingBeforeDefinition.splitting([anastomose, anastomosis]) == [anastomose, anastomosis])
    }
}
