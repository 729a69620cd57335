import Foundation
import SozlukBase
import SozlukWordbook
import TestSupport
import Testing

/// The `sozluk` binary as scripts use it: arguments in, text and exit status out.
@Suite struct CommandLineTests {
    let home = TemporaryDirectory()

    func run(_ arguments: String...) throws -> (status: Int32, output: String) {
        try Subprocess.run(["env", "-u", "XDG_CONFIG_HOME", "-u", "XDG_DATA_HOME", "-u", "SOZLUK_DICTIONARIES", "-u", "NO_COLOR",
                            "HOME=\(home.path)", BuiltProducts.sozluk] + arguments)
    }

    /// `-` reads standard input, a pipe as a shell makes it.
    @Test func anImportReadsAPipeOnStandardInput() throws {
        let piped = try Subprocess.run(["bash", "-c", "printf 'abandon\\nabbey\\n' | env -u XDG_CONFIG_HOME -u XDG_DATA_HOME HOME='\(home.path)' "
                                        + "'\(BuiltProducts.sozluk)' favorites import - -d eng-tur"])
        #expect(piped == (0, "sozluk: imported 2 new words\n"))
        #expect(try run("favorites").output.components(separatedBy: "\n").compactMap { $0.split(separator: "\t").dropFirst().first } == ["abandon", "abbey"])
    }

