import Testing
@testable import SozlukCommandLine

/// Arguments as people type them: options before or after the words, values after a space or
/// an `=`, `--` before a word that starts with a dash, and a clear error for each mistake.
@Suite struct ArgumentListTests {
    func all(_ arguments: [String]) throws -> [Argument] {
        var list = ArgumentList(arguments)
        var result: [Argument] = []
        while let next = try list.next() { result.append(next) }
        return result
    }

    @Test func optionsAndOperandsAreToldApartAndDashDashEndsTheOptions() throws {
        #expect(try all(["lookup", "-d", "eng-tur", "house"]) == [.operand("lookup"), .option("-d"), .operand("eng-tur"), .operand("house")])
        #expect(try all(["lookup", "--", "-ly", "--json"]) == [.operand("lookup"), .operand("-ly"), .operand("--json")])
        #expect(try all(["import", "-"]) == [.operand("import"), .operand("-")], "- alone is standard input, an operand")
    }

    @Test func flagsAndValuedOptionsAreTakenOutWhereverTheyStand() throws {
        var list = ArgumentList(["search", "--limit=5", "ter", "--json", "--dictionaries", "/d"])
        let taken = try list.takeOut(flags: ["--json"], withValues: ["--limit", "--dictionaries"])
        #expect(taken.map(\.option) == ["--limit", "--json", "--dictionaries"])
        #expect(taken.map(\.value) == ["5", nil, "/d"])
        #expect(try list.next() == .operand("search"))
        #expect(try list.next() == .operand("ter"))
        #expect(try list.next() == nil)
    }

    @Test func eachMistakeSaysWhatIsWrong() {
        var missing = ArgumentList(["search", "--limit"])
        #expect(throws: UsageError("{1} needs a value", "--limit")) { _ = try missing.takeOut(flags: [], withValues: ["--limit"]) }
        var given = ArgumentList(["--json=yes"])
        #expect(throws: UsageError("{1} takes no value, but was given '{2}'", "--json", "yes")) { _ = try given.takeOut(flags: ["--json"], withValues: []) }
        var slot: String? = "house"
        #expect(throws: UsageError("unexpected argument '{1}'", "home")) { try ArgumentList.take("home", into: &slot) }
    }

    /// `--limit -1` is a value the option refuses with its own words, not "needs a value".
    @Test func aNegativeNumberIsAValue() throws {
        var list = ArgumentList(["--limit", "-1"])
        _ = try list.next()
        #expect(try list.value(for: "--limit") == "-1")
    }
}
