@testable import SozlukDictionary
import TestSupport
import Testing

/// Real English forms, with WordNet's real exception list and word classes.
@Suite struct EnglishLemmatizerTests {
    static let morphology = Fixtures.repositoryRoot + "/Resources/morphology"
    static let lemmatizer: EnglishLemmatizer = {
        let table = (try? EnglishLemmatizer.exceptions(fromFile: morphology + "/english-exceptions.txt")) ?? [:]
        return EnglishLemmatizer(exceptions: table, wordClasses: try? EnglishWordClasses.read(fromFile: morphology + "/english-word-classes.txt"))
    }()

    @Test func theExceptionListAndTheWordClassesAreThere() throws {
        let table = try EnglishLemmatizer.exceptions(fromFile: Self.morphology + "/english-exceptions.txt")
        #expect(table.count > 5_000)
        let classes = try EnglishWordClasses.read(fromFile: Self.morphology + "/english-word-classes.txt")
        let verbs = (0..<classes.table.count).filter { classes.table.value($0) & EnglishWordClasses.verb != 0 }.count
        let comparables = (0..<classes.table.count).filter { classes.table.value($0) & EnglishWordClasses.comparable != 0 }.count
        #expect(verbs > 8_000 && classes.allows("ing", on: "abandon"))
        #expect(comparables > 15_000 && classes.allows("er", on: "happy") && !classes.allows("ing", on: "happy"))
    }

    /// Misspellings read as an ending on a word of the wrong class came before the corrections
    /// meant: `thest` (test) as "the" in the superlative, `aling` (align) as ale+ing.
    @Test(arguments: [
        ("thest", "the"), ("aling", "ale"), ("thered", "there"), ("cuted", "cute"), ("loder", "lode"), ("chaper", "chape"),
        ("ther", "the"), ("generater", "generate"), ("inventer", "invent"),
    ])
    func anEndingGoesOnlyOnWordsOfItsClass(_ misspelling: String, _ lemma: String) {
        let candidates = Self.lemmatizer.candidates(for: misspelling).map(\.lemma)
        #expect(!candidates.contains(lemma), "\(misspelling): \(candidates)")
        let unclassed = EnglishLemmatizer(exceptions: [:]).candidates(for: misspelling).map(\.lemma)
        #expect(unclassed.contains(lemma), "without word classes every rule applies")
    }

    @Test(arguments: [
        ("mice", "mouse"), ("went", "go"), ("children", "child"), ("feet", "foot"), ("better", "good"), ("geese", "goose"),
        ("studies", "study"), ("stopped", "stop"), ("happier", "happy"), ("running", "run"), ("making", "make"),
        ("wolves", "wolf"), ("knives", "knife"), ("boxes", "box"), ("cities", "city"), ("biggest", "big"),
        ("churches", "church"), ("played", "play"), ("hoped", "hope"), ("dying", "die"), ("women", "woman"),
        ("faster", "fast"), ("larger", "large"), ("cried", "cry"), ("dishes", "dish"), ("books", "book"),
    ])
    func aFormLeadsToItsHeadword(_ form: String, _ lemma: String) {
        let candidates = Self.lemmatizer.candidates(for: form).map(\.lemma)
        #expect(candidates.contains(lemma), "\(form): \(candidates)")
    }

    @Test func theAnalysisSaysHowTheFormWasTakenApart() {
        // Not in WordNet's list: the rule for a doubled consonant.
        #expect(Self.lemmatizer.candidates(for: "blogged").contains(LemmaCandidate(lemma: "blog", analysis: "blog+ged")))
        #expect(Self.lemmatizer.candidates(for: "mice").first == LemmaCandidate(lemma: "mouse", analysis: "mice"))
        #expect(Self.lemmatizer.candidates(for: "Studies").first == LemmaCandidate(lemma: "study", analysis: "stud+ies"))
    }

    /// Misspellings look like inflections (humer, headding); taken for them, they pushed the
    /// right correction (humor, heading) below a wrong lemma. (A form whose right spelling
    /// WordNet lists, runing for running, paied for paid, is that form:
    /// `anEndingEnglishSpellsOtherwise...`.)
    @Test(arguments: [
        ("humer", "hum"), ("chaper", "chap"), ("headding", "head"),
        ("pring", "pr"), ("makeing", "make"), ("marketting", "market"), ("visitted", "visit"), ("ziper", "zip"),
    ])
    func aFormEnglishSpellsOtherwiseIsNoInflection(_ misspelling: String, _ lemma: String) {
        let candidates = Self.lemmatizer.candidates(for: misspelling).map(\.lemma)
        #expect(!candidates.contains(lemma), "\(misspelling): \(candidates)")
    }

