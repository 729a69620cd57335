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
            var start = 0
            while start < buffer.count {
                var end = start
                while end < buffer.count, buffer[end] != 0x0A { end += 1 }
                defer { start = end + 1 }
                guard end > start, buffer[start] != UInt8(ascii: "#") else { continue }
                var fields: [String] = []
                var fieldStart = start
                for place in start...end where place == end || buffer[place] == 0x09 {
                    if place > fieldStart { fields.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[fieldStart..<place]), as: UTF8.self)) }
                    fieldStart = place + 1
                }
                if fields.count >= 2 { rows.append(fields) }
            }
        }
        return rows
    }
}
