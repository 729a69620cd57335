@testable import SozlukBase
import Testing

@Suite struct OneEditVariantsTests {
    private func variants(_ key: String, _ alphabet: String, from start: Int = 0) -> Set<String> {
        let scalars = key.unicodeScalars.map(\.value)
        return Set(OneEditVariants.of(scalars, alphabet: alphabet.unicodeScalars.map(\.value), from: start).map { variant in
            String(String.UnicodeScalarView(variant.compactMap(Unicode.Scalar.init)))
        })
    }

    /// Left out, changed, swapped, put in: every word one typo from "ab" in the letters a and b.
    @Test func everyEditOfEveryPlace() {
        #expect(variants("ab", "ab") == ["b", "a", "bb", "aa", "ba", "aab", "bab", "abb", "aba"])
    }

    /// From place 1 on, the first letter stays: "kyruk" reaches kuyruk, never uyruk or byruk.
    @Test func editsStartWhereTheyAreTold() {
        let found = variants("kyruk", "abcdefghijklmnopqrstuvwxyz", from: 1)
        #expect(found.contains("kuyruk"))
        #expect(found.allSatisfy { $0.hasPrefix("k") })
        #expect(!found.contains("yruk"))
    }
}
