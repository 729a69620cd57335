/// TSV and CSV tables, with and without a header row.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = FuzzInput.write(Array(UnsafeBufferPointer(start: data, count: size)), as: "fuzz.table")
    for separator: Character in ["\t", ","] {
        for hasHeader in [false, true] {
            let options = DelimitedTextOptions(separator: separator, hasHeader: hasHeader)
            _ = try? DelimitedTextImporter(options: options).importDictionary(path: path, info: FuzzInput.info)
        }
    }
    return 0
}
