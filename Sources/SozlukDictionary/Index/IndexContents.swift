/// What a dictionary's index holds, as plain arrays: the form the builder makes and the
/// index file stores section by section (docs/architecture.md describes the layout).
///
/// Headwords are numbered in the byte order of their folded keys, so the keys that start
/// with a query are one run found by binary search; `alphabetical` gives the order people
/// read in. Homographs share a headword and list their entries one after another.
struct IndexContents: Sendable {
    var info: DictionaryInfo
    /// Folded search keys back to back; headword i's is `folded[foldedStarts[i]..<foldedStarts[i + 1]]`.
    var folded: [UInt8] = []
    var foldedStarts: [UInt32] = [0]
    /// Headwords as written, laid out the same way.
    var display: [UInt8] = []
    var displayStarts: [UInt32] = [0]
    /// Headword lengths in characters, for ranking shorter words first.
    var lengths: [UInt16] = []
    /// Folded keys' lengths in Unicode scalars and their letter masks, for the typo scan.
    var scalarCounts: [UInt16] = []
    var letterMasks: [UInt64] = []
    /// Headword numbers in alphabetical order, and each headword's place in that order.
    var alphabetical: [UInt32] = []
    var alphabeticalRank: [UInt32] = []
    /// Headword i's entries are `entryStarts[groupStarts[i]..<groupStarts[i + 1]]`.
    var groupStarts: [UInt32] = [0]
    /// Where each entry's JSON object is in the dictionary file.
    var entryStarts: [UInt64] = []
    var entryLengths: [UInt32] = []
    /// The first line of each headword's first definition, cut to `summaryLimit` bytes,
    /// for result rows: showing 500 rows reads no dictionary bytes.
    var summaries: [UInt8] = []
    var summaryStarts: [UInt32] = [0]
    /// The index of translations (`TranslationIndexBuilder`): folded words and phrases of the
    /// definitions in byte order, laid out like the keys, and for key i the postings
    /// `translationPostings[translationPostingStarts[i]..<translationPostingStarts[i + 1]]`,
    /// each a headword position, how strongly the word stands for it and how often its
    /// article uses it, packed (`TranslationPosting`).
    var translationKeys: [UInt8] = []
    var translationKeyStarts: [UInt32] = [0]
    var translationPostingStarts: [UInt32] = [0]
    var translationPostings: [UInt32] = []

    static let summaryLimit = 240

    var headwordCount: Int { lengths.count }
    var entryCount: Int { entryStarts.count }
}
