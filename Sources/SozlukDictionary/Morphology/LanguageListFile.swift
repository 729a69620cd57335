import SozlukBase

/// The tab-separated lists Resources/make-morphology.sh writes (WordNet's exceptions and word
/// classes): lines of two fields or more, `#` lines saying where the list comes from.
enum LanguageListFile {
    /// Each line's fields, comments and lines of fewer than two fields left out. Split on the
    /// bytes, not as text: every command reads these lists at start, and splitting 33,000
    /// lines into characters took 30 ms, most of a `sozluk search`.
    static func rows(ofFile path: String) throws(FileProblem) -> [[String]] {
        let bytes = try FileSystem.readFile(path)
        var rows: [[String]] = []
        bytes.withUnsafeBufferPointer { buffer in
            forEachLine(of: buffer) { line in
                var fields: [String] = []
                var fieldStart = line.lowerBound
                for place in line.lowerBound...line.upperBound where place == line.upperBound || buffer[place] == 0x09 {
                    if place > fieldStart { fields.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[fieldStart..<place]), as: UTF8.self)) }
                    fieldStart = place + 1
                }
                if fields.count >= 2 { rows.append(fields) }
            }
        }
        return rows
    }

    /// Each line of a list's bytes, as the range of its bytes (without its line break), empty
    /// lines and `#` lines left out.
    static func forEachLine(of bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            if end > start, bytes[start] != UInt8(ascii: "#") { body(start..<end) }
            start = end + 1
        }
    }
}
