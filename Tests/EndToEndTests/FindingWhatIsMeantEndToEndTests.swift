import Foundation
import Testing
import TestSupport

/// Words typed as a Turkish reader would type them, in the real binary on the bundled
/// dictionaries: an inflected form, a Turkish word in English → Turkish, a misspelling.
@Suite(.serialized) final class FindingWhatIsMeantEndToEndTests {
    let terminals = BrowserSessions()

    func startBrowser() throws -> TmuxSession {
        try terminals.startOnSearchScreen()
    }

    @Test func anInflectedTurkishFormFindsItsHeadwordAndSaysHow() throws {
        let session = try startBrowser()
        try session.chooseDictionary("Turkish → English", with: "Down")
        try session.type("kitaplarımızdan")
        let screen = try session.waitFor("← kitap+lar+ımız+dan")
        #expect(screen.components(separatedBy: "\n")[2].hasPrefix("   kitap "), "the headword leads the first row")
        #expect(screen.contains("book"))
        try session.press("Enter")
        try session.waitFor("/kitˈap/")
    }

    @Test func aTurkishWordInEnglishToTurkishFindsTheEnglishForIt() throws {
        let session = try startBrowser()
        try session.waitFor("English → Turkish")
        try session.type("elma")
        let screen = try session.waitFor("translation: elma")
        #expect(screen.components(separatedBy: "\n")[2].hasPrefix("   apple "), "apple, translated as elma, comes first")
        try session.press("Enter")
        try session.waitFor("/ˈapəl/")
    }

    @Test func aMisspellingFindsTheIntendedWordFirst() throws {
        let session = try startBrowser()
        try session.type("recieve")
        let screen = try session.waitFor("almak")
        #expect(screen.components(separatedBy: "\n")[2].hasPrefix("   receive "))
    }

    @Test func aWordSpeltByEarAndATurkishWordWithTurkishLettersFindWhatIsMeant() throws {
        let session = try startBrowser()
        try session.waitFor("English → Turkish")
        try session.type("showvinism")
        let screen = try session.waitFor("şovenizm")
        #expect(screen.components(separatedBy: "\n")[2].hasPrefix("   chauvinism "), "three typos away, found by how it sounds")
        try session.press("C-u")
        try session.type("dün")
        let turkish = try session.waitFor("translation: dün")
        #expect(turkish.components(separatedBy: "\n")[2].hasPrefix("   yesterday "), "ü is no English letter: dün is Turkish, not dun")
    }
}
