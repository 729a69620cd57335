import SafeText

/// Bytes as a terminal might send them, in batches: decoding never crashes, and typed text
/// lays out on any width.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let namedKeys: [Key] = [.enter, .escape, .backspace, .delete, .tab, .backTab, .up, .down, .left, .right,
                            .pageUp, .pageDown, .home, .end, .function(1), .function(10), .resize]
    var decoder = KeyDecoder()
    var batch: [RawInput] = []
    var typed = ""
    var index = 0
    func flush() {
        for key in decoder.decode(batch) {
            if case .character(let character) = key { typed.append(character) }
            _ = key.description
        }
        batch = []
    }
    while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case 0xFF: flush()                                       // the end of one read()
        case 0xFE where index < bytes.count:                     // a key curses recognised
            batch.append(.key(namedKeys[Int(bytes[index]) % namedKeys.count]))
            index += 1
        case 0xFD where index + 3 <= bytes.count:                // any scalar value, valid or not
            batch.append(.scalar(UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])))
            index += 3
        default: batch.append(.scalar(UInt32(byte)))
        }
    }
    flush()
    let width = size % 50
    let safe = TerminalSafeText.sanitize(typed)
    _ = TextLayout.wrap(safe, toWidth: width)
    _ = TextLayout.truncate(safe, toWidth: width)
    let grid = CellGrid(rows: 3, columns: width)
    _ = Canvas(grid: grid).write(safe, row: 1, column: 1, maxWidth: width)
    return 0
}
