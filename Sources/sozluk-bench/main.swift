import Glibc
import SozlukKit

// sozluk-bench: prints how fast sozluk opens and searches a big dictionary.
//
//   swift run -c release sozluk-bench                 1,000,000 synthetic entries
//   swift run -c release sozluk-bench --entries 200000
//   swift run -c release sozluk-bench FILE.json       a real dictionary
//
// Figures are printed, never asserted; docs/performance.md records them.

var entryCount = 1_000_000
var files: [String] = []
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    if argument == "--entries", let value = arguments.first.flatMap({ Int($0) }) {
        entryCount = value
        arguments.removeFirst()
    } else if argument == "--help" || argument == "-h" {
        print("usage: sozluk-bench [--entries N] [FILE.json]")
        exit(0)
    } else {
        files.append(argument)
    }
}

let folder = "/tmp/sozluk-bench-\(getpid())"
mkdir(folder, 0o755)
defer { system("rm -rf '\(folder)'") }

var path: String
var queries: [(kind: String, text: String)]
if let file = files.first {
    path = file
    queries = [("prefix", "abandon"), ("prefix", "haus"), ("substring", "ung"), ("fuzzy", "recieve")]
} else {
    var generator = SyntheticDictionary()
    let (file, generateMS) = Measure.time { generator.file(entries: entryCount) }
    path = folder + "/bench.json"
    let text = DictionaryFileEncoder().encode(file)
    try FileSystem.writeAtomically(Array(text.utf8), to: path)
    print("generated \(NumberText.grouped(entryCount)) entries, \(text.utf8.count / 1_000_000) MB, in \(Measure.format(generateMS / 1000)) s")
    // Queries typed letter by letter: a prefix of a real headword, a piece from inside one,
    // and a headword with two letters swapped.
    func longWord(from start: Int) -> String {
        file.entries[start...].first { $0.headword.count >= 8 }?.headword ?? file.entries[start].headword
    }
    let sample = longWord(from: entryCount / 3)
    let inner = String(longWord(from: entryCount / 2).dropFirst(2).prefix(4))
    var typo = Array(longWord(from: entryCount / 4))
    typo.swapAt(1, 2)
    queries = [("prefix", String(sample.prefix(6))), ("substring", inner), ("fuzzy", String(typo))]
}

let folderOfFile = FileSystem.parentDirectory(of: path)
let size = Double((try? FileSystem.readFile(path).count) ?? 0) / 1_000_000
let (repository, openMS) = Measure.time {
    let repository = JSONDictionaryRepository(folders: [folderOfFile])
    repository.loadAll()
    return repository
}
guard let dictionary = repository.dictionaries.first(where: { $0.path == path }) ?? repository.dictionaries.first else {
    print("no dictionary could be loaded: \(repository.problems.map(\.description).joined(separator: "; "))")
    exit(1)
}
print("dictionary: \(dictionary.name), \(NumberText.grouped(dictionary.entryCount)) entries, \(Measure.format(size, digits: 1)) MB")
print("open (read, parse, prepare for search): \(Measure.format(openMS)) ms, \(Measure.format(size / (openMS / 1000), digits: 1)) MB/s")
let (_, warmMS) = Measure.time { JSONDictionaryRepository(folders: [folderOfFile]).loadAll() }
print("open again (no index cache yet, so the same work): \(Measure.format(warmMS)) ms")

print("")
print("per keystroke, query typed letter by letter, 500 rows as the browser asks:")
print("kind       query            keystrokes   p50 ms   p99 ms   max ms   rows")
for (kind, query) in queries {
    var latencies: [Double] = []
    var rows = 0
    for _ in 0..<5 {
        for length in 1...query.count {
            let typed = String(query.prefix(length))
            let (results, ms) = Measure.time { repository.search(typed, in: dictionary.id, limit: 500) }
            latencies.append(ms)
            rows = results.totalCount
        }
    }
    let cells = [kind, query, String(query.count), Measure.format(Measure.percentile(latencies, 0.5)),
                 Measure.format(Measure.percentile(latencies, 0.99)), Measure.format(latencies.max() ?? 0), NumberText.grouped(rows)]
    let widths = [10, 16, 12, 8, 8, 8, 0]
    print(zip(cells, widths).map { cell, width in cell + String(repeating: " ", count: max(1, width - cell.count + 1)) }.joined())
}

let word = repository.search(queries[0].text, in: dictionary.id, limit: 1).hits.first?.headword ?? ""
var decodeTimes: [Double] = []
for _ in 0..<100 {
    decodeTimes.append(Measure.time { repository.entries(for: word, in: dictionary.id) }.1)
}
print("")
print("entry for a headword (\(word)): p50 \(Measure.format(Measure.percentile(decodeTimes, 0.5), digits: 3)) ms")
print("peak resident memory: \(Measure.format(Measure.peakResidentMB(), digits: 0)) MB")
