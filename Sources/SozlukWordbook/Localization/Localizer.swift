import SozlukBase
import SozlukDictionary

/// Puts the interface's words in the user's language.
///
/// The English text written in the code is the key (as gettext's message ids are); every
/// other language has one catalog file that maps each key to its translation (Turkish:
/// `TurkishText`). Arguments fill `{1}`, `{2}`... so a translation may put them in another
/// order. A test reads the sources for every text given to a localizer and fails when a
/// catalog lacks one, or keeps one nobody uses.
public struct Localizer: Sendable {
    public let language: InterfaceLanguage

    public init(_ language: InterfaceLanguage) {
        self.language = language
    }

    public static let english = Localizer(.english)

    /// The text in the language, its `{N}` filled with the arguments.
    public func callAsFunction(_ english: String, _ arguments: String...) -> String {
        self(english, arguments: arguments)
    }

    public func callAsFunction(_ english: String, arguments: [String]) -> String {
        let template = language == .turkish ? TurkishText.catalog[english] ?? english : english
        return Self.fill(template, arguments)
    }

    /// `{1}` is the first argument; see `TextTemplate`.
    public static func fill(_ template: String, _ arguments: [String]) -> String {
        TextTemplate.fill(template, arguments)
    }

    /// A whole number as the language groups its digits: 36,587 in English, 36.587 in Turkish.
    public func number(_ value: Int) -> String {
        let grouped = NumberText.grouped(value)
        return language == .turkish ? String(grouped.map { $0 == "," ? "." : $0 }) : grouped
    }

    /// A dictionary's size: its entries once read, until then its file's size.
    public func size(of info: DictionaryInfo) -> String {
        if info.entryCount > 0 || info.fileSize == 0 { return count(info.entryCount, one: "1 entry", many: "{1} entries") }
        let tenthsOfMB = (info.fileSize + 50_000) / 100_000
        return "\(number(tenthsOfMB / 10))\(language == .turkish ? "," : ".")\(tenthsOfMB % 10) MB"
    }

    /// A dictionary's name in the language: one named after its languages (`English →
    /// Turkish (Wiktionary)`, as every pair is) gets the languages' names in it
    /// (`İngilizce → Türkçe (Wiktionary)`); any other name is the dictionary's own.
    public func dictionaryName(_ name: String) -> String {
        guard language == .turkish, let arrow = name.firstIndex(of: "→") else { return name }
        let source = String(name[..<arrow].dropLast(1))
        let afterArrow = name[name.index(after: arrow)...].dropFirst(1)
        let target = String(afterArrow.prefix { $0 != " " })
        guard let turkishSource = LanguagePair.turkishName(ofEnglish: source),
              let turkishTarget = LanguagePair.turkishName(ofEnglish: target) else { return name }
        return turkishSource + " → " + turkishTarget + afterArrow.dropFirst(target.count)
    }

    /// `1 word` / `3 words`: `one` for exactly one, `many` with `{1}` for the rest.
    public func count(_ value: Int, one: String, many: String) -> String {
        value == 1 ? self(one) : self(many, number(value))
    }
}
