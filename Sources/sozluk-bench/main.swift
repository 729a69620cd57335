import Dispatch
import Glibc
import SozlukBase
import SozlukDictionary

// sozluk-bench: prints how fast sozluk indexes, opens and searches a big dictionary.
//
//   swift run -c release sozluk-bench                        1,000,000 synthetic entries
//   swift run -c release sozluk-bench --entries 200000
//   swift run -c release sozluk-bench --second 100000       ... and a second dictionary of the same language pair,
//                                                           searched with it as one (the keystrokes are the pair's)
//   swift run -c release sozluk-bench FILE.json              a real dictionary
//   swift run -c release sozluk-bench FILE.json --query translation:defter   ... with queries of one's own
//   swift run -c release sozluk-bench --write OUT.json       only write the synthetic dictionary
//   swift run -c release sozluk-bench --rank ID [LIMIT] [--kinds] [--alone] [--without ID] [--weights FILE]
//                                                           rank stdin's queries (Tests/Quality)
//   swift run -c release sozluk-bench --weights-list         the ranking weights and their values (a --weights file sets some)
//
// The cold build runs in this process; the warm open, the searches and the memory figure
// run in a fresh process (this program again, with --warm), as a user's next start would.
// Figures are printed, never asserted; docs/performance.md records them.

var entryCount = 1_000_000
var secondCount = 0
var files: [String] = []
var writeOnly: String?
var warmQueries: [String] = []
var warmIndexFolder: String?
var askedQueries: [(kind: String, text: String)] = []
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--entries":
        entryCount = arguments.isEmpty ? entryCount : Int(arguments.removeFirst()) ?? entryCount
    case "--second":
        secondCount = arguments.isEmpty ? 0 : Int(arguments.removeFirst()) ?? 0
    case "--write":
        writeOnly = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--warm":
        // --warm INDEX-FOLDER KIND:QUERY... (internal: the second half of a run)
        warmIndexFolder = arguments.isEmpty ? nil : arguments.removeFirst()
    case "--query":
        // --query KIND:TEXT, again for more: a real dictionary's queries instead of the usual four.
        let pair = arguments.isEmpty ? "" : arguments.removeFirst()
        if let colon = pair.firstIndex(of: ":") { askedQueries.append((String(pair[..<colon]), String(pair[pair.index(after: colon)...]))) }
    case "--rank":
        let id = arguments.isEmpty ? "" : arguments.removeFirst()
        let limit = arguments.first.flatMap { Int($0) } ?? 5
        let leftOut = arguments.indices.filter { arguments[$0] == "--without" && $0 + 1 < arguments.count }.map { arguments[$0 + 1] }
        var run = RankRun(dictionaryID: id, limit: limit, showsKinds: arguments.contains("--kinds"), isAlone: arguments.contains("--alone"),
                          leftOut: leftOut)
        if let option = arguments.firstIndex(of: "--weights") {
            guard option + 1 < arguments.count else {
                printError("sozluk-bench: --weights needs a file ({\"typingMargin\": 1.5}; --weights-list names the weights)")
                exit(2)
            }
            do throws(FileProblem) {
                run.weights = try RankingWeights.read(try FileSystem.readFile(arguments[option + 1]), path: arguments[option + 1])
            } catch {
                printError("sozluk-bench: \(error)")
                exit(2)
            }
        }
        exit(run.run())
    case "--weights-list":
        print(RankingWeights.standard.listing, terminator: "")
        exit(0)
    case "--help", "-h":
        print("usage: sozluk-bench [--entries N] [FILE.json [--query KIND:TEXT]...] | --write OUT.json [--entries N] | --rank DICTIONARY-ID [LIMIT] [--kinds] [--alone] [--without ID] [--weights FILE] | --weights-list")
        exit(0)
    default:
        if warmIndexFolder != nil && argument.contains(":") && !argument.hasSuffix(".json") { warmQueries.append(argument) } else { files.append(argument) }
    }
}

if let folder = warmIndexFolder, let path = files.first {
    WarmRun(path: path, indexFolder: folder, queries: warmQueries, verbose: getenv("SOZLUK_BENCH_VERBOSE") != nil).run()
    exit(0)
}

let scratch = "/tmp/sozluk-bench-\(getpid())"
mkdir(scratch, 0o755)
defer { system("rm -rf '\(scratch)'") }

