import Foundation
import SozlukBase
import TestSupport
import Testing

/// The command line against hostile data and the ways people type options.
@Suite struct CommandLineHardeningTests {
    let home = TemporaryDirectory()
    let dictionaries = TemporaryDirectory()

    @discardableResult
    func run(_ arguments: String...) throws -> (status: Int32, output: String) {
        try Subprocess.run(["env", "-u", "XDG_DATA_HOME", "-u", "XDG_CONFIG_HOME", "-u", "XDG_CACHE_HOME", "-u", "SOZLUK_DICTIONARIES",
                            "HOME=\(home.path)", BuiltProducts.sozluk] + arguments)
    }

    /// Terminal controls that a file could carry: clear screen, an OSC title, a C1 CSI, BEL,
    /// a right-to-left override.
    static let hostile = "\u{1B}[2J\u{1B}]0;pwned\u{07}\u{9B}31m\u{202E}"

    /// No raw control character reaches the output; the visible form is there instead.
    func expectNoRawControls(_ output: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let raw = output.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
        #expect(raw.isEmpty, "raw controls \(raw.map { String($0.value, radix: 16) }) in: \(output)", sourceLocation: sourceLocation)
    }

    @Test func valuesFromDictionariesFileNamesAndArgumentsAreShownNeverObeyed() throws {
        // A name and a headword full of controls, a file named with them, a bad format and a
        // bad id quoting them, a see-also warning, a favorites file with a hostile id.
        dictionaries.write("good.json", Fixtures.dictionaryJSON(id: "good", name: "Good \(Self.hostile)",
                                                                entries: [("kitap\(Self.hostile)", "book \(Self.hostile)"), ("kalem", "pen")]))
        dictionaries.write("\(Self.hostile).json", "{\"format\": \"x\\u001b[2J\", \"version\": 1}")
        dictionaries.write("bad-id.json", Fixtures.dictionaryJSON(id: "good", name: "x", entries: [("a", "b")])
            .replacingOccurrences(of: "\"id\": \"good\"", with: "\"id\": \"\\u001b]0;t\\u0007\""))
        home.write(".local/share/sozluk/favorites.json", "[{\"dictionary\": \"\\u001b[2J\", \"headword\": \"\\u009b1m\", \"added\": \"2026-01-01T00:00:00Z\"}]")
        let folder = dictionaries.path
        let outputs = [
            try run("--dictionaries", folder, "list"),
            try run("--dictionaries", folder, "lookup", "kitap\(Self.hostile)", "-d", "good"),
            try run("--dictionaries", folder, "lookup", "nothing\(Self.hostile)", "-d", "good"),
            try run("--dictionaries", folder, "search", "kit", "-d", "good"),
            try run("--dictionaries", folder, "check", folder + "/\(Self.hostile).json", folder + "/bad-id.json", folder + "/good.json"),
            try run("--dictionaries", folder, "favorites"),
            try run("--dictionaries", folder, "lookup", "kalem", "-d", "no\(Self.hostile)"),
            try run("--dictionaries", folder, "lookup", "--\(Self.hostile)"),
            try run("import", "tsv", folder + "/missing\(Self.hostile).tsv", "-o", folder + "/o.json", "--id", "o", "--name", "O", "--source", "tr", "--target", "en"),
        ]
        for (index, result) in outputs.enumerated() {
            expectNoRawControls(result.output)
            #expect(!result.output.isEmpty, "command \(index) said something")
        }
        #expect(outputs[0].output.contains(#"Good \e[2J\e]0;pwned\u{7}\u{9B}31m\u{202E}"#))
        #expect(outputs[1].output.contains(#"kitap\e[2J"#))
        #expect(outputs[4].output.contains(#"/\e[2J\e]0;pwned\u{7}\u{9B}31m\u{202E}.json:1:12: "format" is "x\e[2J""#), "the file name and the value, made visible")
        #expect(outputs[5].output.contains(#"\e[2J"#) && outputs[5].output.contains(#"\u{9B}1m"#))
        #expect(outputs[6].output.contains(#"no\e[2J"#), "the -d value in the usage error")
    }

