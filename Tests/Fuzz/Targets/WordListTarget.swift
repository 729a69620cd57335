/// Bytes as a word list to import (plain, Anki with any separator header, CSV, sozluk JSON),
/// then every export of what was read, read back.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let words = try? WordListImporter.read(bytes, path: "fuzz") else { return 0 }
    let exported = words.map { word in
        ExportedWord(word: WordReference(dictionaryID: word.dictionaryID ?? "fuzz", headword: word.headword), entries: [],
                     added: word.added, history: word.history)
    }
    for format in ExportFormat.allCases {
        for kind in [WordListKind.favorites, .history] {
            let text = WordListExporter.export(exported, as: format, kind: kind, at: 0)
            _ = try? WordListImporter.read(Array(text.utf8), path: "fuzz-again")
        }
    }
    return 0
}