    @Test(arguments: [
        ("beginning", "begin"), ("controlled", "control"), ("travelled", "travel"), ("marketing", "market"), ("visited", "visit"),
        ("seeing", "see"), ("quitting", "quit"), ("offered", "offer"), ("occurred", "occur"), ("hoping", "hope"), ("opened", "open"),
    ])
    func doublingAndTheSilentEFollowEnglishSpelling(_ form: String, _ lemma: String) {
        #expect(Self.lemmatizer.candidates(for: form).map(\.lemma).contains(lemma))
    }

    /// A learner's regular form of an irregular word (builded, childs, gooder) stands for the
    /// irregular one of the same kind, which comes after the lemma: a past for a past (ran, not
    /// running), a comparative for a comparative (better, not best).
    @Test(arguments: [
        ("builded", "build", ["built"]), ("catched", "catch", ["caught"]), ("childs", "child", ["children"]), ("mouses", "mouse", ["mice"]),
        ("runned", "run", ["ran"]), ("gooder", "good", ["better"]), ("goodest", "good", ["best"]), ("badder", "bad", ["worse"]),
    ])
    func aRegularFormOfAnIrregularWordStandsForItsIrregularForm(_ form: String, _ lemma: String, _ irregular: [String]) {
        let candidates = Self.lemmatizer.candidates(for: form)
        #expect(candidates.filter(\.isIrregularForm).map(\.lemma) == irregular, "\(form): \(candidates.map(\.lemma))")
        let lemmaPlace = candidates.firstIndex { $0.lemma == lemma && !$0.isIrregularForm }
        let irregularPlace = candidates.firstIndex { $0.isIrregularForm }
        #expect(lemmaPlace != nil && irregularPlace != nil && lemmaPlace! < irregularPlace!, "the lemma first")
    }

    /// An ending put on as English does not spell it (lieing, swiming, stoped, paied, biger),
    /// on a word whose form of that kind WordNet lists, is that form misspelt: the form comes
    /// first, then the word.
    @Test(arguments: [
        ("lieing", ["lying", "lie"]), ("dieing", ["dying", "die"]), ("swiming", ["swimming", "swim"]), ("runing", ["running", "run"]),
        ("stoped", ["stopped", "stop"]), ("paied", ["paid", "pay"]), ("biger", ["bigger", "big"]),
    ])
    func anEndingEnglishSpellsOtherwiseStandsForTheFormSpeltRight(_ form: String, _ expected: [String]) {
        let lemmas = Self.lemmatizer.candidates(for: form).map(\.lemma)
        #expect(Array(lemmas.prefix(expected.count)) == expected, "\(form): \(lemmas)")
        #expect(!Self.lemmatizer.candidates(for: "lying").contains { $0.isIrregularForm }, "the form spelt right is read as it is")
    }

    /// coded is code's past, spelt right; that it would be cod's misspelt (codded) comes after.
    @Test func aFormSpeltRightForOneWordIsReadSoBeforeAsAnotherMisspelt() {
        let lemmas = Self.lemmatizer.candidates(for: "coded").map(\.lemma)
        #expect(lemmas.first == "code", "\(lemmas)")
    }

    @Test func anIrregularFormItselfOrARegularWordGetsNoOtherIrregularForm() {
        #expect(!Self.lemmatizer.candidates(for: "children").contains { $0.isIrregularForm }, "an irregular form is read as it is")
        #expect(!Self.lemmatizer.candidates(for: "stopped").contains { $0.isIrregularForm })
    }

    @Test func aWordIsNeverItsOwnCandidateAndShortStemsAreLeftOut() {
        #expect(Self.lemmatizer.candidates(for: "go").isEmpty)
        #expect(!Self.lemmatizer.candidates(for: "is").contains { $0.lemma == "i" })
        #expect(!Self.lemmatizer.candidates(for: "book").contains { $0.lemma == "book" })
    }
}
