import Glibc
import SafeText
import SozlukCore

/// `sozluk-bench --rank DICTIONARY-ID [LIMIT]`: reads queries from standard input, one a
/// line, and prints for each the first LIMIT headwords (default 5) the browser would show,
/// tab-separated, one line per query. The quality scripts in Tests/Quality use it to ask
/// a thousand queries in one process instead of starting sozluk a thousand times.
/// With `--kinds`, each headword is followed by how it matched and how it was found
/// (`the/lemma/th+est`), to see why a ranking goes wrong. With `--alone`, the dictionary is
/// searched without the one the other way round (tur-eng for eng-tur).
struct RankRun {
    let dictionaryID: String
    let limit: Int
    var showsKinds = false
    /// Without the dictionary the other way round (`--alone`): what the dictionary reaches itself.
    var isAlone = false

    func run() -> Int32 {
        let folders = [BundledResources.dictionaries()].compactMap { $0 }
        let repository = JSONDictionaryRepository(folders: folders, languages: .standard(morphologyFolder: BundledResources.morphology()),
                                                searchesCompanions: !isAlone)
        guard repository.dictionaries.contains(where: { $0.id == dictionaryID }) else {
            printError("sozluk-bench: no bundled dictionary '\(dictionaryID)'")
            return 2
        }
        while let line = readLine() {
            let hits = repository.search(line, in: dictionaryID, limit: limit).hits
            print(hits.map { hit in
                var row = hit.headword
                if showsKinds { row += "/\(hit.kind)" + (hit.explanation.map { "/" + $0 } ?? "") }
                return TerminalSafeText.visible(row)
            }.joined(separator: "\t"))
        }
        return 0
    }
}