var path: String
var queries: [(kind: String, text: String)]
if let file = files.first {
    path = file
    queries = askedQueries.isEmpty ? [("prefix", "abandon"), ("prefix", "haus"), ("substring", "ung"), ("fuzzy", "recieve")] : askedQueries
} else {
    var generator = SyntheticDictionary()
    let (file, generateMS) = Measure.time { generator.file(entries: entryCount) }
    path = writeOnly ?? scratch + "/dictionaries/bench.json"
    let text = DictionaryFileEncoder().encode(file)
    try FileSystem.writeAtomically(Array(text.utf8), to: path)
    print("generated \(NumberText.grouped(entryCount)) entries, \(text.utf8.count / 1_000_000) MB, in \(Measure.format(generateMS / 1000)) s")
    if writeOnly != nil { exit(0) }
    queries = SyntheticDictionary.queries(for: file)
    if secondCount > 0 {
        var second = generator.file(entries: secondCount)
        second.info.id = "bench-second"
        second.info.name = "Second synthetic dictionary"
        try FileSystem.writeAtomically(Array(DictionaryFileEncoder().encode(second).utf8), to: scratch + "/dictionaries/second.json")
        print("and a second dictionary of the same pair: \(NumberText.grouped(secondCount)) entries")
    }
}

// Cold: no index yet. The dictionary is read and indexed as the browser's first open does.
let indexFolder = scratch + "/index"
// Its size from the file system: reading it would count 300 MB in the peak memory below.
let size = Double(FileStamp(path: path).size) / 1_000_000
let folder = FileSystem.parentDirectory(of: path)
// As the browser does it: searchable as soon as the index is built; translations and saving follow.
let start = MonotonicClock.seconds()
let repository = DictionarySearchService(folders: [folder], indexFolder: indexFolder, policy: .browser,
                                          languages: .standard(morphologyFolder: BundledResources.morphology()))
let built = repository.dictionaries.first(where: { $0.path.hasSuffix(path.split(separator: "/").last.map(String.init) ?? path) }).flatMap { info in
    repository.load(info.id)
    return repository.dictionaries.first { $0.id == info.id }
}
let coldMS = (MonotonicClock.seconds() - start) * 1000
guard let info = built else {
    print("the dictionary could not be loaded")
    exit(1)
}
let translated = DispatchSemaphore(value: 0)
repository.whenTranslationsAreIndexed(of: info.id) { translated.signal() }
translated.wait()
let translatedMS = (MonotonicClock.seconds() - start) * 1000
print("dictionary: \(info.name), \(NumberText.grouped(info.entryCount)) entries, \(Measure.format(size, digits: 1)) MB")
print("cold index build (read, scan, sort; searchable from here): \(Measure.format(coldMS)) ms, \(Measure.format(size / (coldMS / 1000), digits: 1)) MB/s")
print("  ... with the index of translations: \(Measure.format(translatedMS)) ms, \(Measure.format(size / (translatedMS / 1000), digits: 1)) MB/s")
// The whole index, not the part by headword saved before it.
while (FileSystem.contentsOfDirectory(indexFolder) ?? []).allSatisfy({ !$0.hasSuffix(".index") || $0.hasSuffix(".headwords.index") }) { usleep(1000) }
print("  ... and saved for the next start: \(Measure.format((MonotonicClock.seconds() - start) * 1000)) ms")
print("peak resident memory while building: \(Measure.format(Measure.peakResidentMB(), digits: 0)) MB")
// The dictionaries the other way round in the same folder (eng-deu beside deu-eng) are
// indexed after it, as in the browser; the keystrokes are timed once they are saved too.
let companionsIndexed = DispatchSemaphore(value: 0)
repository.whenCompanionsAreIndexed(of: info.id) { companionsIndexed.signal() }
companionsIndexed.wait()
// The other dictionaries of its pair (--second), indexed and saved too: the warm run opens them.
for other in repository.dictionaries where other.goesTheSameWay(as: info) { repository.load(other.id) }
repository.finishSaving(timeout: 600)
let companionNames = repository.dictionaries.filter { $0.translatesBack(info) }
if !companionNames.isEmpty {
    print("  ... then its companions (\(companionNames.map(\.id).joined(separator: ", "))) indexed and saved: \(Measure.format((MonotonicClock.seconds() - start) * 1000)) ms")
}
fflush(nil)

let warm = [CommandLine.arguments[0], "--warm", indexFolder, path] + queries.map { "\($0.kind):\($0.text)" }
system(warm.map { "'\($0)'" }.joined(separator: " "))
