import Glibc

/// The character set the command line writes its text in: the locale's. sozluk's text is
/// UTF-8; a terminal set to an 8-bit character set (`LANG=tr_TR.ISO-8859-9`, Latin-5) would
/// show its bytes as other letters, and take the bytes 0x80-0x9F of UTF-8 sequences (the
/// 0x80 and 0x94 of an em dash) for C1 control codes. There, text is converted with iconv,
/// letters the set lacks written as their closest ASCII or "?". UTF-8 locales are written to
/// as they are; so are ASCII ones (C, POSIX), where scripts expect UTF-8 bytes through pipes.
package enum OutputEncoding {
    /// The locale's character set when text must be converted to it, read once (after the
    /// command line has taken the user's locale).
    package static let target: String? = {
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        let folded = codeset.lowercased().filter { $0 != "-" && $0 != "_" }
        return ["utf8", "ansix3.41968", "ascii", "usascii"].contains(folded) ? nil : codeset
    }()

    /// `text` as bytes of `target`, or of UTF-8 when there is none (or iconv cannot open it).
    package static func bytes(of text: String) -> [UInt8] {
        guard let target else { return Array(text.utf8) }
        return convert(plainPunctuation(text), to: target) ?? Array(text.utf8)
    }

    /// The punctuation sozluk writes that 8-bit character sets lack, in ASCII (iconv's
    /// transliteration depends on the locale's tables, which may not have them).
    static let asciiPunctuation: [Character: String] = ["—": "-", "–": "-", "→": "->", "←": "<-", "↔": "<->", "“": "\"", "”": "\"",
                                                        "‘": "'", "’": "'", "…": "...", "▸": ">", "›": ">", "‹": "<", "•": "*"]

    static func plainPunctuation(_ text: String) -> String {
        guard text.contains(where: { asciiPunctuation[$0] != nil }) else { return text }
        return text.reduce(into: "") { result, character in
            if let plain = asciiPunctuation[character] { result += plain } else { result.append(character) }
        }
    }

    /// A command-line argument as the terminal typed it: UTF-8 as it is; in an 8-bit
    /// locale, bytes that are no UTF-8 read in its character set (ışık typed in Latin-5).
    package static func argument(_ bytes: [UInt8]) -> String {
        if let target, UTF8Validation.validPrefixLength(of: bytes[...]) != bytes.count,
           let converted = convert(bytes, from: target, to: "UTF-8") {
            return String(decoding: converted, as: UTF8.self)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `text` converted by iconv; a letter it cannot write, even transliterated, is "?".
    static func convert(_ text: String, to codeset: String) -> [UInt8]? {
        convert(Array(text.utf8), from: "UTF-8", to: codeset + "//TRANSLIT")
    }

    static func convert(_ bytes: [UInt8], from source: String, to codeset: String) -> [UInt8]? {
        let converter = iconv_open(codeset, source)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes
        var output = [UInt8](repeating: 0, count: input.count * 4 + 16)
        var written = 0
        input.withUnsafeMutableBytes { source in
            output.withUnsafeMutableBytes { target in
                var inPointer = source.baseAddress?.assumingMemoryBound(to: CChar.self)
                var inLeft = source.count
                var outPointer = target.baseAddress?.assumingMemoryBound(to: CChar.self)
                var outLeft = target.count
                while inLeft > 0 {
                    if iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft) != -1 { break }
                    guard errno == EILSEQ || errno == EINVAL, outLeft > 0 else { break }
                    // Past the character that cannot be written: the rest of its UTF-8 bytes too.
                    outPointer?.pointee = CChar(UInt8(ascii: "?"))
                    outPointer = outPointer?.advanced(by: 1)
                    outLeft -= 1
                    repeat {
                        inPointer = inPointer?.advanced(by: 1)
                        inLeft -= 1
                    } while inLeft > 0 && (UInt8(bitPattern: inPointer?.pointee ?? 0) & 0xC0) == 0x80
                }
                written = target.count - outLeft
            }
        }
        return Array(output[..<written])
    }
}
