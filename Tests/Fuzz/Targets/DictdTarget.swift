/// A dictd database: index, then a 0 byte, then the article file, for every article style.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = FuzzInput.parts(Array(UnsafeBufferPointer(start: data, count: size)), count: 2)
    let index = FuzzInput.write(parts[0], as: "fuzz.index")
    FuzzInput.write(parts[1], as: "fuzz.dict")
    for style in [nil] + DictdArticleStyle.allCases.map(Optional.some) {
        _ = try? DictdImporter().importDictionary(indexPath: index, info: FuzzInput.info, style: style)
    }
    return 0
}
