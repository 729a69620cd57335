/// How likely a correction is, among those the same number of typos away: typos people
/// make often cost less than others. A letter left out (the commonest slip: `amout` for
/// amount), two letters swapped or a letter doubled cost half a typo, a vowel for another
/// vowel or a key for its neighbour on the keyboard a little more, and so do two letters
/// swapped across the one between them (`prodive` for provide: two letters changed, but one
/// slip of the hand); a correction that sounds like the query (`wich` → which) costs nothing.
/// Works on folded text, where accents are already gone (ş is s, ı is i).
package enum TypoCloseness {
    /// Tenths of a typo from the query to the word, with the cheaper costs above.
    package static func cost(from query: [UInt32], to word: [UInt32]) -> Int {
        let m = query.count, n = word.count
        guard m > 0, n > 0 else { return 10 * max(m, n) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: n + 1), count: m + 1)
        for i in 0...m { table[i][0] = 10 * i }
        for j in 0...n { table[0][j] = 10 * j }
        for i in 1...m {
            for j in 1...n {
                let a = query[i - 1], b = word[j - 1]
                var best = table[i - 1][j - 1] + substitution(a, b)
                best = min(best, table[i - 1][j] + (i > 1 && query[i - 2] == a ? 5 : 10)) // a letter too many
                best = min(best, table[i][j - 1] + 5) // a letter left out, or not doubled
                if i > 1, j > 1, a == word[j - 2], query[i - 2] == b {
                    best = min(best, table[i - 2][j - 2] + 5)
                }
                if i > 2, j > 2, a == word[j - 3], query[i - 3] == b, query[i - 2] == word[j - 2], a != b {
                    best = min(best, table[i - 3][j - 3] + distantSwapCost)
                }
                table[i][j] = best
            }
        }
        return table[m][n]
    }

    /// Two letters swapped across one (tried at 5, 8, 10 and 12 tenths on the tuning pairs:
    /// 90.3, 90.3, 90.3 and 90.1% first, from 90.1%).
    static let distantSwapCost = 8

    private static func substitution(_ a: UInt32, _ b: UInt32) -> Int {
        if a == b { return 0 }
        if isVowel(a) && isVowel(b) { return 6 }
        if areKeyboardNeighbours(a, b) { return 7 }
        return 10
    }

    static func isVowel(_ value: UInt32) -> Bool {
        switch value {
        case 0x61, 0x65, 0x69, 0x6F, 0x75, 0x79: true // a e i o u y
        default: false
        }
    }

    /// QWERTY rows (Turkish Q keyboards share them for the letters folding leaves).
    private static let rows: [[UInt32]] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { $0.unicodeScalars.map(\.value) }

    private static let keyPlaces: [UInt32: (row: Int, column: Int)] = {
        var places: [UInt32: (row: Int, column: Int)] = [:]
        for (row, keys) in rows.enumerated() {
            for (column, key) in keys.enumerated() { places[key] = (row, column) }
        }
        return places
    }()

    static func areKeyboardNeighbours(_ a: UInt32, _ b: UInt32) -> Bool {
        guard let p = keyPlaces[a], let q = keyPlaces[b] else { return false }
        // Rows are staggered: a key touches the one beside it and two in each next row.
        if p.row == q.row { return abs(p.column - q.column) == 1 }
        guard abs(p.row - q.row) == 1 else { return false }
        let upper = p.row < q.row ? p : q, lower = p.row < q.row ? q : p
        return lower.column == upper.column || lower.column == upper.column - 1
    }

    /// A rough English sound key: the spellings of one sound made one (ph f, ck k, tch ch,
    /// wh w, c before e i y s, silent gh k w), vowels after the first letter and doubled
    /// letters dropped. `wich`, `which` and `witch` share theirs.
    package static func englishSoundKey(_ word: [UInt32]) -> [UInt32] {
        // On the scalars themselves, no strings: a dictionary's table of sounds keys every headword.
        func code(_ text: StaticString) -> UInt32 { UInt32(text.utf8Start.pointee) }
        let a = code("a"), c = code("c"), d = code("d"), e = code("e"), f = code("f"), g = code("g"), h = code("h"),
            i = code("i"), j = code("j"), k = code("k"), n = code("n"), o = code("o"), p = code("p"), q = code("q"),
            r = code("r"), s = code("s"), t = code("t"), u = code("u"), w = code("w"), x = code("x"), y = code("y"),
            z = code("z"), zero = code("0")
        func isVowel(_ value: UInt32?) -> Bool { value == a || value == e || value == i || value == o || value == u || value == y }
        func isFront(_ value: UInt32?) -> Bool { value == e || value == i || value == y }
        var letters = word[...]
        if letters.count > 1 {
            let first = letters[letters.startIndex], second = letters[letters.startIndex + 1]
            if (first == k && second == n) || (first == g && second == n) || (first == w && second == r) || (first == p && second == s) {
                letters = letters.dropFirst()
            }
        }
        var s0 = Array(letters)
        if s0.count > 1, s0[0] == w, s0[1] == h { s0.remove(at: 1) }
        func at(_ index: Int) -> UInt32? { index >= 0 && index < s0.count ? s0[index] : nil }
        var key: [UInt32] = []
        key.reserveCapacity(s0.count)
        var index = 0
        while index < s0.count {
            let letter = s0[index], next = at(index + 1)
            var sound: UInt32? = letter
            switch letter {
            case a, e, i, o, u, y: sound = index == 0 ? a : nil
            case p: if next == h { sound = f; index += 1 }
            case c:
                if next == k { sound = k; index += 1 }
                else if next == h { sound = x; index += 1 }
                else if isFront(next) { sound = s }
                else { sound = k }
            case t:
                if next == c, at(index + 2) == h { sound = x; index += 2 }
                else if next == h { sound = zero; index += 1 }
            case s: if next == h { sound = x; index += 1 }
            case g:
                if next == h { sound = nil; index += 1 }
                else if isFront(next) { sound = j }
            case d: if next == g { sound = j; index += 1 }
            case q: sound = k
            case z: sound = s
            case x: key.append(k); sound = s
            case w, h: sound = isVowel(next) ? letter : nil
            default: break
            }
            if let sound, key.last != sound { key.append(sound) }
            index += 1
        }
        return key
    }
}
