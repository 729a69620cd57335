/// Differential: sozluk's JSON reader against a reference written straight from RFC 8259's
/// ABNF below, on any bytes: they must agree on what is JSON. The reference is deliberately
/// plain (recursive descent, one byte at a time, no shared code with the reader) so a
/// mistake in one is unlikely to be in the other. (Foundation's JSONSerialization was tried
/// first: it takes `[1,]` and `2\0` for JSON, so it cannot serve.) It holds sozluk's stated
/// choices: a leading byte order mark is allowed, half a surrogate pair is refused, nesting
/// stops at JSONReader.maxDepth levels.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let reader = JSONReader(bytes: bytes)
    var ours = true
    do {
        try reader.skipValue()
        try reader.expectEnd()
    } catch {
        ours = false
    }
    var reference = ReferenceJSON(bytes)
    let theirs = reference.isJSON()
    if ours != theirs {
        fatalError("JSONReader says \(ours ? "JSON" : "not JSON"), the RFC 8259 reference \(theirs ? "JSON" : "not JSON"): \(bytes)")
    }
    return 0
}

/// JSON-text = ws value ws, by the ABNF of RFC 8259 section 2 onwards.
struct ReferenceJSON {
    let bytes: [UInt8]
    var at = 0
    var depth = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { at = 3 }
    }

    mutating func isJSON() -> Bool {
        ws()
        guard value() else { return false }
        ws()
        return at == bytes.count
    }

    func peek() -> UInt8? { at < bytes.count ? bytes[at] : nil }

    mutating func take(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        at += 1
        return true
    }

    mutating func ws() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { at += 1 }
    }

    mutating func literal(_ text: String) -> Bool {
        for byte in text.utf8 { guard take(byte) else { return false } }
        return true
    }

    mutating func value() -> Bool {
        switch peek() {
        case UInt8(ascii: "f"): return literal("false")
        case UInt8(ascii: "n"): return literal("null")
        case UInt8(ascii: "t"): return literal("true")
        case UInt8(ascii: "{"): return container(open: "{", close: "}") { $0.member() }
        case UInt8(ascii: "["): return container(open: "[", close: "]") { $0.value() }
        case UInt8(ascii: "\""): return string()
        default: return number()
        }
    }

    /// begin *( element *( value-separator element ) ) end, with ws around the structure.
    mutating func container(open: Character, close: Character, element: (inout ReferenceJSON) -> Bool) -> Bool {
        depth += 1
        defer { depth -= 1 }
        guard depth <= JSONReader.maxDepth else { return false }
        at += 1
        ws()
        if take(close.asciiValue!) { return true }
        while true {
            ws()
            guard element(&self) else { return false }
            ws()
            if take(UInt8(ascii: ",")) { continue }
            return take(close.asciiValue!)
        }
    }

    mutating func member() -> Bool {
        guard peek() == UInt8(ascii: "\""), string() else { return false }
        ws()
        guard take(UInt8(ascii: ":")) else { return false }
        ws()
        return value()
    }

    func isDigit(_ byte: UInt8?) -> Bool { byte.map { $0 >= 0x30 && $0 <= 0x39 } ?? false }

    mutating func digits() -> Bool {
        guard isDigit(peek()) else { return false }
        while isDigit(peek()) { at += 1 }
        return true
    }

    /// [ minus ] int [ frac ] [ exp ]
    mutating func number() -> Bool {
        _ = take(UInt8(ascii: "-"))
        if take(UInt8(ascii: "0")) {
            // int = zero / ( digit1-9 *DIGIT )
        } else if let byte = peek(), byte >= 0x31 && byte <= 0x39 {
            _ = digits()
        } else {
            return false
        }
        if take(UInt8(ascii: ".")) { guard digits() else { return false } }
        if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard digits() else { return false }
        }
        return true
    }

    mutating func hex4() -> UInt32? {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = peek() else { return nil }
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: return nil
            }
            value = value * 16 + digit
            at += 1
        }
        return value
    }

    /// quotation-mark *char quotation-mark, the unescaped text valid UTF-8.
    mutating func string() -> Bool {
        at += 1
        var raw: [UInt8] = []
        while let byte = peek() {
            at += 1
            if byte == UInt8(ascii: "\"") { return String(validating: raw, as: UTF8.self) != nil }
            if byte < 0x20 { return false }
            guard byte == UInt8(ascii: "\\") else {
                raw.append(byte)
                continue
            }
            guard let escaped = peek() else { return false }
            at += 1
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                 UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                raw.append(0x20)
            case UInt8(ascii: "u"):
                guard let unit = hex4() else { return false }
                if unit >= 0xDC00 && unit <= 0xDFFF { return false }
                if unit >= 0xD800 && unit <= 0xDBFF {
                    guard take(UInt8(ascii: "\\")), take(UInt8(ascii: "u")), let low = hex4(), low >= 0xDC00 && low <= 0xDFFF else { return false }
                }
                raw.append(0x20)
            default:
                return false
            }
        }
        return false
    }
}
