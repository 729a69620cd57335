import Glibc
import SafeText
import SozlukBase
import SozlukDictionary

/// `sozluk-bench --rank ID [LIMIT]`: reads queries from standard input, one a
/// line, and prints for each the first LIMIT headwords (default 5) the browser would show,
/// tab-separated, one line per query. The quality scripts in Tests/Quality use it to ask
/// a thousand queries in one process instead of starting sozluk a thousand times.
/// With `--kinds`, each headword is followed by how it matched and how it was found
/// (`the/lemma/th+est`), to see why a ranking goes wrong. With `--alone`, the dictionary is
/// searched without the one the other way round (tur-eng for eng-tur); with `--without ID`,
/// the bundled dictionary ID is left out (again for more); with `--weights FILE`, search ranks
/// by the weights the file sets (`RankingWeights`). ID may be a language pair's (tr-en:
/// its dictionaries searched as one, as the browser does) or one dictionary's.
struct RankRun {
    let dictionaryID: String
    let limit: Int
    var showsKinds = false
    /// Without the dictionary the other way round (`--alone`): what the dictionary reaches itself.
    var isAlone = false
    /// Bundled dictionaries left out (`--without ID`): a list made from one measures the others.
    var leftOut: [String] = []
    /// What search ranks by (`--weights FILE`: the standard ones with some changed).
    var weights = RankingWeights.standard

    func run() -> Int32 {
        var folders = [BundledResources.dictionaries()].compactMap { $0 }
        var linked: String?
        defer { if let linked { system("rm -rf '\(linked)'") } }
        if !leftOut.isEmpty, let bundled = folders.first {
            // The bundled folder again, without those: links to the other files.
            var template = Array("/tmp/sozluk-rank-XXXXXX".utf8CString)
            guard let folder = mkdtemp(&template).map({ String(cString: $0) }) else { return 2 }
            linked = folder
            for name in FileSystem.contentsOfDirectory(bundled) ?? [] where name.hasSuffix(".json") && !leftOut.contains(String(name.dropLast(5))) {
                _ = symlink(bundled + "/" + name, folder + "/" + name)
            }
            folders = [folder]
        }
        let repository = LanguagePairRepository(DictionarySearchService(folders: folders, languages: .standard(morphologyFolder: BundledResources.morphology()),
                                                                         searchesCompanions: !isAlone, weights: weights))
        guard repository.info(of: dictionaryID) != nil else {
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
