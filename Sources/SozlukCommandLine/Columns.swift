import SozlukImport

/// Aligns rows of text in columns separated by two spaces.
@MainActor
enum Columns {
    static func format(_ rows: [[String]]) -> String {
        guard let count = rows.map(\.count).max() else { return "" }
        var widths = [Int](repeating: 0, count: count)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            row.enumerated().map { index, cell in
                index == row.count - 1 ? cell : cell + String(repeating: " ", count: widths[index] - cell.count)
            }.joined(separator: "  ") + "\n"
        }.joined()
    }
}
