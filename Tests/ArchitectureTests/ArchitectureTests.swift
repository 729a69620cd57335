import Foundation
import TestSupport
import Testing

/// The rules of docs/architecture.md that the targets alone cannot hold: the order of the
/// folders inside the core, and no terminal code in the parts of a module that decide.
@Suite struct ArchitectureTests {
    /// The core's targets and, in each, its folders, lowest first: a folder may use what the
    /// folders before it declare, never what a later one does. (Between targets the compiler
    /// holds the order: Package.swift gives no target an arrow upwards.)
    static let coreLayers: [(target: String, folders: [String])] = [
        ("SozlukBase", ["Concurrency", "Text", "Files", "JSON"]),
        ("SozlukDictionary", ["Entities", "Morphology", "Format", "Article", "Index", "Search", "Repository", "Service"]),
        ("SozlukWordbook", ["Entities", "Localization", "Review", "Storage", "Exchange"]),
    ]

    @Test(arguments: coreLayers.map(\.target))
    func coreFoldersOnlyUseTheFoldersBelowThem(_ target: String) throws {
        let layers = try #require(Self.coreLayers.first { $0.target == target }).folders
        let root = Fixtures.repositoryRoot + "/Sources/" + target
        let folders = try FileManager.default.contentsOfDirectory(atPath: root).sorted()
        #expect(folders == layers.sorted(), "a folder of \(target) is missing from the layer list, or gone")
        var declaredIn: [String: String] = [:]
        var sources: [(folder: String, file: String, text: String)] = []
        for folder in layers {
            for file in try swiftFiles(in: root + "/" + folder) {
                let text = Self.withoutComments(try String(contentsOfFile: file, encoding: .utf8))
                sources.append((folder, file, text))
                for name in Self.topLevelDeclarations(in: text) { declaredIn[name] = folder }
            }
        }
        #expect(declaredIn.count > 20, "too few declarations found to prove anything")
        var violations: [String] = []
        for source in sources {
            let layer = layers.firstIndex(of: source.folder)!
            for name in Set(Self.identifiers(in: source.text)) {
                guard let folder = declaredIn[name], let used = layers.firstIndex(of: folder), used > layer else { continue }
                violations.append("\(source.file.dropFirst(root.count + 1)) (\(source.folder)) uses \(name) from \(folder)")
            }
        }
        #expect(violations.isEmpty, "\(violations.sorted().joined(separator: "\n"))")
    }

    @Test func theDecidingPartsOfAModuleSeeNoTerminal() throws {
        // The modules' own, and those the list screens share (Components/FilteredListPresenter).
        let files = try swiftFiles(in: Fixtures.repositoryRoot + "/Sources/SozlukBrowser/Modules")
            + swiftFiles(in: Fixtures.repositoryRoot + "/Sources/SozlukBrowser/Components")
        let deciding = files.filter(Self.isDecidingPart)
        #expect(deciding.count >= 20, "five modules each have a Contract, Presenter, Interactor and Router")
        #expect(deciding.contains { $0.hasSuffix("/FilteredListPresenter.swift") })
        for file in deciding {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(!text.contains("import TerminalUI"), "\(file) imports the terminal layer")
            #expect(!text.contains("import CNcursesw"), "\(file) imports ncurses")
        }
    }

