import SozlukBase

/// One article under several spellings: English → Turkish gives gray and grey, license and
/// licence, theater and theatre each the same article. Found through a translation, they
/// filled the rows twice with one meaning (`izin vermek`: license, allow, licence...).
extension SearchEngine {
    /// How many rows past the page are ranked, to fill it again when spelling copies leave it.
    static let spellingCopiesSlack = 8

    /// `hits` without the translation matches whose article (as far as the row shows it) an
    /// earlier row has, under a spelling two typos from theirs; at most `limit` of them, and
    /// how many of `hits` are such copies (past the `limit` kept too: each leaves the count).
    /// The number of entries may differ (grey has an entry of its own besides the one it
    /// shares with gray): the row kept reads the same. Found by headword or as a prefix, each
    /// spelling keeps its row: the user typed it.
    static func withoutSpellingCopies(_ hits: [SearchHit], limit: Int) -> (hits: [SearchHit], left: Int) {
        var kept: [SearchHit] = []
        // The spellings of the rows that are no copies, by what the row shows of the article.
        var spellings: [String: [[Unicode.Scalar]]] = [:]
        var left = 0
        for hit in hits {
            let article = hit.summary
            let spelling = Array(hit.headword.lowercased().unicodeScalars)
            let isCopy = hit.kind == .translation
                && spellings[article]?.contains { TypoDistance.within(2, $0, spelling) != nil } == true
            if isCopy {
                left += 1
            } else {
                if kept.count < limit { kept.append(hit) }
                spellings[article, default: []].append(spelling)
            }
        }
        return (kept, left)
    }
}
