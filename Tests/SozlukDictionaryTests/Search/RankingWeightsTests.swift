import Foundation
@testable import SozlukBase
@testable import SozlukDictionary
import Testing

/// Every ranking weight can be set from a file by its name, so the quality lists can try a
/// value without a change to the code; a file that names no weight or sets a wild value is
/// refused where it says so.
@Suite struct RankingWeightsTests {
    func read(_ json: String) throws(FileProblem) -> RankingWeights {
        try RankingWeights.read(Array(json.utf8), path: "w.json")
    }

    /// The name tables hold every weight: one added to the struct and not to a table could
    /// not be swept.
    @Test func everyWeightHasItsName() {
        let properties = Set(Mirror(reflecting: RankingWeights()).children.compactMap(\.label))
        let named = Set(RankingWeights.wholeNumbers.keys).union(RankingWeights.numbers.keys)
        #expect(properties == named)
        #expect(RankingWeights.standard.listing.split(separator: "\n").count == properties.count)
        #expect(RankingWeights.standard.listing.contains("typingMargin 1.0\n"))
    }

    @Test func aFileSetsTheWeightsItNamesAndLeavesTheOthers() throws {
        let weights = try read(#"{"typingMargin": 1.5, "fuzzyThreshold": 30, "commonWordZipf": 4}"#)
        #expect(weights.typingMargin == 1.5 && weights.fuzzyThreshold == 30 && weights.commonWordZipf == 4)
        var expected = RankingWeights.standard
        (expected.typingMargin, expected.fuzzyThreshold, expected.commonWordZipf) = (1.5, 30, 4)
        #expect(weights == expected, "nothing else changed")
        #expect(try read("{}") == .standard)
    }

    @Test func aNameThatIsNoWeightOrAWildValueIsRefusedWhereItStands() {
        #expect(throws: FileProblem.self) { try read(#"{"typingMargn": 1}"#) }
        #expect(throws: FileProblem.self) { try read(#"{"fuzzyThreshold": -1}"#) }
        #expect(throws: FileProblem.self) { try read(#"{"fuzzyThreshold": 2.5}"#) }
        #expect(throws: FileProblem.self) { try read(#"{"typingMargin": 1e300}"#) }
        #expect(throws: FileProblem.self) { try read(#"{"typingMargin": "1"}"#) }
        #expect(throws: FileProblem.self) { try read("[1]") }
        do {
            _ = try read("{\n  \"typingMargn\": 1}")
        } catch {
            #expect(error.line == 2, "the line it stands on")
            #expect(error.message.contains("typingMargn"))
        }
    }

    /// The weights reach the ranking: a search engine given a higher fuzzy threshold looks
    /// for corrections where the standard one found enough rows containing the query.
    @Test func theEngineRanksByTheWeightsItIsGiven() throws {
        let entries = ["bank"].map { DictionaryEntry(headword: $0, senses: [Sense(definition: "x")]) }
            + (0..<5).map { DictionaryEntry(headword: "bank\($0)", senses: [Sense(definition: "x")]) }
            + [DictionaryEntry(headword: "bonk", senses: [Sense(definition: "y")])]
        let info = DictionaryInfo(id: "t", name: "t", sourceLanguage: "xx", targetLanguage: "yy")
        let dictionary = try IndexedDictionary(DictionaryFile(info: info, entries: entries))
        var few = RankingWeights.standard
        few.fuzzyThreshold = 3
        let standard = SearchEngine(for: info, languages: .none).search("bank", in: dictionary, limit: 10).hits.map(\.headword)
        let fewer = SearchEngine(for: info, languages: .none, weights: few).search("bank", in: dictionary, limit: 10).hits.map(\.headword)
        #expect(standard.contains("bonk"), "six rows containing bank are fewer than 20: corrections too")
        #expect(!fewer.contains("bonk"), "six are enough when the threshold is 3")
    }
}
