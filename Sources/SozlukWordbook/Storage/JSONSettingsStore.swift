import SozlukBase

/// Settings in a JSON file: `{"activeDictionary": "en-tr", "language": "tr", "mouse": false,
/// "switchedOff": ["tur-eng"], "theme": "light", "preview": false}` (all but `activeDictionary`
/// only when chosen). Keys this version does not
/// know are kept when it saves; a broken file is reported and never overwritten.
public final class JSONSettingsStore: SettingsStore {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    public func load() throws(FileProblem) -> Settings {
        try read().settings
    }

    public func save(_ settings: Settings) throws(FileProblem) {
        try FileLock.withLock(beside: path) { () throws(FileProblem) in
            var known: [(String, String)] = []
            if let id = settings.activeDictionaryID { known.append(("activeDictionary", JSONWriter.quote(id))) }
            if let language = settings.interfaceLanguage { known.append(("language", JSONWriter.quote(language.rawValue))) }
            if !settings.mouse { known.append(("mouse", "false")) }
            if !settings.switchedOffDictionaries.isEmpty {
                known.append(("switchedOff", "[" + settings.switchedOffDictionaries.map(JSONWriter.quote).joined(separator: ", ") + "]"))
            }
            if settings.theme != .standard { known.append(("theme", JSONWriter.quote(settings.theme.rawValue))) }
            if !settings.preview { known.append(("preview", "false")) }
            let members = known + (try read().otherMembers)
            // Nothing chosen (all back to the defaults): `{}`, not an object of a blank line.
            let text = members.isEmpty ? "{}\n" : "{\n" + members.map { "  " + JSONWriter.quote($0.0) + ": " + $0.1 }.joined(separator: ",\n") + "\n}\n"
            try FileSystem.writeAtomically(Array(text.utf8), to: path)
        }
    }

    private func read() throws(FileProblem) -> (settings: Settings, otherMembers: [(String, String)]) {
        guard FileSystem.exists(path) else { return (Settings(), []) }
        let bytes = try FileSystem.readFile(path)
        do {
            let reader = JSONReader(bytes: bytes)
            guard try reader.peekKind() == .object else { throw reader.error("expected a settings object ({\"activeDictionary\": ...})") }
            var settings = Settings()
            var others: [(String, String)] = []
            try reader.readObject { key in
                switch key {
                case "activeDictionary":
                    settings.activeDictionaryID = try reader.readOptional(reader.readString)
                case "language":
                    settings.interfaceLanguage = try Self.readChoice(reader, InterfaceLanguage.self, saying: "\"language\" is one of {1}")
                case "mouse":
                    settings.mouse = try reader.readBool()
                case "preview":
                    settings.preview = try reader.readBool()
                case "theme":
                    settings.theme = try Self.readChoice(reader, ThemeName.self, saying: "\"theme\" is one of {1}") ?? .standard
                case "switchedOff":
                    try reader.readArray { settings.switchedOffDictionaries.append(try reader.readString()) }
                default:
                    let start = reader.valueOffset()
                    try reader.skipValue()
                    others.append((key, String(decoding: bytes[start..<reader.offset], as: UTF8.self)))
                }
            }
            try reader.expectEnd()
            return (settings, others)
        } catch let error as JSONSyntaxError {
            throw error.problem(path: path, bytes: bytes).adding(" (the file is kept as it is; fix or move it to save settings)")
        } catch {
            throw FileProblem(path: path, message: "\(error)")
        }
    }

    /// One of a few names (null: none chosen); any other is an error that lists them.
    private static func readChoice<Choice: RawRepresentable & CaseIterable>(_ reader: JSONReader, _: Choice.Type, saying message: String) throws -> Choice?
    where Choice.RawValue == String {
        let at = reader.valueOffset()
        guard let name = try reader.readOptional(reader.readString) else { return nil }
        guard let choice = Choice(rawValue: name) else {
            throw reader.error(saying: message, Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "), at: at)
        }
        return choice
    }
}
