import CStringSearch
import Testing

/// The substring stage's search, sixteen places at a time, against a plain one.
@Suite struct StringSearchTests {
    func plain(_ haystack: [UInt8], _ needle: [UInt8]) -> Int? {
        guard needle.count <= haystack.count else { return nil }
        return (0...(haystack.count - needle.count)).first { Array(haystack[$0..<($0 + needle.count)]) == needle }
    }

    func fast(_ haystack: [UInt8], _ needle: [UInt8]) -> Int? {
        haystack.withUnsafeBufferPointer { text in
            needle.withUnsafeBufferPointer { pattern -> Int? in
                guard let found = sozluk_memmem(text.baseAddress, text.count, pattern.baseAddress, pattern.count) else { return nil }
                return UnsafeRawPointer(found) - UnsafeRawPointer(text.baseAddress!)
            }
        }
    }

    @Test func findsTheFirstPlaceLikeAPlainSearchWhateverTheLengths() {
        var generator = SystemRandomNumberGenerator()
        // Few letters, so that needles occur and nearly occur often, near the ends too.
        let alphabet = Array("abk\u{00}".utf8) + Array("ı".utf8)
        for _ in 0..<5000 {
            let haystack = (0..<Int.random(in: 1...80, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let needle: [UInt8]
            if Bool.random(using: &generator), haystack.count > 1 {
                let start = Int.random(in: 0..<haystack.count, using: &generator)
                needle = Array(haystack[start..<min(haystack.count, start + Int.random(in: 1...20, using: &generator))])
            } else {
                needle = (0..<Int.random(in: 1...6, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            }
            #expect(fast(haystack, needle) == plain(haystack, needle), "\(haystack) \(needle)")
        }
    }

    @Test func aNeedleLongerThanTheTextIsNowhere() {
        #expect(fast(Array("kg".utf8), Array("kgır".utf8)) == nil)
        #expect(fast(Array("xxkgırxx".utf8), Array("kgır".utf8)) == 2)
    }
}
