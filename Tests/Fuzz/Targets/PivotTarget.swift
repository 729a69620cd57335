/// Two dictd databases of one language (index, article file; index, article file, split at
/// 0xFF bytes), joined through it as `import pivot` does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let parts = FuzzInput.parts(Array(UnsafeBufferPointer(start: data, count: size)), count: 4, separator: 0xFF)
    let source = FuzzInput.write(parts[0], as: "source.index")
    FuzzInput.write(parts[1], as: "source.dict")
    let target = FuzzInput.write(parts[2], as: "target.index")
    FuzzInput.write(parts[3], as: "target.dict")
    _ = try? PivotImporter().importDictionary(intoSourcePath: source, intoTargetPath: target, info: FuzzInput.info)
    return 0
}