    /// An import that pushes the oldest words out of the history (it keeps 10,000) says so.
    @Test func aHistoryImportPastTheCapacitySaysHowManyLeft() throws {
        let words = (0..<10_050).map { #"{"dictionary": "x-none", "headword": "w\#($0)", "lookups": 1, "last": "2026-01-01T00:00:00Z"}"# }
        let file = home.write("history-export.json", "[" + words.joined(separator: ",") + "]")
        let imported = try run("history", "import", file)
        #expect(imported == (0, "sozluk: imported 10,050 new words; 10,050 of dictionaries not installed, kept for when they are; "
                                + "the history keeps its 10,000 most recent words: 50 of the oldest left it\n"), "\(imported.output)")
    }

    /// `say` writes the word as WAV (checked as WAV, never played here: CI has no sound), in
    /// the dictionary's language or the one given; without espeak-ng it names the package.
    @Test func sayWritesTheWordAsWaveAndNamesThePackageWhenEspeakIsMissing() throws {
        let english = home.path + "/house.wav"
        #expect(try run("say", "house", "-o", english).status == 0)
        let wave = try #require(FileManager.default.contents(atPath: english))
        #expect(wave.count > 1_000 && wave.prefix(4) == Data("RIFF".utf8) && wave[8..<12] == Data("WAVE".utf8))
        let turkish = home.path + "/kitap.wav"
        #expect(try run("say", "kitaplarımızdan", "--language", "tr", "-o", turkish).status == 0)
        let longer = try #require(FileManager.default.contents(atPath: turkish))
        #expect(longer.count > wave.count, "five syllables take longer than one")
        let piped = try Subprocess.run(["bash", "-c", "HOME='\(home.path)' '\(BuiltProducts.sozluk)' say kitap -l tr -o - | head -c 4"])
        #expect(piped == (0, "RIFF"))
        let missing = try Subprocess.run(["env", "PATH=/nonexistent", "HOME=\(home.path)", BuiltProducts.sozluk, "say", "house", "-l", "en"])
        #expect(missing == (2, "sozluk: saying a word needs espeak-ng; install it with: apt-get install espeak-ng\n"))
        #expect(try run("say").status == 2)
    }

    /// Said aloud where nothing plays sound (this machine and CI have no /dev/snd and no sound
    /// server): a clear message and a failing status, not silence and success.
    @Test(.enabled(if: !FileManager.default.fileExists(atPath: "/dev/snd") && ProcessInfo.processInfo.environment["PULSE_SERVER"] == nil,
                   "this machine has a sound device"))
    func sayingAloudWithoutASoundDeviceSaysSo() throws {
        let said = try Subprocess.run(["env", "-u", "XDG_RUNTIME_DIR", "HOME=\(home.path)", BuiltProducts.sozluk, "say", "house", "-l", "en"])
        #expect(said == (2, "sozluk: nothing here plays sound (no sound server or device); --output FILE.wav writes it to a file instead\n"))
    }

    /// The words looked up often and not starred, the commonest first: what Review offers.
    @Test func historySuggestsTheWordsWorthACard() throws {
        let rows = [("serendipity", 5), ("house", 4), ("give", 3), ("abandon", 2), ("apple", 6)].map { word, lookups in
            #"{"dictionary": "en-tr", "headword": "\#(word)", "lookups": \#(lookups), "last": "2026-11-20T10:00:00Z"}"#
        }
        let file = home.write("looked-up.json", "[" + rows.joined(separator: ",") + "]")
        #expect(try run("history", "import", file).status == 0)
        #expect(try run("favorites", "add", "apple", "-d", "en-tr").status == 0)
        let suggested = try run("history", "--suggest")
        #expect(suggested.status == 0)
        #expect(suggested.output.components(separatedBy: "\n").compactMap { $0.split(separator: "\t").dropFirst().first.map(String.init) }
                == ["house", "give", "serendipity"], "\(suggested.output)")
    }

    /// The words of a text, each once, with its headword, how it was found and its sense; the
    /// language told from the words; a pipe read as a file.
    @Test func readGlossExplainsEachWordOfATextOnce() throws {
        let english = home.write("text.txt", "The mice were running to the houses. The houses!")
        let rows = try run("read", "--gloss", english).output.components(separatedBy: "\n").filter { !$0.isEmpty }
            .map { $0.components(separatedBy: "\t") }
        #expect(rows.map { $0[0] } == ["The", "mice", "were", "running", "to", "houses"], "each word once, in the text's order")
        #expect(rows.first { $0[0] == "mice" }?[2] == "mice", "a form that is a headword of its own is that headword")
        #expect(rows.first { $0[0] == "houses" }.map { [$0[1], $0[2], $0[3]] } == ["2", "house", "hous+es"], "a form no headword is: its lemma, and how")
        let frequent = try run("read", "--gloss", english, "--by-frequency").output.components(separatedBy: "\n").prefix(2)
            .map { $0.components(separatedBy: "\t")[0] }
        #expect(frequent == ["The", "houses"])
        #expect(try run("favorites", "add", "house", "-d", "en-tr").status == 0)
        #expect(!(try run("read", "--gloss", english, "--unknown").output.contains("houses")), "a starred word is known")
        let counted = try #require(try JSONSerialization.jsonObject(with: Data(try run("read", "--gloss", english, "--unknown", "--json").output.utf8))
                                   as? [String: Any])
        #expect(counted["distinct"] as? Int == 6, "the text's distinct words, those --unknown leaves out of the list too")
        let turkish = try Subprocess.run(["bash", "-c", "printf 'Kitaplarımızdan birini okudum.' | HOME='\(home.path)' '\(BuiltProducts.sozluk)' read --gloss - --json"])
        #expect(turkish.status == 0)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(turkish.output.utf8)) as? [String: Any])
        #expect(json["language"] as? String == "tr" && json["words"] as? Int == 3)
        let glosses = try #require(json["glosses"] as? [[String: Any]])
        #expect(glosses.first?["headword"] as? String == "kitap" && glosses.first?["via"] as? String == "kitap+lar+ımız+dan")
        #expect(try run("read", english, "--json").status == 2, "--json goes with --gloss")
        let fullScreen = try run("read", english)
        #expect(fullScreen.status == 1 && fullScreen.output.contains("needs a terminal"), "without --gloss: the read mode, which needs a terminal")
        let binary = home.write("program", "ELF\u{0}\u{0}some text")
        let notText = try run("read", "--gloss", binary)
        #expect(notText.status == 2 && notText.output.contains("is no text: it has NUL bytes"))
        let latin5 = home.path + "/latin5.txt"
        FileManager.default.createFile(atPath: latin5, contents: Data([0x4B, 0x61, 0x70, 0xFD, 0x20, 0x61, 0xE7, 0x74, 0xFD, 0x0A]))
        let legacy = try run("read", "--gloss", latin5)
        #expect(legacy.status == 2 && legacy.output.contains("is not UTF-8"), "Kapı açtı in ISO-8859-9 is said, not read as nonsense")
    }

    @Test func favoritesFromTheShell() throws {
        #expect(try run("favorites").output == "")
        // Each change is said in one line (on standard error), as is a change already made.
        #expect(try run("favorites", "add", "abandon", "-d", "eng-tur") == (0, "sozluk: starred “abandon” in English → Turkish\n"))
        #expect(try run("favorites", "add", "abandon", "-d", "eng-tur") == (0, "sozluk: “abandon” was starred already in English → Turkish\n"))
        let missing = try run("favorites", "add", "qwertyuiop", "-d", "eng-tur")
        #expect(missing.status == 1)
        #expect(missing.output == "sozluk: “qwertyuiop” is not a headword of English → Turkish (eng-tur)\n")
        let listed = try run("favorites")
        #expect(listed.output.hasPrefix("eng-tur\tabandon\t20"))
        #expect(try run("favorites", "--json").output.hasPrefix(#"[{"dictionary": "eng-tur", "headword": "abandon", "added": "20"#))
        #expect(try run("favorites", "remove", "abandon", "-d", "eng-tur") == (0, "sozluk: unstarred “abandon” in English → Turkish\n"))
        #expect(try run("favorites", "remove", "abandon", "-d", "eng-tur") == (0, "sozluk: “abandon” was not starred in English → Turkish\n"))
        #expect(try run("favorites").output == "")
    }

    /// The help says how to get the Turkish interface, names no file of the source tree (an
    /// installed sozluk has none), and lists the commands with their descriptions in one column.
    @Test func theHelpIsForAnInstalledSozlukAndItsColumnsAlign() throws {
        let help = try run("--help").output
        #expect(help.contains("Language: LC_ALL, LC_MESSAGES or LANG (tr_TR: Turkish); l in sozluk's Settings\nswitches it."))
        #expect(!help.contains("docs/"))
        let commands = help.components(separatedBy: "\n").drop { $0 != "Commands:" }.dropFirst().prefix { !$0.isEmpty }
        let columns = Set(commands.compactMap { line -> Int? in
            guard let gap = line.range(of: "  ", range: line.index(line.startIndex, offsetBy: 2)..<line.endIndex) else { return nil }
            return line.distance(from: line.startIndex, to: line[gap.lowerBound...].firstIndex { $0 != " " } ?? line.endIndex)
        })
        #expect(columns == [40], "\(commands.joined(separator: "\n"))")
    }

    /// A negative or zero --limit says what it takes; a --dictionaries folder that is not
    /// there is an error, not an empty list with exit status 0.
    @Test func optionValuesAUserMistypesAreSaidPlainly() throws {
        #expect(try run("search", "ter", "--limit", "-1") == (2, "sozluk: --limit needs a whole number above 0, not '-1'\nTry 'sozluk --help'.\n"))
        #expect(try run("history", "--limit", "0").output.hasPrefix("sozluk: --limit needs a whole number above 0, not '0'"))
        #expect(try run("list", "--dictionaries", "/no/such/folder")
                == (2, "sozluk: /no/such/folder: no such folder (--dictionaries names folders of dictionaries)\n"))
        let file = home.write("a-file", "x")
        #expect(try run("lookup", "x", "--dictionaries", file).output == "sozluk: \(file): is not a folder (--dictionaries names folders of dictionaries)\n")
    }

    /// kill -9 while favorites are written leaves the old list or the new one, never a torn
    /// file, and no temporary files pile up. The writer is held, then killed, half way
    /// through writing its temporary file and just before renaming it over the list.
    @Test func killedWhileWritingFavoritesLeavesTheOldOrTheNewFile() throws {
        let dictionaries = TemporaryDirectory()
        dictionaries.write("tiny.json", Fixtures.dictionaryJSON(id: "tiny", name: "Tiny", entries: [("kitap", "book")]))
        let many = (0..<2_000).map { #"  {"dictionary": "tiny", "headword": "word\#($0)", "added": "2026-01-01T00:00:00Z"}"# }
        let favoritesPath = home.write(".local/share/sozluk/favorites.json", "[\n" + many.joined(separator: ",\n") + "\n]\n")
        func killWriter(_ action: String, at point: PausePoint) throws -> Int32 {
            let pause = PauseFIFO(point)
            return try Subprocess.runAndKill(["env", "-u", "XDG_DATA_HOME", "-u", "XDG_CONFIG_HOME", "HOME=\(home.path)", pause.environment,
                                              BuiltProducts.sozluk, "--dictionaries", dictionaries.path, "favorites", action, "kitap", "-d", "tiny"],
                                             at: pause)
        }
        func favoriteCount() throws -> Int { try JSONFavoritesStore(path: favoritesPath).favorites().count }
        for point in [PausePoint.halfWritten, .beforeRename] {
            #expect(try killWriter("add", at: point) == 137)
            #expect(try favoriteCount() == 2_000, "killed at \(point) while adding: the old list stays")
        }
        try run("--dictionaries", dictionaries.path, "favorites", "add", "kitap", "-d", "tiny")
        #expect(try favoriteCount() == 2_001)
        for point in [PausePoint.halfWritten, .beforeRename] {
            #expect(try killWriter("remove", at: point) == 137)
            #expect(try favoriteCount() == 2_001, "killed at \(point) while removing: the old list stays")
        }
        try run("--dictionaries", dictionaries.path, "favorites", "remove", "kitap", "-d", "tiny")
        #expect(try favoriteCount() == 2_000)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path + "/.local/share/sozluk").filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    /// A disk that fills up mid-write (here: a file size limit, which fails the write the same
    /// way; sozluk ignores the signal the limit sends, which would kill it without a word) is
    /// an error that keeps the old list.
    @Test(.enabled(if: !Sanitizers.thread, "ThreadSanitizer's own runtime cannot run under a 4 KB file size limit; the full-disk test below covers this there"))
    func aWriteThatRunsOutOfSpaceKeepsTheOldFavorites() throws {
        let dictionaries = TemporaryDirectory()
        dictionaries.write("tiny.json", Fixtures.dictionaryJSON(id: "tiny", name: "Tiny", entries: [("kitap", "book")]))
        let many = (0..<200).map { #"  {"dictionary": "tiny", "headword": "word\#($0)", "added": "2026-01-01T00:00:00Z"}"# }
        let old = "[\n" + many.joined(separator: ",\n") + "\n]\n"
        let path = home.write(".local/share/sozluk/favorites.json", old)
        let command = "ulimit -f 4; exec env -u XDG_DATA_HOME -u XDG_CONFIG_HOME HOME='\(home.path)' '\(BuiltProducts.sozluk)' --dictionaries '\(dictionaries.path)' favorites add kitap -d tiny"
        let (status, output) = try Subprocess.run(["bash", "-c", command])
        #expect(status == 2)
        #expect(output == "sozluk: \(path): cannot write: File too large\n")
        #expect(home.read(".local/share/sozluk/favorites.json") == old)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: home.path + "/.local/share/sozluk").filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    /// Under a file size limit too small for its index, a lookup on a fresh cache answers all
    /// the same, every time, and leaves no temporary file behind.
    @Test(.enabled(if: !Sanitizers.thread, "ThreadSanitizer's own runtime cannot run under a 4 KB file size limit"))
    func aLookupUnderAFileSizeLimitAnswersWithoutSavingItsIndex() throws {
        let dictionaries = TemporaryDirectory()
        // Over 64 KB, so that its index is saved (smaller files are indexed in memory only).
        let entries = (0..<1500).map { ("word\($0)", "a definition long enough to make the file bigger than sixty-four kilobytes \($0)") }
        dictionaries.write("tiny.json", Fixtures.dictionaryJSON(id: "tiny", name: "Tiny", entries: [("kitap", "book")] + entries))
        let command = "ulimit -f 4; exec env -u XDG_CACHE_HOME HOME='\(home.path)' '\(BuiltProducts.sozluk)' --dictionaries '\(dictionaries.path)' lookup kitap -d tiny"
        for _ in 0..<2 {
            let (status, output) = try Subprocess.run(["bash", "-c", command])
            #expect(status == 0)
            #expect(output == "kitap\n  book\n")
        }
        let cache = home.path + "/.cache/sozluk"
        let leftovers = (try? FileManager.default.subpathsOfDirectory(atPath: cache)) ?? []
        #expect(!leftovers.contains { $0.contains(".tmp-") }, "\(leftovers)")
    }

    /// The same on a real full disk: a 64 KB tmpfs holding the favorites and a filler file.
    /// Needs mount(2); where that is not allowed (an unprivileged container) the file-size
    /// test above covers the path.
    @Test(.enabled(if: getuid() == 0)) func aFullDiskKeepsTheOldFavorites() throws {
        let dictionaries = TemporaryDirectory()
        dictionaries.write("tiny.json", Fixtures.dictionaryJSON(id: "tiny", name: "Tiny", entries: [("kitap", "book")]))
        let data = home.path + "/.local/share/sozluk"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        guard try Subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", data]).status == 0 else {
            Issue.record("mount is not permitted here")
            return
        }
        defer { _ = try? Subprocess.run(["umount", data]) }
        let many = (0..<300).map { #"  {"dictionary": "tiny", "headword": "word\#($0)", "added": "2026-01-01T00:00:00Z"}"# }
        let old = "[\n" + many.joined(separator: ",\n") + "\n]\n"
        let path = home.write(".local/share/sozluk/favorites.json", old)
        // Fill what is left, so the new list (the old one and a word) cannot be written.
        _ = try Subprocess.run(["dd", "if=/dev/zero", "of=\(data)/filler", "bs=1k", "count=64"])
        let (status, output) = try run("--dictionaries", dictionaries.path, "favorites", "add", "kitap", "-d", "tiny")
        #expect(status == 2)
        #expect(output == "sozluk: \(path): cannot write: No space left on device\n")
        #expect(home.read(".local/share/sozluk/favorites.json") == old)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: data).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
    }

    /// The cache on a full disk: the index is built, cannot be saved, and is used from memory.
    @Test(.enabled(if: getuid() == 0)) func aFullDiskForTheIndexStillAnswers() throws {
        let dictionaries = TemporaryDirectory()
        dictionaries.write("big.json", Fixtures.dictionaryJSON(id: "big", name: "Big", entries: (0..<3000).map { ("word\($0)", "meaning \($0) of a long enough definition") }))
        let cache = home.path + "/.cache/sozluk"
        try FileManager.default.createDirectory(atPath: cache, withIntermediateDirectories: true)
        guard try Subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", cache]).status == 0 else {
            Issue.record("mount is not permitted here")
            return
        }
        defer { _ = try? Subprocess.run(["umount", cache]) }
        _ = try Subprocess.run(["dd", "if=/dev/zero", "of=\(cache)/filler", "bs=1k", "count=64"])
        let (status, output) = try run("--dictionaries", dictionaries.path, "lookup", "word2999")
        #expect(status == 0)
        #expect(output == "word2999\n  meaning 2999 of a long enough definition\n")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cache).filter { $0 != "filler" }
        #expect(leftovers.isEmpty, "no half-written index: \(leftovers)")
    }

    @Test func lookupPrintsTheEntryAndExitsZero() throws {
        let (status, output) = try run("lookup", "ABANDON")
        #expect(status == 0)
        #expect(output == """
        abandon /ɐbˈandən/
          1. tamamıyle bırakmak, terketmek, başından atmak
          2. kendini tamamıyla vermek
          3. kendini kaptırmak.

        """)
        #expect(!output.contains("\u{1B}"), "no escape codes in a pipe")
    }

    @Test func lookupJSONAndNotFound() throws {
        let (status, output) = try run("lookup", "istanbul", "--dictionary", "tur-eng", "--json")
        #expect(status == 0)
        #expect(output == #"{"dictionary": "tur-eng", "matches": [{"headword": "İstanbul", "match": "exact", "via": null, "translatedBy": null, "answer": null}], "entries": [{"headword": "İstanbul", "pronunciation": "/ɪstˈanbʊɫ/", "senses": [{"definition": "Istanbul"}]}], "nearest": []}"# + "\n")
        let missing = try run("lookup", "recieve")
        #expect(missing.status == 1)
        #expect(missing.output == "sozluk: “recieve” is not in English → Turkish\nsozluk: nearest: receive, relieve, receiver, retrieve, reprieve\n",
                "what search would show first is named")
        let turkish = try run("lookup", "kopegi")
        #expect(turkish.status == 1)
        #expect(turkish.output.hasSuffix("sozluk: nearest: dog, sick, watchdog, cur, cast\n"),
                "a Turkish word's English is nearest; sic, which says what sick does in that sense, is its spelling copy")
        let missingJSON = try run("lookup", "recieve", "--json")
        #expect(missingJSON.status == 1)
        #expect(missingJSON.output == #"{"dictionary": "en-tr", "matches": [], "entries": [], "nearest": ["receive", "relieve", "receiver", "retrieve", "reprieve"]}"# + "\n")
        let unknown = try run("lookup", "a", "-d", "nope")
        #expect(unknown.status == 2)
        #expect(unknown.output.hasPrefix("sozluk: no dictionary with the id 'nope'; known: en-tr (eng-tur), tr-en (tur-eng, wikdict-tur-eng, eng-tur-reversed, kenet-tur-eng)"))
    }

    @Test func aWordAsItStandsInATextIsLookedUpByItsHeadwordAndSaysHow() throws {
        let inflected = try run("lookup", "kitaplarımızdan", "-d", "tur-eng")
        #expect(inflected.status == 0)
        #expect(inflected.output == "(kitap ← kitap+lar+ımız+dan)\nkitap /kitˈap/\n  book\n")
        let typedWithoutTurkishLetters = try run("lookup", "kitaplarimizdan", "-d", "tur-eng")
        #expect(typedWithoutTurkishLetters.output == inflected.output)
        let json = try run("lookup", "geldi", "-d", "tur-eng", "--json")
        #expect(json.output.hasPrefix(#"{"dictionary": "tur-eng", "matches": [{"headword": "gelmek", "match": "lemma", "via": "gel+di", "translatedBy": null, "answer": null}], "entries": [{"headword": "gelmek""#))
        let english = try run("search", "children", "-d", "eng-tur", "--limit", "2")
        #expect(english.output.hasPrefix("children\tchild.\nchild\tbebek, çocuk\tchildren\n"))
    }

    /// eng-tur links avantaj to edge and vantage only; tur-eng, bundled beside it, says benefit.
    @Test func aWordTranslatedOnlyByTheDictionaryTheOtherWayRoundIsFoundThroughIt() throws {
        #expect(try run("search", "avantaj", "-d", "eng-tur", "--limit", "2").output
                == "benefit\tfayda, kar, yarar, menfaat\tavantaj · tur-eng\nedge\tavantaj, üstünlük\tavantaj\n", "edge's row shows the sense that says avantaj")
        let json = try run("lookup", "avantaj", "-r", "-d", "eng-tur", "--json").output
        #expect(json.hasPrefix(#"{"dictionary": "eng-tur", "matches": [{"headword": "benefit", "match": "translation", "via": "avantaj", "translatedBy": "tur-eng", "answer": null}, "#))
    }

    /// What a person types: spaces around a word, capitals, a phrase, a Turkish word.
    @Test func queriesAreTakenAsTypedAndAnsweredByThePartThatAnswers() throws {
        let spaced = try run("lookup", "  house  ")
        #expect(spaced.status == 0)
        #expect(spaced.output.hasPrefix("house /hˈaʊs/\n"))
        #expect(try run("search", "house ", "--limit", "1").output == "house\tev, mesken, hane\n")
        #expect(try run("search", "LIKE", "--limit", "1").output == "like\tgibi, benzer\n", "the capital I of LIKE is no Turkish ı")
        #expect(try run("search", "LIGHT", "--limit", "1").output.hasPrefix("light\t"))
        #expect(try run("search", "give up", "--limit", "1").output == "give\tgive up — vaz geçmek, teslim olmak, ümidi kesmek\tgive up\n")
        #expect(try run("search", "looked after", "--limit", "1").output == "look\tlook after — bakmak, gözetmek\tlook after\n")
        #expect(try run("search", "ışık", "--limit", "1").output == "light\tışık, aydınlık, ziya, nur\tışık\n")
        let phrase = try run("lookup", "gave up")
        #expect(phrase.status == 0)
        #expect(phrase.output.hasPrefix("(give: phrase “give up”)\ngive /ɡˈɪv/\n"))
        #expect(phrase.output.contains("▸     “give up — vaz geçmek, teslim olmak, ümidi kesmek”"), "the line that writes it, marked")
        #expect(try run("search", "like", "--limit", "3").output.components(separatedBy: "\n").prefix(3).map { $0.split(separator: "\t").first.map(String.init) ?? "" }
                == ["like", "liken", "likely"], "no Turkish forms (lik+e) of a word far commoner in English before its own")
        let reverse = try run("lookup", "ışık", "--reverse").output.components(separatedBy: "\n")
        #expect(reverse.prefix(3) == ["(light: translation “ışık”)", "light /lˈaɪt/", "▸ 1. ışık, aydınlık, ziya, nur"],
                "the article that says ışık first, its sense marked")
    }

    /// Nothing found says so, and names the dictionary that has the word.
    @Test func aWordNotFoundSaysWhereItIs() throws {
        let nothing = try run("search", "qqqqqqq")
        #expect(nothing.status == 1)
        #expect(nothing.output == "sozluk: nothing matches “qqqqqqq” in English → Turkish\n")
        let elsewhere = try run("lookup", "ışık", "-d", "tur-eng")
        #expect(elsewhere.status == 1)
        #expect(elsewhere.output.hasPrefix("sozluk: “ışık” is not in Turkish → English (tur-eng)\n"), "named by its id too: the pair has its name")
        #expect(elsewhere.output.hasSuffix("sozluk: “ışık” is in Turkish → English (-d tr-en)\n"), "the pair whose other dictionary has it")
        let pair = try run("lookup", "ışık", "-d", "tr-en")
        #expect(pair.status == 0)
        #expect(pair.output.hasPrefix("— Turkish → English (Wiktionary) —\nışık\n  light\n"), "the pair answers with its Wiktionary dictionary first")
        #expect(pair.output.contains("— Turkish → English (KeNet) —"), "and its secondary one after it")
    }

    @Test func reverseLookupFindsTheEntriesTranslatedAsTheWord() throws {
        let reverse = try run("lookup", "elma", "--reverse", "-d", "eng-tur", "--json")
        #expect(reverse.status == 0)
        #expect(reverse.output.hasPrefix(#"{"dictionary": "eng-tur", "matches": [{"headword": "apple", "match": "translation", "via": "elma", "translatedBy": null, "answer": "elma"}, "#))
        #expect(reverse.output.contains(#"{"headword": "pome", "match": "translation", "via": "elma", "translatedBy": null, "answer": "elma, armut veya ayva tipinde meyva."}"#))
        let search = try run("search", "köpek", "-d", "eng-tur", "--limit", "1")
        #expect(search.output == "dog\tköpek, it\tköpek\n")
        let nothing = try run("lookup", "qqqq", "-r", "-d", "eng-tur")
        #expect(nothing.status == 1)
        #expect(nothing.output == "sozluk: no entry of English → Turkish translates “qqqq”\n")
    }

    @Test func searchPrintsRankedRowsLikeTheBrowser() throws {
        let (status, output) = try run("search", "abando", "--limit", "3")
        #expect(status == 0)
        #expect(output == "abandon\ttamamıyle bırakmak, terketmek, başından atmak\nabandoned\tmetruk, terk edilmiş\nabandonment\tterk\n")
        let typo = try run("search", "abandun", "--json", "--limit", "1")
        #expect(typo.output.contains(#""results": [{"headword": "abandon", "match": "typo""#))
        #expect(try run("search", "zzzzzzzz").status == 1)
        #expect(try run("search", "a", "--limit", "zero").status == 2)
    }

    @Test func listShowsDictionariesAndFailures() throws {
        let folder = TemporaryDirectory()
        folder.write("good.json", Fixtures.dictionaryJSON(id: "good", name: "Good", entries: [("a", "b")]))
        folder.write("bad.json", "{\"format\": 1}")
        let (status, output) = try run("--dictionaries", folder.path, "list")
        #expect(status == 0)
        #expect(output.hasPrefix("en-tr   Good  en → tr  1 entry"), "the language pair, named as its one dictionary")
        #expect(output.contains("  good  Good           1 entry  \(folder.path)/good.json"), "its dictionary under it")
        #expect(output.contains("failed\t\(folder.path)/bad.json:1:1: not a sozluk dictionary"))
        let json = try run("--dictionaries", folder.path, "list", "--json").output
        #expect(json.contains(#"{"id": "good", "name": "Good", "sourceLanguage": "en", "targetLanguage": "tr", "entries": 1"#))
        #expect(json.contains(#""pairs": [{"id": "en-tr", "name": "Good", "sources": ["good"]}]"#))
        #expect(json.contains(#""loaded": false"#))
    }

    @Test func checkReportsEveryProblemWithItsPosition() throws {
        let folder = TemporaryDirectory()
        let good = folder.write("good.json", Fixtures.dictionaryJSON(id: "same", entries: [("a", "b")]))
        let twin = folder.write("twin.json", Fixtures.dictionaryJSON(id: "same", entries: [("c", "d")]))
        let bad = folder.write("bad.json", "{\"format\": \"sozluk.dictionary\", \"version\": 1, \"id\": \"x\", \"name\": \"X\",\n\"sourceLanguage\": \"en\", \"targetLanguage\": \"tr\", \"entries\": [\n{\"headword\": \"\", \"senses\": [{\"definition\": \"y\"}]},\n{\"headword\": \"z\", \"senses\": [{\"definition\": 5}], \"seeAlso\": [\"q\"]}]}")
        let (status, output) = try run("check", good, twin, bad)
        #expect(status == 1)
        #expect(output.components(separatedBy: "\n") == [
            "\(good): OK, 1 entry",
            "\(twin):4:9: the id \"same\" is also used by \(good)",
            "\(bad):3:14: the headword is empty",
            "\(bad):4:45: expected a string, found a number",
            "",
        ])
        #expect(try run("check", good).status == 0)
        #expect(try run("check").status == 2)
    }

    @Test func importCheckLookupRoundTrip() throws {
        let output = home.path + "/wn.json"
        let imported = try run("import", "dictd", Fixtures.folder + "/dictd/wn-excerpt.index", "-o", output,
                               "--id", "wn", "--name", "WordNet", "--source", "en", "--target", "en", "--license", "WordNet-3.0")
        #expect(imported.status == 0)
        #expect(imported.output.contains("wrote 4 entries"))
        let checked = try run("check", output)
        #expect(checked.status == 0)
        let lookup = try run("--dictionaries", home.path, "lookup", "good", "-d", "wn")
        #expect(lookup.status == 0)
        #expect(lookup.output.hasPrefix("good\n  1. adverb. (often used as a combining form)"))
        #expect(lookup.output.contains(". noun. benefit"))
    }

    @Test func importFromStarDictAndCSV() throws {
        let stardict = try run("import", "stardict", Fixtures.folder + "/stardict/tur-eng.ifo", "-o", home.path + "/d/tr.json",
                               "--id", "tr", "--name", "TR", "--source", "tr", "--target", "en")
        #expect(stardict.status == 0)
        let csv = home.write("words.csv", "headword,definition\nelma,apple\n")
        let table = try run("import", "tsv", csv, "--header", "-o", home.path + "/d/csv.json", "--id", "csv", "--name", "CSV", "--source", "tr", "--target", "en")
        #expect(table.status == 0)
        #expect(try run("--dictionaries", home.path + "/d", "lookup", "elma", "-d", "csv").output == "elma\n  apple\n")
        #expect(try run("--dictionaries", home.path + "/d", "search", "istanbul", "-d", "tr").output == "İstanbul\tIstanbul\n")
    }

    /// Polish → Turkish and Polish → English make Turkish → English, searched with English → Turkish.
    @Test func importAPivotDictionary() throws {
        let pivot = try run("import", "pivot", Fixtures.folder + "/dictd/wikdict-pol-tur-excerpt.index", Fixtures.folder + "/dictd/wikdict-pol-eng-excerpt.index",
                            "-o", home.path + "/d/tr-en.json", "--id", "tr-en", "--name", "TR-EN", "--source", "tr", "--target", "en")
        #expect(pivot.status == 0)
        #expect(pivot.output.hasSuffix("wrote 15 entries to \(home.path)/d/tr-en.json\n"))
        #expect(try run("--dictionaries", home.path + "/d", "lookup", "kilit", "-d", "tr-en").output == "kilit\n  lock\n", "no Polish in what a reader sees")
        let oneInput = try run("import", "pivot", Fixtures.folder + "/dictd/wikdict-pol-tur-excerpt.index", "-o", home.path + "/x.json",
                               "--id", "x", "--name", "X", "--source", "tr", "--target", "en")
        #expect(oneInput.status == 2)
        #expect(oneInput.output.contains("import pivot needs two INPUT files: into the source language, into the target language"))
        let notWikDict = try run("import", "pivot", Fixtures.folder + "/dictd/freedict-tur-eng-excerpt.index", Fixtures.folder + "/dictd/freedict-eng-tur-excerpt.index",
                                 "-o", home.path + "/x.json", "--id", "x", "--name", "X", "--source", "tr", "--target", "en")
        #expect(notWikDict.status == 2)
        #expect(notWikDict.output.contains("no sense of the two databases shares a gloss with the other's (are both WikDict databases of one language?); nothing written"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/x.json"))
    }

    /// English → Turkish read the other way round: its Turkish words are headwords of a
    /// secondary Turkish → English dictionary, commonest English first; a file that is no
    /// sozluk dictionary is a clear error and writes nothing.
    @Test func importADictionaryReadTheOtherWayRound() throws {
        let english = home.write("d/en-tr.json", """
            {"format": "sozluk.dictionary", "version": 1, "id": "en-tr-small", "name": "EN-TR", "sourceLanguage": "en", "targetLanguage": "tr",
             "entries": [{"headword": "command", "senses": [{"definition": "emir, kumanda, komut"}]},
                         {"headword": "order", "senses": [{"definition": "sıra, düzen, emir"}]},
                         {"headword": "tombstone", "senses": [{"definition": "mezar taşı"}]}]}
            """)
        let reversed = try run("import", "reverse", english, "-o", home.path + "/d/tr-en-small.json", "--id", "tr-en-small", "--name", "TR-EN",
                               "--source", "tr", "--target", "en", "--secondary")
        #expect(reversed.status == 0)
        #expect(reversed.output.hasSuffix("wrote 6 entries to \(home.path)/d/tr-en-small.json\n"), "\(reversed.output)")
        #expect(try run("--dictionaries", home.path + "/d", "lookup", "emir", "-d", "tr-en-small").output == "emir\n  order, command\n")
        #expect(try run("--dictionaries", home.path + "/d", "lookup", "mezar taşı", "-d", "tr-en-small").output == "mezar taşı\n  tombstone\n")
        let list = try run("--dictionaries", home.path + "/d", "list").output
        #expect(list.contains("tr-en-small"), "\(list)")
        let sameLanguages = try run("import", "reverse", english, "-o", home.path + "/x.json", "--id", "x", "--name", "X", "--source", "en", "--target", "tr")
        #expect(sameLanguages == (2, "sozluk: \(english): --source must be tr and --target en: the languages of en-tr-small the other way round\n"))
        let overInput = try run("import", "reverse", english, "-o", english, "--id", "x", "--name", "X", "--source", "tr", "--target", "en")
        #expect(overInput == (2, "sozluk: -o names the INPUT file; write the new dictionary to another file\nTry 'sozluk --help'.\n"))
        #expect(home.read("d/en-tr.json")?.contains("command") == true, "the input is kept")
        let notADictionary = try run("import", "reverse", home.write("words.txt", "elma\n"), "-o", home.path + "/x.json", "--id", "x", "--name", "X",
                                     "--source", "tr", "--target", "en")
        #expect(notADictionary.status == 2)
        #expect(notADictionary.output.hasPrefix("sozluk: \(home.path)/words.txt:1:1:"), "\(notADictionary.output)")
        #expect(!FileManager.default.fileExists(atPath: home.path + "/x.json"))
    }

    @Test func importErrorsAreClear() throws {
        let missing = try run("import", "dictd", "/nonexistent.index", "-o", home.path + "/x.json", "--id", "x", "--name", "X", "--source", "en", "--target", "en")
        #expect(missing.status == 2)
        #expect(missing.output.hasPrefix("sozluk: /nonexistent.index: cannot open: No such file or directory"))
        let usage = try run("import", "dictd", "x.index")
        #expect(usage.status == 2)
        #expect(usage.output.contains("import needs -o OUT.json"))
        #expect(!FileManager.default.fileExists(atPath: home.path + "/x.json"))
    }

    @Test func helpAndVersion() throws {
        #expect(try run("--version").output.hasPrefix("sozluk "))
        for command in ["lookup", "search", "list", "check", "import"] {
            let help = try run(command, "--help")
            #expect(help.status == 0)
            #expect(help.output.hasPrefix("Usage: sozluk"), "\(command)")
            #expect(try run("help", command).output == help.output)
        }
        let wrong = try run("frobnicate")
        #expect(wrong.status == 2)
        #expect(wrong.output.contains("Try 'sozluk --help'."))
    }
}