    @Test func jsonOutputStaysValidJSONWithEveryControlEscaped() throws {
        dictionaries.write("good.json", Fixtures.dictionaryJSON(id: "good", name: "Good \(Self.hostile)",
                                                                entries: [("kitap\(Self.hostile)", "book \(Self.hostile)")]))
        for arguments in [["list", "--json"], ["lookup", "kitap\(Self.hostile)", "--json"], ["search", "kit", "--json"], ["favorites", "--json"]] {
            let result = try Subprocess.run(["env", "HOME=\(home.path)", BuiltProducts.sozluk, "--dictionaries", dictionaries.path] + arguments)
            expectNoRawControls(result.output)
            let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8))
            #expect(!"\(parsed)".isEmpty, "\(arguments)")
        }
        let lookup = try run("--dictionaries", dictionaries.path, "lookup", "kitap\(Self.hostile)", "--json").output
        #expect(lookup.contains(#"kitap\u001b[2J\u001b]0;pwned\u0007\u009b31m\u202e"#))
    }

    @Test func globalOptionsWorkBeforeOrAfterTheCommand() throws {
        dictionaries.write("words.json", Fixtures.dictionaryJSON(id: "words", name: "Words", entries: [("terra", "earth"), ("term", "word"), ("-ly", "a suffix")]))
        let after = try run("lookup", "term", "--dictionaries", dictionaries.path)
        #expect(after.status == 0)
        #expect(after.output == "term\n  word\n")
        let mixed = try run("search", "ter", "--limit", "1", "--dictionaries", dictionaries.path)
        #expect(mixed.output == "term\tword\n")
        #expect(try run("search", "ter", "--limit=1", "--dictionaries=\(dictionaries.path)").output == "term\tword\n")
        #expect(try run("--dictionaries", dictionaries.path, "search", "--limit", "1", "ter").output == "term\tword\n")
        #expect(try run("lookup", "term", "--help").output.hasPrefix("Usage: sozluk"))
    }

    @Test func aHeadwordStartingWithADashIsLookedUpAfterTwoDashes() throws {
        dictionaries.write("words.json", Fixtures.dictionaryJSON(id: "words", name: "Words", entries: [("-ly", "a suffix")]))
        let found = try run("--dictionaries", dictionaries.path, "lookup", "--", "-ly")
        #expect(found.status == 0)
        #expect(found.output == "-ly\n  a suffix\n")
        let refused = try run("--dictionaries", dictionaries.path, "lookup", "-ly")
        #expect(refused.status == 2)
        #expect(refused.output.contains("unknown option '-ly' (to pass a word that starts with '-', put -- before it)"))
        #expect(try run("--dictionaries", dictionaries.path, "search", "--", "-l").output.hasPrefix("-ly\t"))
    }

    @Test func anOutputThatCannotBeWrittenIsAnErrorWithItsReason() throws {
        let (status, output) = try Subprocess.run(["sh", "-c", "HOME='\(home.path)' '\(BuiltProducts.sozluk)' search a > /dev/full"])
        #expect(status == 2)
        #expect(output == "sozluk: cannot write the output: No space left on device\n")
    }

    /// Thirty indexed dictionaries under a limit of 24 open files: each is opened only when a
    /// word of it is read, so none fails for want of a descriptor.
    @Test func manyDictionariesUnderALowLimitOfOpenFilesAllWork() throws {
        for number in 0..<30 {
            dictionaries.write("d\(number).json", Fixtures.dictionaryJSON(id: "d\(number)", name: "D\(number)",
                                                                       entries: (0..<1500).map { ("word\($0)", "meaning \($0) in dictionary \(number), long enough") }))
        }
        #expect(try run("--dictionaries", dictionaries.path, "list").status == 0) // builds and saves the indexes
        let limited = { (arguments: String) throws -> (status: Int32, output: String) in
            try Subprocess.run(["sh", "-c", "ulimit -n 24; HOME='\(home.path)' '\(BuiltProducts.sozluk)' --dictionaries '\(dictionaries.path)' \(arguments)"])
        }
        let list = try limited("list")
        #expect(list.status == 0)
        #expect(!list.output.contains("failed"), "\(list.output)")
        #expect(list.output.split(separator: "\n").count == 31, "one language pair, its thirty dictionaries under it")
        for number in [0, 17, 29] {
            #expect(try limited("lookup word42 -d d\(number)").output == "word42\n  meaning 42 in dictionary \(number), long enough\n")
        }
    }

    @Test func helpOfEveryCommandEndsWithOneNewline() throws {
        for command in ["lookup", "search", "favorites", "list", "check", "import"] {
            let output = try run(command, "--help").output
            #expect(output.hasSuffix(".\n") && !output.hasSuffix("\n\n"), "\(command): \(output.suffix(40))")
        }
    }
}

