import Foundation

/// Differential: sozluk's JSON reader against Foundation's JSONSerialization, a strict
/// RFC 8259 reader, on any bytes. They must agree on what is JSON, apart from the choices
/// docs/dictionary-format.md states: a leading byte order mark is allowed, nesting stops at
/// JSONReader.maxDepth levels. Inputs with a NUL byte are left out: JSONSerialization stops
/// reading at one (it takes `2\0` for JSON), where sozluk refuses what follows the value.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.contains(0) { return 0 }
    let reader = JSONReader(bytes: bytes)
    var ours = true
    do {
        try reader.skipValue()
        try reader.expectEnd()
    } catch {
        ours = false
        if "\(error)".contains("nested more than") { return 0 }
    }
    let reference = (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])) != nil
    if ours != reference {
        fatalError("JSONReader says \(ours ? "JSON" : "not JSON"), JSONSerialization \(reference ? "JSON" : "not JSON"): \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
    return 0
}
