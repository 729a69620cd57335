@testable import SozlukDictionary

extension SearchHit {
    /// The row as the tests compare it: the headword, and how it was found (`kitap ← kitap+lar`).
    var row: String { headword + (explanation.map { " ← " + $0 } ?? "") }
}
