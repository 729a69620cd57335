
/// Everything the Settings screen shows, as plain values.
public struct SettingsViewModel: Equatable, Sendable {
    public var title: String
    /// The interface language, the mouse and the theme, a line each.
    public var options: [String]
    public var rows: [DictionaryRowViewModel]
    public var selectedRow: Int?
    /// About the highlighted dictionary: description, license, file.
    public var details: [String]
    /// Files that could not be used, as FILE:LINE:COLUMN: message.
    public var problems: [String]
    public var emptyMessage: [String]
    public var status: StatusMessage?

    public init(title: String = "", options: [String] = [], rows: [DictionaryRowViewModel] = [], selectedRow: Int? = nil, details: [String] = [],
                problems: [String] = [], emptyMessage: [String] = [], status: StatusMessage? = nil) {
        self.title = title
        self.options = options
        self.rows = rows
        self.selectedRow = selectedRow
        self.details = details
        self.problems = problems
        self.emptyMessage = emptyMessage
        self.status = status
    }
}

public struct DictionaryRowViewModel: Equatable, Sendable {
    public var name: String
    public var languages: String
    public var size: String
    public var id: String
    public var isActive: Bool
    /// For a dictionary of a language pair shown under it: whether the pair searches it; nil
    /// for a pair.
    public var switchedOn: Bool?

    public init(name: String, languages: String, size: String, id: String, isActive: Bool, switchedOn: Bool? = nil) {
        self.switchedOn = switchedOn
        self.name = name
        self.languages = languages
        self.size = size
        self.id = id
        self.isActive = isActive
    }
}