/// Every environment variable sozluk reads, each set on its own, with the real binary:
/// files land where the README and the man page say.
@Suite struct EnvironmentVariableTests {
    let home = TemporaryDirectory()
    let elsewhere = TemporaryDirectory()
    let dictionaries = TemporaryDirectory()

    init() {
        dictionaries.write("big.json", Fixtures.dictionaryJSON(id: "big", name: "Big", entries: (0..<3000).map { ("word\($0)", "meaning \($0) of a long enough definition") }))
    }

    func run(_ environment: [String], _ arguments: String...) throws -> (status: Int32, output: String) {
        try run(environment, arguments)
    }

    func run(_ environment: [String], _ arguments: [String]) throws -> (status: Int32, output: String) {
        try Subprocess.run(["env", "-i", "PATH=/usr/bin:/bin"] + environment + [BuiltProducts.sozluk] + arguments)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    func indexes(in folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".index") }
    }

    /// A saved index damaged anywhere (a byte flipped in each of twenty places, one at a
    /// time) never gives the command line a wrong answer: it is checked before it is trusted,
    /// and built again. A sound one is checked once, and the check recorded beside it.
    @Test func aDamagedSavedIndexIsCheckedAndBuiltAgainByTheCommandLine() throws {
        let env = ["HOME=\(home.path)", "SOZLUK_DICTIONARIES=\(dictionaries.path)"]
        let queries = [["lookup", "word1234", "-d", "big"], ["search", "word29", "-d", "big", "--limit", "5"], ["lookup", "meaning", "--reverse", "-d", "big"]]
        let expected = try queries.map { try run(env, $0).output }
        #expect(expected[0] == "word1234\n  meaning 1234 of a long enough definition\n")
        let cache = home.path + "/.cache/sozluk"
        let name = try #require(indexes(in: cache).first)
        let path = cache + "/" + name
        #expect(try run(env, "lookup", "word1", "-d", "big").status == 0)
        #expect(FileManager.default.fileExists(atPath: path + ".checked"), "checked once, and recorded")
        let sound = try FileSystem.readFile(path)
        for place in 1...20 {
            var damaged = sound
            let offset = sound.count * place / 21
            damaged[offset] ^= 0x5A
            try Data(damaged).write(to: URL(fileURLWithPath: path))
            for (query, answer) in zip(queries, expected) {
                #expect(try run(env, query).output == answer, "a byte at \(offset) of \(sound.count) damaged: \(query)")
            }
            #expect(try FileSystem.readFile(path) == sound, "built again as it was")
        }
    }

    @Test func homeAloneKeepsEverythingUnderIt() throws {
        let env = ["HOME=\(home.path)", "SOZLUK_DICTIONARIES=\(dictionaries.path)"]
        #expect(try run(env, "favorites", "add", "word1").status == 0)
        #expect(exists(home.path + "/.local/share/sozluk/favorites.json"))
        #expect(indexes(in: home.path + "/.cache/sozluk").count == 1)
    }

    @Test func xdgDataHomeHoldsFavoritesAndDictionaries() throws {
        elsewhere.write("sozluk/dictionaries/mine.json", Fixtures.dictionaryJSON(id: "mine", name: "Mine", entries: [("kalem", "pen")]))
        let env = ["HOME=\(home.path)", "XDG_DATA_HOME=\(elsewhere.path)"]
        #expect(try run(env, "lookup", "kalem", "-d", "mine").output == "kalem\n  pen\n")
        #expect(try run(env, "favorites", "add", "kalem", "-d", "mine").status == 0)
        #expect(exists(elsewhere.path + "/sozluk/favorites.json"))
        #expect(!exists(home.path + "/.local/share/sozluk/favorites.json"))
    }

    @Test func xdgConfigHomeHoldsSettings() throws {
        elsewhere.write("sozluk/settings.json", #"{"activeDictionary": "big"}"#)
        let env = ["HOME=\(home.path)", "XDG_CONFIG_HOME=\(elsewhere.path)", "SOZLUK_DICTIONARIES=\(dictionaries.path):\(Fixtures.repositoryRoot)/Resources/dictionaries"]
        #expect(try run(env, "search", "word12", "--limit", "1").output == "word12\tmeaning 12 of a long enough definition\n")
    }

    @Test func xdgCacheHomeHoldsTheIndexes() throws {
        let env = ["HOME=\(home.path)", "XDG_CACHE_HOME=\(elsewhere.path)", "SOZLUK_DICTIONARIES=\(dictionaries.path)"]
        #expect(try run(env, "lookup", "word7").status == 0)
        #expect(indexes(in: elsewhere.path + "/sozluk").count == 1)
        #expect(!exists(home.path + "/.cache/sozluk"))
    }

    @Test func relativeXdgFoldersAreIgnoredAsTheSpecSays() throws {
        let env = ["HOME=\(home.path)", "XDG_CACHE_HOME=relative", "SOZLUK_DICTIONARIES=\(dictionaries.path)"]
        #expect(try run(env, "lookup", "word7").status == 0)
        #expect(indexes(in: home.path + "/.cache/sozluk").count == 1)
    }

    @Test(.enabled(if: getuid() == 0, "needs root to run as a user id with no entry in the user list"))
    func noHomeAndNoHomeFolderIsAClearErrorNotFilesUnderTheRoot() throws {
        // An unknown user id has no entry in the user list, so no home folder either. It runs
        // a copy of the binary in a folder anyone may enter: the clone may sit in a private
        // one (a mktemp -d folder is 0700), which that user could not run it from.
        let reachable = TemporaryDirectory()
        #expect(chmod(reachable.path, 0o755) == 0)
        let binary = reachable.path + "/sozluk"
        // A hard link, so that no descriptor open for writing (which a test forking meanwhile
        // could inherit) makes the exec fail with "Text file busy"; a copy across file systems.
        if link(BuiltProducts.sozluk, binary) != 0 {
            let bytes = try FileSystem.readFile(BuiltProducts.sozluk)
            let fd = open(binary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
            #expect(fd >= 0 && bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) } == bytes.count)
            close(fd)
        }
        #expect(chmod(binary, 0o755) == 0)
        let (status, output) = try Subprocess.run(["setpriv", "--reuid=54321", "--regid=54321", "--clear-groups",
                                                  "env", "-i", "PATH=/usr/bin:/bin", "SOZLUK_DICTIONARIES=\(dictionaries.path)", binary, "list"])
        #expect(status == 2)
        #expect(output.hasPrefix("sozluk: HOME is not set and the user has no home folder"))
    }

    /// In a Latin-5 locale (a private one, built into a temporary folder) the command line
    /// writes Latin-5: ı is the byte 0xFD, the dashes and arrows it has no letter for are
    /// ASCII, and no byte is a C1 control code (0x80-0x9F), as UTF-8's would be there.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/share/i18n/charmaps/ISO-8859-9.gz"), "needs Debian's locales package"))
    func anEightBitLocaleGetsItsOwnCharacterSet() throws {
        let locales = TemporaryDirectory()
        #expect(try Subprocess.run(["localedef", "-i", "tr_TR", "-f", "ISO-8859-9", locales.path + "/tr_TR.ISO-8859-9"]).status == 0)
        let output = locales.path + "/out"
        let (status, _) = try Subprocess.run(["bash", "-c", "env -i PATH=/usr/bin:/bin HOME='\(home.path)' LOCPATH='\(locales.path)' LANG=tr_TR.ISO-8859-9 "
                                              + "'\(BuiltProducts.sozluk)' lookup ışık -d tr-en > '\(output)' 2>&1"])
        #expect(status == 0)
        let bytes = try FileSystem.readFile(output)
        #expect(!bytes.contains { (0x80...0x9F).contains($0) }, "no C1 control codes")
        #expect(bytes.starts(with: Array("- Turkish -> English".utf8)), "\(bytes.prefix(40))")
        #expect(bytes.contains(0xFD) && !bytes.contains(0xC4), "ı in Latin-5, not UTF-8")
        let missing = try Subprocess.run(["env", "-i", "PATH=/usr/bin:/bin", "HOME=\(home.path)", "LOCPATH=\(locales.path)", "LANG=tr_TR.ISO-8859-9",
                                          BuiltProducts.sozluk, "lookup", "yokyokyok", "-d", "tr-en"])
        #expect(missing.status == 1)
        // Data for programs stays UTF-8 (JSON must be; an export is read back), and a word
        // typed on the Latin-5 terminal (ışık as bytes FD FE FD 6B) is read as that word.
        let data = locales.path + "/data"
        let latin = try Subprocess.run(["bash", "-c", "env -i PATH=/usr/bin:/bin HOME='\(home.path)' LOCPATH='\(locales.path)' LANG=tr_TR.ISO-8859-9 "
                                        + "'\(BuiltProducts.sozluk)' lookup $'\\xfd\\xfe\\xfdk' -d tr-en --json > '\(data)'"])
        #expect(latin.status == 0, "\(latin.output)")
        let json = try FileSystem.readFile(data)
        #expect(String(validating: json, as: UTF8.self)?.hasPrefix(#"{"dictionary": "tr-en", "matches": [{"headword": "ışık""#) == true)
    }

    /// A named pipe where an index should be is no index: refused at once, not waited on.
    @Test(.timeLimit(.minutes(1))) func aFIFOInTheCacheDoesNotHangTheCommands() throws {
        let env = ["HOME=\(home.path)", "SOZLUK_DICTIONARIES=\(dictionaries.path)"]
        #expect(try run(env, "lookup", "word3", "-d", "big").status == 0)
        let cache = home.path + "/.cache/sozluk"
        let index = try #require(indexes(in: cache).first)
        #expect(unlink(cache + "/" + index) == 0 && mkfifo(cache + "/" + index, 0o644) == 0)
        let lookup = try run(env, "lookup", "word3", "-d", "big")
        #expect(lookup.status == 0 && lookup.output.hasPrefix("word3\n"), "\(lookup.output)")
    }

    /// The output named as one of the files an import reads beside its input (dictd's
    /// .dict, StarDict's .idx) is refused: it would be lost.
    @Test func anImportNeverWritesOverTheFilesItReads() throws {
        let index = dictionaries.write("w.index", "word\tA\tE\n")
        let body = dictionaries.write("w.dict", "word\n")
        let refused = try run([], "import", "dictd", index, "-o", body, "--id", "x", "--name", "X", "--source", "en", "--target", "tr", "--style", "freedict")
        #expect(refused == (2, "sozluk: -o names the INPUT file; write the new dictionary to another file\nTry 'sozluk --help'.\n"))
        #expect(dictionaries.read("w.dict") == "word\n")
    }

    @Test(.timeLimit(.minutes(1))) func aFIFONamedLikeADictionaryDoesNotHangTheCommands() throws {
        #expect(mkfifo(dictionaries.path + "/x.json", 0o644) == 0)
        let env = ["HOME=\(home.path)", "SOZLUK_DICTIONARIES=\(dictionaries.path)"]
        let list = try run(env, "list")
        #expect(list.output.contains("failed\t\(dictionaries.path)/x.json: is a named pipe (FIFO), not a file"))
        let lookup = try run(env, "lookup", "word3", "-d", "big")
        #expect(lookup.status == 0)
        #expect(lookup.output.contains("sozluk: warning: \(dictionaries.path)/x.json: is a named pipe (FIFO)"))
    }
}
