import Foundation
@testable import SozlukBase
@testable import SozlukDictionary
@testable import SozlukWordbook
import TestSupport
import Testing

@Suite struct LocalizationTests {
    /// How the interface's texts are written in the code: given to a localizer (`text(...)`,
    /// `count(one:many:)`), or in the key tables, which the screens put in the language.
    static let patterns = [#"\btext\(\s*"((?:[^"\\]|\\.)*)""#, #"\bone: "((?:[^"\\]|\\.)*)""#, #"\bmany: "((?:[^"\\]|\\.)*)""#,
                           #"\bKeyRow\(\s*"((?:[^"\\]|\\.)*)""#, #"\bKeyBinding\(\s*"(?:[^"\\]|\\.)*",\s*"((?:[^"\\]|\\.)*)""#,
                           #"\bKeyTable<[^>]*>\(\s*"((?:[^"\\]|\\.)*)""#, #"\bUsageError\(\s*"((?:[^"\\]|\\.)*)""#,
                           #"\bsaying: "((?:[^"\\]|\\.)*)""#, #"\.adding\(\s*"((?:[^"\\]|\\.)*)""#, #"\bnotAList: "((?:[^"\\]|\\.)*)""#,
                           // A list screen's empty messages (`FilteredRows.emptyMessage`).
                           #"\b(?:unreadable|none|noneHint|noMatch): "((?:[^"\\]|\\.)*)""#]
    /// The problems of the user's own files (favorites, history, settings, imports): their
    /// messages are in the language too; those of a dictionary's format, for its author, are not.
    static let userFilePatterns = [#"\berror\(\s*"((?:[^"\\]|\\.)*)""#]
    static let userFileFolders = ["/Storage/", "/Exchange/"]
    /// Texts put in the language without being written as above: key labels that are words,
    /// and the related-word labels the article builder makes.
    static let others = ["Letters", "Space", "Synonyms", "See also"]

    static func textsOfTheCode() throws -> Set<String> {
        // And what Turkish endings mean, from their table (a word's page glosses them).
        var texts = Set(others).union(TurkishEndingGloss.all)
        let roots = ["SozlukBrowser", "SozlukBase", "SozlukDictionary", "SozlukWordbook", "SozlukCommandLine", "SozlukImport"].map { Fixtures.repositoryRoot + "/Sources/" + $0 }
        for root in roots {
            let files = FileManager.default.enumerator(atPath: root)!.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
            for file in files where !file.contains("TurkishText") {
                let source = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
                let folderPatterns = Self.userFileFolders.contains { file.contains($0.dropFirst()) } ? userFilePatterns : []
                for pattern in patterns + folderPatterns {
                    let regex = try NSRegularExpression(pattern: pattern)
                    for match in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                        // As Swift reads the literal: \" is a quote, \\ a backslash.
                        let literal = String(source[Range(match.range(at: 1), in: source)!])
                        texts.insert(literal.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\"))
                    }
                }
            }
        }
        return texts
    }

    @Test func everyTextOfTheInterfaceHasATurkishTranslationAndEveryTranslationIsUsed() throws {
        let texts = try Self.textsOfTheCode()
        #expect(texts.count > 150, "too few texts found to prove anything")
        let missing = texts.subtracting(TurkishText.catalog.keys).sorted()
        #expect(missing.isEmpty, "not in TurkishText: \(missing)")
        let unused = Set(TurkishText.catalog.keys).subtracting(texts).sorted()
        #expect(unused.isEmpty, "in TurkishText but not in the code: \(unused)")
        let interpolated = texts.filter { $0.contains("\\(") }.sorted()
        #expect(interpolated.isEmpty, "a text to translate cannot hold \\(...): use {1} \(interpolated)")
    }

    @Test func everyCommandHasItsHelpInTurkish() throws {
        let folder = Fixtures.repositoryRoot + "/Sources/SozlukCommandLine"
        var names: Set<String> = ["sozluk"]
        for file in try FileManager.default.contentsOfDirectory(atPath: folder) where file.hasSuffix("Command.swift") {
            let source = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            if let range = source.range(of: #"static let name = "([a-z]+)""#, options: .regularExpression) {
                names.insert(String(source[range].split(separator: "\"")[1]))
            }
        }
        #expect(names.count >= 8)
        #expect(Set(TurkishText.help.keys) == names)
    }

    @Test func translationsKeepEveryPlaceholder() {
        func placeholders(_ text: String) -> [String] {
            let regex = try! NSRegularExpression(pattern: #"\{\d+\}"#)
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).map { String(text[Range($0.range, in: text)!]) }.sorted()
        }
        for (english, turkish) in TurkishText.catalog {
            #expect(placeholders(english) == placeholders(turkish), "\(english) → \(turkish)")
        }
    }

    @Test func argumentsFillTheirPlacesInEitherOrder() {
        #expect(Localizer.english("No matches for “{1}” in {2}.", "kitap", "English → Turkish") == "No matches for “kitap” in English → Turkish.")
        #expect(Localizer(.turkish)("No matches for “{1}” in {2}.", "kitap", "English → Turkish") == "English → Turkish içinde “kitap” için sonuç yok.")
        #expect(Localizer.fill("{1} and {3} {x} {", ["a"]) == "a and {3} {x} {")
        #expect(Localizer(.turkish).number(1_234_567) == "1.234.567")
        #expect(Localizer.english.number(1_234_567) == "1,234,567")
        #expect(Localizer(.turkish).count(3, one: "1 word", many: "{1} words") == "3 sözcük")
        var big = DictionaryInfo(id: "d", name: "D", sourceLanguage: "de", targetLanguage: "en", path: "/d.json")
        big.fileSize = 148_600_000
        #expect(Localizer(.turkish).size(of: big) == "148,6 MB")
    }

    @Test func problemsOfTheUsersFilesAreSaidInTheLanguage() throws {
        let folder = TemporaryDirectory()
        let path = folder.write("favorites.json", "{}")
        let store = JSONFavoritesStore(path: path, clock: { 1_795_311_312 })
        do {
            _ = try store.favorites()
            Issue.record("expected the broken file to be reported")
        } catch {
            #expect(error.localized(Localizer(.turkish))
                    == "\(path):1:1: favori listesi bekleniyordu; dosya \(path).broken-2026-11-22T013512Z olarak kenara alındı ve yeni bir liste başlatıldı")
            #expect(error.localized(.english) == error.description)
        }
        let folderAsFile = FileProblem(path: "/etc", saying: "is a folder, not a file")
        #expect(folderAsFile.localized(Localizer(.turkish)) == "/etc: bir klasör, dosya değil")
        let formatDetail = FileProblem(path: "d.json", line: 3, column: 14, message: "the headword is empty")
        #expect(formatDetail.localized(Localizer(.turkish)) == "d.json:3:14: the headword is empty", "a dictionary's format, for its author, stays English")
    }

    @Test func theLocaleChoosesTheLanguage() {
        #expect(InterfaceLanguage.fromLocale(["LANG": "tr_TR.UTF-8"]) == .turkish)
        #expect(InterfaceLanguage.fromLocale(["LANG": "tr_TR.UTF-8", "LC_MESSAGES": "en_US.UTF-8"]) == .english)
        #expect(InterfaceLanguage.fromLocale(["LC_ALL": "tr_TR", "LANG": "de_DE.UTF-8"]) == .turkish)
        #expect(InterfaceLanguage.fromLocale(["LC_ALL": "", "LANG": "tr"]) == .turkish)
        #expect(InterfaceLanguage.fromLocale(["LANG": "C.UTF-8"]) == .english)
        #expect(InterfaceLanguage.fromLocale([:]) == .english)
    }
}

@Suite struct DictionaryNameTests {
    @Test func aDictionaryNamedAfterItsLanguagesIsNamedInTheInterfacesLanguage() {
        let turkish = Localizer(.turkish)
        #expect(turkish.dictionaryName("English → Turkish") == "İngilizce → Türkçe")
        #expect(turkish.dictionaryName("Turkish → English (Wiktionary)") == "Türkçe → İngilizce (Wiktionary)")
        #expect(turkish.dictionaryName(LanguagePair.name(from: "deu", to: "eng")) == "Almanca → İngilizce", "any dictionary, from its codes")
        #expect(turkish.dictionaryName("WordNet") == "WordNet", "a name of its own stays")
        #expect(turkish.dictionaryName("Klingon → English") == "Klingon → English", "a language without a Turkish name: the name as it is")
        #expect(Localizer.english.dictionaryName("English → Turkish") == "English → Turkish")
    }
}
