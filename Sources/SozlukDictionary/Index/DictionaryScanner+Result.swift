/// What a scan finds: where each entry, its headword and its definitions are in the file.
extension DictionaryScanner {
    /// A string's bytes between its quotes; escaped ones need unescaping before use.
    struct StringSpan {
        var start: Int
        var end: Int
        var hasEscapes: Bool
        static let none = StringSpan(start: 0, end: 0, hasEscapes: false)
    }

    /// A definition's span in 8 bytes instead of 24: a big dictionary has millions of them,
    /// kept for the index of translations. Files are at most 1 GB, so offsets fit in 31 bits
    /// and lengths in 30, leaving a bit for escapes and one for an example's translation.
    struct PackedSpan {
        private let start: UInt32
        private let lengthAndFlags: UInt32
        private static let escapes: UInt32 = 1 << 31, example: UInt32 = 1 << 30

        init(_ span: StringSpan, isExample: Bool = false) {
            start = UInt32(span.start)
            lengthAndFlags = UInt32(span.end - span.start) | (span.hasEscapes ? Self.escapes : 0) | (isExample ? Self.example : 0)
        }

        var length: Int { Int(lengthAndFlags & ~(Self.escapes | Self.example)) }

        /// The translation in an example ("white elephant — elde bulundurması güç…"), not a
        /// sense's definition.
        var isExample: Bool { lengthAndFlags & Self.example != 0 }

        var span: StringSpan {
            StringSpan(start: Int(start), end: Int(start) + length, hasEscapes: lengthAndFlags & Self.escapes != 0)
        }
    }

    /// An entry in 32 bytes instead of 72 (offsets and lengths in 32 bits, files being at
    /// most 1 GB): a big dictionary's million entries are held through the whole build.
    struct Entry {
        private let startOffset: UInt32
        private let length: UInt32
        private let headwordSpan: PackedSpan
        private let summarySpan: PackedSpan
        /// Every sense's definition and the translations of its examples:
        /// `Result.definitions[firstDefinition...]`, for the index of translations.
        var firstDefinition: UInt32
        let definitionCount: UInt32

        init(start: Int, end: Int, headword: StringSpan, summary: StringSpan, firstDefinition: UInt32, definitionCount: UInt32) {
            startOffset = UInt32(start)
            length = UInt32(end - start)
            headwordSpan = PackedSpan(headword)
            summarySpan = PackedSpan(summary)
            self.firstDefinition = firstDefinition
            self.definitionCount = definitionCount
        }

        /// From the entry's `{` to just after its `}`.
        var start: Int { Int(startOffset) }
        var end: Int { Int(startOffset) + Int(length) }
        var headword: StringSpan { headwordSpan.span }
        /// The first sense's definition, shown beside the headword in search results.
        var summary: StringSpan { summarySpan.span }
    }

    struct Result {
        var entries: [Entry]
        var definitions: [PackedSpan]
        /// Each entry's headword as written, and its summary (`HeadwordList.appendSummary`).
        var words: PackedStrings, summaries: PackedStrings
        /// Where the `"entries"` list is, so the description can be read without it.
        var entriesList: Range<Int>
    }
}
