/// Two checks in one target, chosen by the first byte:
/// - even: the rest is a dictionary file; the index scanner must accept it exactly when the
///   decoder loads it, with the same headwords (a difference is a crash, for libFuzzer to keep);
/// - odd: the rest overwrites the sections of a sound index (its header still passes), which
///   must then be searched and read without a crash: wrong words at worst.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    if data[0] % 2 == 0 {
        compareWithDecoder(bytes)
    } else {
        searchDamagedIndex(bytes)
    }
    return 0
}

private func compareWithDecoder(_ bytes: [UInt8]) {
    let decoded = try? DictionaryFileDecoder().decode(bytes, path: "fuzz.json")
    let indexed = try? IndexedDictionary(bytes: bytes, path: "fuzz.json")
    guard (decoded == nil) == (indexed == nil) else {
        fatalError("decoder \(decoded == nil ? "refuses" : "loads"), index \(indexed == nil ? "refuses" : "loads")")
    }
    guard let decoded, let indexed else { return }
    let words = Set(decoded.entries.map(\.headword))
    let indexedWords = Set((0..<indexed.headwordCount).map { indexed.index.headword($0) })
    guard words == indexedWords, indexed.info.entryCount == decoded.entries.count else { fatalError("different headwords") }
    for word in words.prefix(20) {
        let expected = decoded.entries.filter { $0.headword == word }
        guard let position = indexed.position(of: word), indexed.entries(atPosition: position) == expected else {
            fatalError("different entries for \(word)")
        }
    }
}

private let soundIndex: [UInt8] = {
    let file = DictionaryFile(
        info: DictionaryInfo(id: "fuzz", name: "Fuzz", sourceLanguage: "tr", targetLanguage: "en", path: "fuzz.json"),
        entries: ["elma", "armut", "ışık", "çay", "cay", "Çay", "istanbul", "İstanbul", "apple", "apply", "ap"].map {
            DictionaryEntry(headword: $0, senses: [Sense(definition: "definition of \($0)")])
        })
    let bytes = Array(DictionaryFileEncoder().encode(file).utf8)
    let contents = bytes.withUnsafeBufferPointer { try! IndexBuilder.build($0, path: "fuzz.json") }
    return Array(IndexFile.encode(contents, source: FileStamp(path: "")).bytes)
}()

private func searchDamagedIndex(_ noise: [UInt8]) {
    guard !noise.isEmpty else { return }
    var damaged = soundIndex
    for offset in IndexFile.headerSize..<damaged.count {
        damaged[offset] = noise[(offset - IndexFile.headerSize) % noise.count]
    }
    guard let index = try? DictionaryIndex(MappedMemory(copying: damaged), source: nil) else { return }
    let dictionary = IndexedDictionary(index: index, source: MemoryEntrySource(bytes: Array(noise.prefix(64))))
    for query in ["", "a", "ap", "ay", "istanbul", "elam", "zz"] {
        for hit in SearchEngine().search(query, in: dictionary, limit: 20).hits {
            _ = dictionary.entries(for: hit.headword)
            _ = dictionary.neighbours(of: hit.headword)
        }
    }
    _ = index.verify()
}

private extension IndexedDictionary {
    func entries(for headword: String) -> [DictionaryEntry] {
        position(of: headword).map(entries(atPosition:)) ?? []
    }
}
