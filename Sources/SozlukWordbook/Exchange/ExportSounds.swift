import SozlukBase
import SozlukDictionary

/// The sounds of an Anki export (`--audio`): each word said by a `Speaking` (espeak-ng) as a
/// WAV, in a folder beside the export named after it (`words.txt` → `words.media/`), for the
/// notes' Audio field and for the user to copy into Anki's media folder.
public struct ExportSounds {
    private let speech: Speaking
    private let dictionaries: DictionaryRepository

    public init(speech: Speaking, dictionaries: DictionaryRepository) {
        self.speech = speech
        self.dictionaries = dictionaries
    }

    /// The most characters of a headword a file name keeps: the hash tells the rest apart.
    static let longestSlug = 40

    /// The media folder of an export written to `path`: beside it, named after it without
    /// its extension. Only a file has a beside: a device, a pipe or a descriptor (`-o
    /// /dev/stdout`) is refused before anything is said or written, so no folder is ever
    /// made in /dev or /proc.
    public static func folder(forExport path: String) throws(FileProblem) -> String {
        switch try FileSystem.writeTarget(of: path) {
        case .replace, .inPlace: break
        case .stream, .descriptor:
            throw FileProblem(path: path, saying: "is not a file: --audio puts the sounds in a folder beside the export")
        }
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        // A leading dot names a hidden file, not an extension.
        let stem = name.dropFirst().lastIndex(of: ".").map { name[..<$0] } ?? name
        return String(path[..<slash]) + stem + ".media"
    }

    /// A file name safe anywhere (Anki's media folder is shared by every deck): `sozluk-`, the
    /// headword folded to ASCII letters and digits joined by dashes, and a hash of the
    /// dictionary and the headword, so that words the slug makes alike (kır, kir; a word of
    /// another script, which has no slug) keep files of their own.
    public static func fileName(of word: WordReference) -> String {
        var slug = ""
        for scalar in Folding.fold(word.headword).unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                slug.unicodeScalars.append(scalar)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        slug = String(slug.prefix(longestSlug))
        while slug.hasSuffix("-") { slug.removeLast() }
        // FNV-1a over the UTF-8 of both, a NUL between: stable from run to run and machine
        // to machine, as Swift's own hashing is not.
        var hash: UInt32 = 2_166_136_261
        for byte in Array(word.dictionaryID.utf8) + [0] + Array(word.headword.utf8) {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return "sozluk-" + (slug.isEmpty ? "" : slug + "-") + String(repeating: "0", count: 8 - hex.count) + hex + ".wav"
    }

    /// Says each word in its dictionary's language and writes it into `folder`, each file
    /// through a temporary renamed over; returns the words with their `sound`. A word whose
    /// dictionary is not installed has no known language, and no sound. Throws the first
    /// `SpeechProblem` or `FileProblem`: espeak-ng missing fails at the first word, before
    /// anything is written.
    public func write(_ words: [ExportedWord], into folder: String) throws -> [ExportedWord] {
        var result: [ExportedWord] = []
        for var word in words {
            if let language = dictionaries.info(of: word.word.dictionaryID)?.sourceLanguage {
                let wave = try speech.wave(of: word.word.headword, language: language)
                let name = Self.fileName(of: word.word)
                try FileSystem.writeAtomically(wave, to: folder + "/" + name)
                word.sound = name
            }
            result.append(word)
        }
        return result
    }
}
