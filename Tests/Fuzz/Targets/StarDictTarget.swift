/// A StarDict dictionary: .ifo, .idx, .dict and .syn separated by 0xFF bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = FuzzInput.parts(Array(UnsafeBufferPointer(start: data, count: size)), count: 4, separator: 0xFF)
    let names = ["fuzz.ifo", "fuzz.idx", "fuzz.dict", "fuzz.syn"]
    for (part, name) in zip(parts, names) { FuzzInput.write(part, as: name) }
    if parts[3].isEmpty { FuzzInput.remove(["fuzz.syn"]) }
    _ = try? StarDictImporter().importDictionary(ifoPath: FuzzInput.folder + "/fuzz.ifo", info: FuzzInput.info)
    return 0
}
