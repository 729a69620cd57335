/// The starts a Turkish lemma's forms have, on folded text (ç, ğ, ı, ö, ş, ü fold to c, g,
/// i, o, s, u), for finding the forms among a dictionary's words.
extension TurkishLemmatizer {
    /// Most words of Turkish text are forms: `kitaplarımızdan`, not kitap.
    public var wordsMostlyBend: Bool { true }

    /// The lemma; with its last p, t or k voiced before a vowel (kitap: kitabı, kanat:
    /// kanadı, köpek: köpeği, renk: rengi); without the narrow vowel of its last syllable,
    /// which drops before a vowel (burun: burnu, şehir: şehri, oğul: oğlu). Over-generation
    /// costs nothing: a form is kept only when it is taken apart to the lemma.
    public func foldedStems(ofFoldedLemma lemma: String) -> [String] {
        var stems = [lemma]
        let letters = Array(lemma.utf8)
        guard letters.count >= 3, let last = letters.last else { return stems }
        let voiced: [UInt8: UInt8] = [UInt8(ascii: "p"): UInt8(ascii: "b"), UInt8(ascii: "t"): UInt8(ascii: "d"), UInt8(ascii: "k"): UInt8(ascii: "g")]
        if let softened = voiced[last] { stems.append(String(decoding: letters.dropLast() + [softened], as: UTF8.self)) }
        let vowels = Set("aeiou".utf8)
        let narrow = letters[letters.count - 2]
        if letters.count >= 4, !vowels.contains(last), (narrow == UInt8(ascii: "i") || narrow == UInt8(ascii: "u")),
           !vowels.contains(letters[letters.count - 3]) {
            var dropped = letters
            dropped.remove(at: letters.count - 2)
            stems.append(String(decoding: dropped, as: UTF8.self))
        }
        return stems
    }
}
