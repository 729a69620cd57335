/// Numbers as people read them in a status line: 36,595.
public enum NumberText {
    public static func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return number < 0 ? "-" + result : result
    }

    /// A dictionary's size: its entries once read, until then its file's size.
    public static func size(of info: DictionaryInfo) -> String {
        if info.entryCount > 0 || info.fileSize == 0 { return "\(grouped(info.entryCount)) entries" }
        let tenthsOfMB = (info.fileSize + 50_000) / 100_000
        return "\(tenthsOfMB / 10).\(tenthsOfMB % 10) MB"
    }
}
