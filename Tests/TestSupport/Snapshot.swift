import Foundation
import Testing
import TerminalUI

/// Golden screens: a View painted on the in-memory terminal is compared with a text file
/// in the repository, its characters, then the style of every cell, then the cursor.
/// `SOZLUK_RECORD=1 swift test` writes the files anew; review them with `git diff`.
public enum Snapshot {
    /// One letter per style, so a change of colour or emphasis shows in the diff.
    static let styleLetters: [Style: Character] = [
        .normal: ".", .title: "T", .heading: "H", .selected: "S", .dim: "d", .match: "M",
        .star: "*", .error: "E", .statusBar: "b", .keyHint: "K", .input: "I",
    ]

    public static func text(of grid: CellGrid) -> String {
        var styles: [String] = []
        for row in 0..<grid.rows {
            var line = ""
            for column in 0..<grid.columns where !grid[row, column].isContinuation {
                line.append(styleLetters[grid[row, column].style] ?? "?")
            }
            styles.append(line)
        }
        let cursor = grid.cursor.map { "cursor: row \($0.row), column \($0.column)" } ?? "cursor: hidden"
        return grid.text + "\n--- styles\n" + styles.joined(separator: "\n") + "\n--- " + cursor + "\n"
    }

    /// Compares with `folder/NAME.txt`, or writes it in record mode. Fails, never skips,
    /// when the file is missing.
    public static func check(_ grid: CellGrid, named name: String, in folder: String,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        try checkText(text(of: grid), named: name, in: folder, sourceLocation: sourceLocation)
    }

    /// Compares any text with `folder/NAME.txt` the same way.
    public static func checkText(_ actual: String, named name: String, in folder: String,
                                 sourceLocation: SourceLocation = #_sourceLocation) throws {
        let path = folder + "/" + name + ".txt"
        if Recording.isOn {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try actual.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
            Issue.record("no snapshot at \(path); SOZLUK_RECORD=1 swift test writes it", sourceLocation: sourceLocation)
            return
        }
        #expect(actual == expected, "the screen differs from \(path); if the change is wanted, SOZLUK_RECORD=1 swift test writes it anew",
                sourceLocation: sourceLocation)
    }
}
