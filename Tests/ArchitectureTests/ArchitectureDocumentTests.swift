import Foundation
import Testing
import TestSupport

/// docs/architecture.md's table of targets says what Package.swift says: every target of the
/// product, and what each one depends on. A target added, or an arrow, fails here until the
/// page says so too.
@Suite struct ArchitectureDocumentTests {
    /// Each target of the product (not the tests) with the targets it depends on.
    static func packageTargets() throws -> [String: Set<String>] {
        try allTargets(kinds: [".target(", ".executableTarget(", ".systemLibrary("]).filter { $0.key != "TestSupport" }
    }

    /// Every target of the given kinds in Package.swift with the targets it depends on.
    static func allTargets(kinds: [String]) throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: Fixtures.repositoryRoot + "/Package.swift", encoding: .utf8)
        var targets: [String: Set<String>] = [:]
        for kind in kinds {
            for chunk in text.components(separatedBy: kind).dropFirst() {
                let block = chunk.components(separatedBy: "\n        .").first ?? chunk
                guard let name = quoted(after: "name:", in: block) else { continue }
                var dependencies: Set<String> = []
                if let list = block.components(separatedBy: "dependencies: [").dropFirst().first?.components(separatedBy: "]").first {
                    dependencies = Set(list.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
                }
                targets[name] = dependencies
            }
        }
        return targets
    }

    /// The table's rows: the targets each row names (in backticks) and those of its last column.
    static func documentedTargets() throws -> [String: Set<String>] {
        let text = try String(contentsOfFile: Fixtures.repositoryRoot + "/docs/architecture.md", encoding: .utf8)
        var targets: [String: Set<String>] = [:]
        for line in text.components(separatedBy: "\n") where line.hasPrefix("| `") {
            let cells = line.components(separatedBy: "|").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            guard cells.count == 3 else { continue }
            for name in backticked(cells[0]) { targets[name] = Set(backticked(cells[2])) }
        }
        return targets
    }

    @Test func theTableOfTargetsIsPackageSwiftsOwn() throws {
        let package = try Self.packageTargets()
        let documented = try Self.documentedTargets()
        #expect(package.count >= 10, "too few targets read from Package.swift to prove anything")
        #expect(Set(documented.keys) == Set(package.keys), "targets missing from, or gone from, docs/architecture.md")
        for (name, dependencies) in package.sorted(by: { $0.key < $1.key }) {
            #expect(documented[name] == dependencies, "docs/architecture.md says \(name) depends on \(documented[name].map { $0.sorted() } ?? []), Package.swift \(dependencies.sorted())")
        }
    }

    private static func quoted(after label: String, in text: String) -> String? {
        guard let rest = text.components(separatedBy: label).dropFirst().first else { return nil }
        let parts = rest.components(separatedBy: "\"")
        return parts.count > 1 ? parts[1] : nil
    }

    private static func backticked(_ text: String) -> [String] {
        text.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    }
}
