import Foundation
import SozlukDictionary

/// Paths into the repository for tests: fixtures, the bundled dictionaries, the built binary.
public enum Fixtures {
    public static let repositoryRoot: String = {
        var path = "\(#filePath)" // Tests/TestSupport/Fixtures.swift
        for _ in 0..<3 { path = (path as NSString).deletingLastPathComponent }
        return path
    }()

    public static var folder: String { repositoryRoot + "/Tests/Fixtures" }
    public static var bundledDictionaries: String { repositoryRoot + "/Resources/dictionaries" }

    /// A small dictionary in the sozluk format, for tests of search and screens.
    public static func dictionaryJSON(id: String = "test-en", name: String = "Test English", source: String = "en",
                                      target: String = "tr", entries: [(String, String)]) -> String {
        let file = DictionaryFile(
            info: DictionaryInfo(id: id, name: name, sourceLanguage: source, targetLanguage: target),
            entries: entries.map { DictionaryEntry(headword: $0.0, senses: [Sense(definition: $0.1)]) })
        return DictionaryFileEncoder().encode(file)
    }
}