    /// Nor indirectly: no deciding part names a type declared beside terminal code (in a
    /// file of the browser that imports TerminalUI), such as a key binding carrying a `Key`.
    @Test func theDecidingPartsOfAModuleNameNoTypeOfTheTerminalSide() throws {
        let browser = try swiftFiles(in: Fixtures.repositoryRoot + "/Sources/SozlukBrowser")
        var terminalSide: Set<String> = []
        for file in browser {
            let text = try String(contentsOfFile: file, encoding: .utf8)
            guard text.contains("import TerminalUI") else { continue }
            for line in text.split(separator: "\n") {
                let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
                for (index, word) in words.enumerated().dropLast() where ["struct", "class", "enum", "protocol", "typealias"].contains(word) {
                    terminalSide.insert(String(words[index + 1]))
                }
            }
        }
        #expect(terminalSide.contains("KeyBinding"), "the scan finds the terminal side's types")
        let deciding = browser.filter { file in
            (file.contains("/Modules/") || file.contains("/Components/")) && Self.isDecidingPart(file)
        }
        for file in deciding {
            let words = Set(try String(contentsOfFile: file, encoding: .utf8).split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init))
            #expect(words.isDisjoint(with: terminalSide), "\(file) names \(words.intersection(terminalSide).sorted()), declared beside terminal code")
        }
    }

    /// A test target's folders are its layer's: each suite sits in the folder of the sources
    /// it tests, so a reader finds one from the other.
    @Test func testFoldersMirrorSourceFolders() throws {
        let layers = Self.coreLayers.map { ($0.target + "Tests", $0.target) } + [("SozlukBrowserTests", "SozlukBrowser"), ("TerminalUITests", "TerminalUI")]
        for (tests, sources) in layers {
            func folders(_ path: String) throws -> Set<String> {
                Set(try FileManager.default.contentsOfDirectory(atPath: path).filter { name in
                    var isFolder: ObjCBool = false
                    return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder) && isFolder.boolValue
                })
            }
            let testFolders = try folders(Fixtures.repositoryRoot + "/Tests/" + tests)
            let sourceFolders = try folders(Fixtures.repositoryRoot + "/Sources/" + sources)
            #expect(!testFolders.isEmpty)
            #expect(testFolders.isSubset(of: sourceFolders), "\(tests) has folders no source has: \(testFolders.subtracting(sourceFolders).sorted())")
        }
    }

    /// A debug build finds every module the package has built, so a file may import a target
    /// its own does not depend on and still compile there, until a release build refuses it:
    /// every import of one of the package's targets is one of the importing target's arrows.
    @Test func everyImportOfATargetIsOneOfItsDependencies() throws {
        let targets = try ArchitectureDocumentTests.allTargets(kinds: [".target(", ".executableTarget(", ".testTarget(", ".systemLibrary("])
        #expect(targets.count >= 20, "too few targets read from Package.swift to prove anything")
        var violations: [String] = []
        var importsSeen = 0
        for (target, dependencies) in targets {
            let root = Fixtures.repositoryRoot + (target == "TestSupport" || target.hasSuffix("Tests") ? "/Tests/" : "/Sources/") + target
            guard FileManager.default.fileExists(atPath: root) else { continue }
            for file in try swiftFiles(in: root) {
                for line in try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n") {
                    guard let module = Self.importedModule(line), targets[module] != nil else { continue }
                    importsSeen += 1
                    if !dependencies.contains(module) {
                        violations.append("\(file.dropFirst(Fixtures.repositoryRoot.count + 1)) imports \(module), which \(target) does not depend on")
                    }
                }
            }
        }
        #expect(importsSeen > 300, "too few imports read to prove anything")
        #expect(violations.isEmpty, "\(violations.sorted().joined(separator: "\n"))")
    }

    /// A Contract, Presenter, Interactor, Router or view model: a part that decides.
    static func isDecidingPart(_ file: String) -> Bool {
        ["Contract", "Presenter", "Interactor", "Router", "ViewModel"].contains { file.hasSuffix($0 + ".swift") }
    }

    /// The module an `import` line brings in (`import X`, `@testable import X`, `import struct
    /// X.Y`, indented or not); nil for any other line.
    static func importedModule(_ line: Substring) -> String? {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard let index = words.firstIndex(of: "import"), words[..<index].allSatisfy({ $0.hasPrefix("@") }), index + 1 < words.count else { return nil }
        let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "let", "var"]
        let name = kinds.contains(words[index + 1]) && index + 2 < words.count ? words[index + 2] : words[index + 1]
        return String(name.split(separator: ".").first ?? name)
    }

    @Test func importLinesAreReadWhateverTheirForm() {
        #expect(Self.importedModule("import SozlukBase") == "SozlukBase")
        #expect(Self.importedModule("\t@testable import SozlukDictionary") == "SozlukDictionary")
        #expect(Self.importedModule("import struct SozlukBase.Lock") == "SozlukBase")
        #expect(Self.importedModule("@_spi(X) @testable import SozlukWordbook") == "SozlukWordbook")
        #expect(Self.importedModule("// import SozlukWordbook") == nil)
        #expect(Self.importedModule("let x = 1 // import here") == nil)
    }

    @Test func onlyTheTerminalLayerImportsNcurses() throws {
        let sources = try swiftFiles(in: Fixtures.repositoryRoot + "/Sources")
        let importers = try sources.filter { try String(contentsOfFile: $0, encoding: .utf8).contains("import CNcursesw") }
        #expect(!importers.isEmpty)
        #expect(importers.allSatisfy { $0.contains("/Sources/TerminalUI/") }, "\(importers)")
    }

    /// The release binary links the Swift runtime statically, and Foundation's locale code
    /// then needs ICU at link time: the product's own code stays on Glibc and Dispatch.
    @Test func theProductUsesNoFoundation() throws {
        let sources = try swiftFiles(in: Fixtures.repositoryRoot + "/Sources")
        #expect(sources.count > 50)
        let importers = try sources.filter { try String(contentsOfFile: $0, encoding: .utf8).contains("import Foundation") }
        #expect(importers.isEmpty, "\(importers)")
    }

    private func swiftFiles(in folder: String) throws -> [String] {
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    /// Names of types and functions declared at the top of a file (not nested ones, whose
    /// short names would be mistaken for others).
    static func topLevelDeclarations(in text: String) -> [String] {
        let keywords: Set<Substring> = ["struct", "enum", "class", "protocol", "actor", "typealias", "func"]
        return text.split(separator: "\n").compactMap { line in
            guard let first = line.first, first != " " else { return nil }
            let words = line.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" })
            guard let index = words.firstIndex(where: { keywords.contains($0) }), index + 1 < words.count,
                  !words[..<index].contains("extension") else { return nil }
            return String(words[index + 1])
        }
    }

    static func identifiers(in text: String) -> [String] {
        text.split(whereSeparator: { !$0.isLetter && !$0.isNumber && $0 != "_" }).map(String.init)
    }

    /// The code alone: `//` comments and the insides of string literals, which may name
    /// anything, are left out.
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var code = ""
            var inString = false
            var previous: Character = " "
            for character in line {
                if character == "\"" && previous != "\\" { inString.toggle() }
                if !inString && character == "/" && previous == "/" {
                    code.removeLast()
                    break
                }
                if !inString { code.append(character) }
                previous = character
            }
            return code
        }.joined(separator: "\n")
    }
}
