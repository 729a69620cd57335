/// The tab-separated lists Resources/make-morphology.sh writes (WordNet's exceptions and word
/// classes): lines of two fields or more, `#` lines saying where the list comes from.
enum LanguageListFile {
    /// Each line's fields, comments and lines of fewer than two fields left out.
    static func rows(ofFile path: String) throws(FileProblem) -> [[Substring]] {
        let text = String(decoding: try FileSystem.readFile(path), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t") }.filter { $0.count >= 2 }
    }
}
