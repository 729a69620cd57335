/// Dictionary files from strangers: the decoder, `check`, and the header reader must report
/// problems, never crash or hang.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let decoder = DictionaryFileDecoder()
    let report = decoder.check(bytes, path: "fuzz.json")
    if let file = report.file {
        // Whatever loads must be searchable and re-encodable.
        guard let dictionary = try? IndexedDictionary(file) else { return 0 }
        for query in ["a", "ab", "xyz", file.entries.first?.headword ?? ""] {
            _ = SearchEngine().search(query, in: dictionary, limit: 20)
        }
        _ = DictionaryFileEncoder().encode(file)
    }
    _ = try? decoder.decodeHeader(Array(bytes.prefix(4096)), path: "fuzz.json")
    return 0
}
