import Testing
import TestSupport
@testable import SozlukCore

/// Real English forms, with WordNet's real exception list.
@Suite struct EnglishLemmatizerTests {
    static let lemmatizer: EnglishLemmatizer = {
        let table = (try? EnglishLemmatizer.exceptions(fromFile: Fixtures.repositoryRoot + "/Resources/morphology/english-exceptions.txt")) ?? [:]
        return EnglishLemmatizer(exceptions: table)
    }()

    @Test func theExceptionListIsThere() throws {
        let table = try EnglishLemmatizer.exceptions(fromFile: Fixtures.repositoryRoot + "/Resources/morphology/english-exceptions.txt")
        #expect(table.count > 5_000)
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

    /// Misspellings look like inflections (runing, headding); taken for them, they pushed the
    /// right correction (running, heading) below a wrong lemma.
    @Test(arguments: [
        ("runing", "run"), ("humer", "hum"), ("chaper", "chap"), ("spining", "spin"), ("headding", "head"), ("lieing", "lie"),
        ("pring", "pr"), ("makeing", "make"), ("paied", "pay"), ("marketting", "market"), ("visitted", "visit"), ("ziper", "zip"),
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

    @Test func aWordIsNeverItsOwnCandidateAndShortStemsAreLeftOut() {
        #expect(Self.lemmatizer.candidates(for: "go").isEmpty)
        #expect(!Self.lemmatizer.candidates(for: "is").contains { $0.lemma == "i" })
        #expect(!Self.lemmatizer.candidates(for: "book").contains { $0.lemma == "book" })
    }
}
