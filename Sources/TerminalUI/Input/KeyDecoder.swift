/// What the terminal backend reads before decoding: either a Unicode scalar typed
/// (or part of an escape sequence), or a key the terminal library already recognised.
public enum RawInput: Equatable, Sendable {
    case scalar(UInt32)
    case key(Key)
}

/// Turns a batch of raw input into keys.
///
/// The backend drains everything readable in one go, so an escape sequence arrives in
/// one batch while a lone Esc arrives alone; that is how Esc is told apart from the
/// sequences terminals send for keys terminfo does not describe (tmux's `ESC[1~` Home).
///
/// Pasted text comes between `ESC[200~` and `ESC[201~` (bracketed paste, which the
/// terminal backend turns on): it is all characters, line breaks and tabs included as
/// spaces, so pasting "word\n" types the word instead of pressing Enter. A paste may span
/// several batches, hence the state. After its characters comes `.pasted` with the whole
/// paste as it was (up to `longestPaste` characters), line breaks kept.
public struct KeyDecoder: Sendable {
    private var isPasting = false
    private var paste = ""
    /// The scalars in `paste`, counted as they come: counting the string for each would make a
    /// long paste take time by the square of its length.
    private var pasteLength = 0
    /// The scalars of the paste under way, kept or not.
    private var pasteScalars = 0
    /// How many of a paste's scalars also arrive as typed characters: many times what a line
    /// of the screen holds (the search line takes 256, and says when a paste was longer).
    /// Past them the paste is kept, not typed: a paste of megabytes typed character by
    /// character held the screen for seconds.
    public static let mostTypedOfAPaste = 4096
    private var afterCarriageReturn = false
    /// What `.pasted` carries at most: a long article, not a book.
    public static let longestPaste = 1_000_000

    public init() {}

    public mutating func decode(_ input: [RawInput]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        while index < input.count {
            if isPasting {
                if Self.matches(input, at: index, "\u{1B}[201~") {
                    isPasting = false
                    index += 6
                    keys.append(.pasted(paste))
                    paste = ""
                    (pasteLength, pasteScalars) = (0, 0)
                    continue
                }
                if case .scalar(let value) = input[index], let scalar = Unicode.Scalar(value) {
                    let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
                    if pasteScalars < Self.mostTypedOfAPaste { keys.append(.character(isControl ? " " : Character(scalar))) }
                    pasteScalars += 1
                    // Line breaks stay line breaks in the paste kept whole (a terminal sends
                    // CR for them, a file may have CR LF: one break); other controls go.
                    let isBreak = value == 0x0A || value == 0x0D
                    let endsCRLF = value == 0x0A && afterCarriageReturn
                    afterCarriageReturn = value == 0x0D
                    if pasteLength < Self.longestPaste, !endsCRLF, !isControl || isBreak || value == 0x09 {
                        paste.unicodeScalars.append(isBreak ? "\n" : scalar)
                        pasteLength += 1
                    }
                }
                index += 1
                continue
            }
            if Self.matches(input, at: index, "\u{1B}[200~") {
                isPasting = true
                index += 6
                continue
            }
            switch input[index] {
            case .key(let key):
                keys.append(key)
                index += 1
            case .scalar(0x1B):
                let (key, consumed) = decodeEscape(input, from: index)
                keys.append(key)
                index += consumed
            case .scalar(let value):
                if let key = Self.decodeScalar(value) { keys.append(key) }
                index += 1
            }
        }
        return keys
    }

    private static func matches(_ input: [RawInput], at index: Int, _ sequence: String) -> Bool {
        let scalars = Array(sequence.unicodeScalars)
        guard index + scalars.count <= input.count else { return false }
        return scalars.indices.allSatisfy { input[index + $0] == .scalar(scalars[$0].value) }
    }

    static func decodeScalar(_ value: UInt32) -> Key? {
        switch value {
        case 0x09: return .tab
        case 0x0A, 0x0D: return .enter
        case 0x08, 0x7F: return .backspace
        case 0x01...0x1A:
            return .control(Character(Unicode.Scalar(value + 0x60)!))
        case 0x00...0x1F, 0x80...0x9F:
            return nil
        default:
            guard let scalar = Unicode.Scalar(value) else { return nil }
            return .character(Character(scalar))
        }
    }

    /// Decodes what follows an Esc at `start`; returns the key and how many inputs it used.
    private func decodeEscape(_ input: [RawInput], from start: Int) -> (Key, Int) {
        // Alt-Backspace where curses has read the DEL as its Backspace key already.
        if start + 1 < input.count, case .key(.backspace) = input[start + 1] { return (.alt("\u{7F}"), 2) }
        guard start + 1 < input.count, case .scalar(let next) = input[start + 1] else {
            return (.escape, 1)
        }
        switch next {
        case 0x5B: // '['
            return decodeCSI(input, from: start + 2).map { ($0.0, $0.1 + 2) } ?? (.escape, 1)
        case 0x4F: // 'O'
            if start + 2 < input.count, case .scalar(let final) = input[start + 2],
               let key = Self.ss3Keys[final] {
                return (key, 3)
            }
            return (.alt("O"), 2)
        case 0x1B:
            return (.escape, 1)
        case 0x7F, 0x08:
            // Alt-Backspace: Esc then DEL (or BS) in one read, as Alt-letter is Esc then the letter.
            return (.alt("\u{7F}"), 2)
        default:
            guard let key = Self.decodeScalar(next) else { return (.escape, 1) }
            if case .character(let c) = key { return (.alt(c), 2) }
            return (.escape, 1)
        }
    }

    /// Parses `params final` after `ESC [`; returns nil when the sequence is incomplete.
    private func decodeCSI(_ input: [RawInput], from start: Int) -> (Key, Int)? {
        var params = ""
        var index = start
        while index < input.count, case .scalar(let value) = input[index] {
            index += 1
            if (0x30...0x3F).contains(value) {
                params.unicodeScalars.append(Unicode.Scalar(value)!)
                continue
            }
            guard (0x40...0x7E).contains(value) else { return nil }
            let consumed = index - start
            let numbers = params.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
            let first = numbers.first ?? 0
            let key = value == 0x7E ? Self.tildeKeys[first] : Self.csiKeys[value] // '~' ends a numbered key
            // A second number is the modifiers, plus one: 2 is Shift (ESC [1;2A is Shift-Up).
            if numbers.count > 1, numbers[1] == 2, let key, let shifted = Self.shiftedKeys[key] { return (shifted, consumed) }
            return (key ?? .escape, consumed)
        }
        return nil
    }

    private static let csiKeys: [UInt32: Key] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left,
        0x48: .home, 0x46: .end, 0x5A: .backTab,
        0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4),
    ]

    private static let shiftedKeys: [Key: Key] = [
        .up: .shiftUp, .down: .shiftDown, .pageUp: .shiftPageUp, .pageDown: .shiftPageDown,
    ]

    private static let ss3Keys: [UInt32: Key] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left,
        0x48: .home, 0x46: .end, 0x4D: .enter,
        0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4),
    ]

    private static let tildeKeys: [Int: Key] = [
        1: .home, 7: .home, 4: .end, 8: .end,
        2: .insert, 3: .delete, 5: .pageUp, 6: .pageDown,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]
}
