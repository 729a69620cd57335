@testable import SozlukBase
@testable import SozlukDictionary
import Testing

/// A language table is read where it lies (mapped from the cache): its answers are the list's,
/// and bytes that are no sound table give no answer, never a crash or a hang.
@Suite struct PackedWordTableTests {
    static func built() -> PackedWordTable {
        var builder = PackedWordTableBuilder(capacity: 3)
        builder.add("ışık", value: 52, text: "Işık")
        builder.add("kitap", value: 55, text: "kitap\tkitaplar")
        builder.add("", value: 1, text: "")
        for number in 0..<40 { builder.add("word\(number)", value: UInt8(number), text: "text \(number)") }
        return builder.table
    }

    @Test func aTableAnswersAsItWasBuilt() throws {
        let table = Self.built()
        #expect(table.count == 43)
        let kitap = try #require(table.number(of: "kitap"))
        #expect(table.value(kitap) == 55 && table.text(kitap) == "kitap\tkitaplar")
        #expect(table.number(of: "ışık").map(table.text) == "Işık")
        #expect(table.number(of: "").map(table.value) == 1, "the empty word is a word like the others")
        #expect(table.number(of: "word39").map(table.value) == 39, "found after the table grew")
        #expect(table.number(of: "kitaplar") == nil && table.number(of: "kita") == nil)
        #expect(PackedWordTable.empty.number(of: "kitap") == nil && PackedWordTable.empty.count == 0)
        #expect(table.value(-1) == 0 && table.value(1_000) == 0 && table.text(1_000) == "", "a number from nowhere gives nothing")
    }

    /// Every byte flipped in turn: the table is refused, or it answers with what it has; no
    /// lookup reads outside it or goes round for ever.
    @Test func everyByteFlippedGivesNoCrash() throws {
        let encoded = Self.built().encoded
        let words = ["ışık", "kitap", "", "word7", "absent"]
        for place in 0..<encoded.count {
            var damaged = encoded
            damaged[place] ^= 0x5A
            guard let table = PackedWordTable(MappedMemory(copying: damaged)) else { continue }
            for word in words {
                if let number = table.number(of: word) {
                    #expect(number >= 0 && number < table.count, "byte \(place)")
                    _ = table.text(number)
                    _ = table.value(number)
                }
            }
        }
        #expect(PackedWordTable(MappedMemory(copying: Array(encoded.dropLast()))) == nil, "cut short: no table")
        #expect(PackedWordTable(MappedMemory(copying: encoded + [0])) == nil, "a byte left over: no table")
    }

    /// Slots that all hold a word (no empty one to end a search): a word not there is looked
    /// for once round the slots, then not found.
    @Test func slotsWithNoEmptyOneEndTheSearch() throws {
        var encoded = Self.built().encoded
        let table = try #require(PackedWordTable(MappedMemory(copying: encoded)))
        // The slots are the last array: 128 of them for 43 words, four bytes each.
        let slots = 128
        let countAt = encoded.count - 4 * slots - 8
        #expect(encoded[countAt..<(countAt + 8)].reversed().reduce(0) { $0 << 8 | Int($1) } == slots, "the slots' count precedes them")
        for slot in 0..<slots { encoded.replaceSubrange((encoded.count - 4 * (slot + 1))..<(encoded.count - 4 * slot), with: [1, 0, 0, 0]) }
        let full = try #require(PackedWordTable(MappedMemory(copying: encoded)))
        #expect(full.number(of: "absent") == nil)
        #expect(full.number(of: "ışık") == table.number(of: "ışık"), "word 0 is still found")
    }
}
