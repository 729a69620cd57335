/// Bytes as a dictionary file, decoded and turned round as `import reverse` does, in Turkish
/// (whose plural and possessive rules apply) and in another language.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let file = try? DictionaryFileDecoder().decode(bytes, path: "fuzz") else { return 0 }
    for language in ["tr", "de"] {
        let info = DictionaryInfo(id: "fuzz-reversed", name: "Fuzz", sourceLanguage: language, targetLanguage: "en")
        let reversed = ReverseImporter(commonness: { Double($0.count % 7) }, sourceCommonness: { Double($0.count % 5) }).reversed(file.entries, info: info)
        _ = DictionaryFileEncoder().encode(reversed)
    }
    return 0
}
