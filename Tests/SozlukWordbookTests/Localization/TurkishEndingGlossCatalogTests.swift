@testable import SozlukDictionary
@testable import SozlukWordbook
import Testing

/// The glosses of Turkish endings a page shows (`TurkishEndingGloss`), in the Turkish interface too.
@Suite struct TurkishEndingGlossCatalogTests {
    /// Every gloss has its Turkish, for the Turkish interface.
    @Test func everyGlossIsInTheTurkishCatalogue() {
        let missing = TurkishEndingGloss.all.filter { TurkishText.catalog[$0] == nil }
        #expect(missing.isEmpty, "\(missing.sorted())")
    }
}
