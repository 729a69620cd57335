import SozlukBase

/// A dictd `.index` file: one line per headword, `headword TAB offset TAB length`, the
/// numbers in dictd's base-64 digits, pointing into the `.dict` file.
public struct DictdIndex: Sendable {
    public struct Item: Equatable, Sendable {
        public var headword: String
        public var offset: Int
        public var length: Int
    }

    public var items: [Item]

    public init(bytes: [UInt8], path: String) throws(FileProblem) {
        var items: [Item] = []
        var lineNumber = 0
        for line in bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count >= 3 else {
                throw FileProblem(path: path, line: lineNumber, column: 1, message: "expected headword, offset and length separated by tabs")
            }
            guard let headword = String(validating: fields[0], as: UTF8.self) else {
                throw FileProblem(path: path, line: lineNumber, column: 1, message: "invalid UTF-8 in the headword")
            }
            guard let offset = Self.decodeNumber(fields[1]), let length = Self.decodeNumber(fields[2]) else {
                throw FileProblem(path: path, line: lineNumber, column: fields[0].count + 2, message: "offset or length is not in dictd's base-64 digits")
            }
            items.append(Item(headword: headword, offset: offset, length: length))
        }
        self.items = items
    }

    static func decodeNumber(_ digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 10 else { return nil }
        var value = 0
        for byte in digits {
            let digit: Int
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): digit = Int(byte - UInt8(ascii: "A"))
            case UInt8(ascii: "a")...UInt8(ascii: "z"): digit = Int(byte - UInt8(ascii: "a")) + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte - UInt8(ascii: "0")) + 52
            case UInt8(ascii: "+"): digit = 62
            case UInt8(ascii: "/"): digit = 63
            default: return nil
            }
            value = value * 64 + digit
        }
        return value
    }
}
