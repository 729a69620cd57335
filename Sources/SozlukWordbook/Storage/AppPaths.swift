import SozlukBase

/// Where sozluk reads dictionaries and keeps the user's files, following the XDG base
/// directory rules.
public struct AppPaths: Equatable, Sendable {
    public var dictionaryFolders: [String]
    public var settingsFile: String
    public var favoritesFile: String
    /// The words looked up, beside the favorites.
    public var historyFile: String
    /// Flashcard progress, beside the favorites.
    public var reviewFile: String
    /// Where the browser writes exports (the home folder): a place the user finds them.
    public var exportFolder: String
    /// Where dictionary indexes are kept: rebuilt when missing, so safe to delete.
    public var indexFolder: String

    public init(dictionaryFolders: [String], settingsFile: String, favoritesFile: String, indexFolder: String) {
        self.dictionaryFolders = dictionaryFolders
        self.settingsFile = settingsFile
        self.favoritesFile = favoritesFile
        let data = FileSystem.parentDirectory(of: favoritesFile)
        historyFile = data + "/history.json"
        reviewFile = data + "/review.json"
        exportFolder = data
        self.indexFolder = indexFolder
    }

    /// - Parameters:
    ///   - environment: at least HOME; XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_CACHE_HOME and SOZLUK_DICTIONARIES when set.
    ///   - dictionaryFolders: `--dictionaries` folders; when given they replace every other source.
    ///   - bundledFolder: the dictionaries shipped with sozluk, if found.
    public static func resolve(environment: [String: String], dictionaryFolders: [String], bundledFolder: String?) -> AppPaths {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "/"
        func xdg(_ name: String, default fallback: String) -> String {
            // The spec says relative paths are invalid and must be ignored.
            guard let value = environment[name], value.hasPrefix("/") else { return home + "/" + fallback }
            return value
        }
        let config = xdg("XDG_CONFIG_HOME", default: ".config") + "/sozluk"
        let data = xdg("XDG_DATA_HOME", default: ".local/share") + "/sozluk"
        var folders = dictionaryFolders
        if folders.isEmpty, let fromEnvironment = environment["SOZLUK_DICTIONARIES"], !fromEnvironment.isEmpty {
            folders = fromEnvironment.split(separator: ":").map(String.init)
        }
        if folders.isEmpty {
            folders = [data + "/dictionaries"] + (bundledFolder.map { [$0] } ?? [])
        }
        var paths = AppPaths(dictionaryFolders: folders, settingsFile: config + "/settings.json", favoritesFile: data + "/favorites.json",
                             indexFolder: xdg("XDG_CACHE_HOME", default: ".cache") + "/sozluk")
        paths.exportFolder = home
        return paths
    }
}
