@testable import SozlukDictionary
import TestSupport
import Testing

@Suite struct TranslationIndexTests {
    /// Entries split into parts on two cores are merged into the index one part would make:
    /// a word in both halves lists the headwords of both, and a headword whose entries fall in
    /// both halves is listed once, as strongly as its strongest entry says it.
    @Test func partsMergeIntoTheIndexOnePartMakes() throws {
        var entries: [(String, String)] = [("bank", "banka"), ("apple", "elma"), ("shore", "kıyı, sahil")]
        entries += (0..<12_000).map { ("filler\($0)", "doldurma \($0 % 50), kelime") }
        entries += [("bank", "kıyı, banka hesabı, banka"), ("pome", "elma, armut"), ("coast", "sahil")]
        let bytes = Array(Fixtures.dictionaryJSON(entries: entries).utf8)
        let (one, two, positions) = try bytes.withUnsafeBufferPointer { buffer in
            let scan = try DictionaryScanner.scan(buffer, splitting: false)
            // Any positions do: each headword its own but the two entries of "bank".
            let positions = (0..<UInt32(scan.entries.count)).map { $0 == UInt32(entries.count - 3) ? 0 : $0 }
            return (TranslationIndexBuilder.build(scan, positions: positions, bytes: buffer, pieces: 1),
                    TranslationIndexBuilder.build(scan, positions: positions, bytes: buffer, pieces: 2), positions)
        }
        #expect(two.keys.elementsEqual(one.keys))
        #expect(two.keyStarts == one.keyStarts)
        #expect(two.postingStarts == one.postingStarts)
        #expect(two.postings.elementsEqual(one.postings))

        func postings(_ word: String) -> [TranslationPosting] { two.postings(of: word) }
        let pome = positions[entries.count - 2], coast = positions[entries.count - 1]
        #expect(postings("elma") == [posting(1, TranslationWords.wholeDefinition), posting(pome, TranslationWords.firstSense)])
        #expect(postings("banka") == [posting(0, TranslationWords.wholeDefinition, mentions: 3)], "bank once, as strongly as its first entry says it, with the uses of both")
        #expect(postings("sahil") == [posting(2, TranslationWords.firstSense), posting(coast, TranslationWords.wholeDefinition)])
        #expect(postings("kelime").count == 12_000)
    }

    /// The pages of the file are given back as the definitions are read, and none is read
    /// again: with every stretch given back wiped out (as if it could not be read any more),
    /// the index is the one made without giving any back, and the stretches cover the
    /// definitions, each once.
    @Test func thePagesReadAreGivenBackAndNeverReadAgain() throws {
        let entries = (0..<3_000).map { ("word\($0)", "anlam \($0 % 70), sözcük \($0)") } + [("escaped", "tırnak \\\"içinde\\\", kelime")]
        var bytes = Array(Fixtures.dictionaryJSON(entries: entries).utf8)
        let (kept, scan) = try bytes.withUnsafeBufferPointer { buffer in
            let scan = try DictionaryScanner.scan(buffer, splitting: false)
            return (TranslationIndexBuilder.build(scan, positions: (0..<UInt32(scan.entries.count)).map { $0 }, bytes: buffer, pieces: 2), scan)
        }
        var released: [Range<Int>] = []
        let given = bytes.withUnsafeMutableBufferPointer { buffer in
            TranslationIndexBuilder.build(scan, positions: (0..<UInt32(scan.entries.count)).map { $0 }, bytes: UnsafeBufferPointer(buffer), pieces: 1,
                                          releaseEvery: 512) { range in
                released.append(range)
                for offset in range { buffer[offset] = 0x7A }
            }
        }
        #expect(released.count > 100, "given back as it goes, not at the end only")
        #expect(given.keys.elementsEqual(kept.keys) && given.keyStarts == kept.keyStarts)
        #expect(given.postingStarts == kept.postingStarts && given.postings.elementsEqual(kept.postings))
        for (a, b) in zip(released, released.dropFirst()) { #expect(a.upperBound <= b.lowerBound, "each stretch once") }
        let firstDefinition = scan.definitions.first!.span.start, lastDefinition = scan.definitions.last!.span.end
        #expect(released.first?.lowerBound == firstDefinition && released.last?.upperBound == lastDefinition)
    }

    /// Words are folded once each, after splitting: "Haus" and "haus" are one key with the
    /// headwords of both, while a word in capitals ("BE", "HAUS": labels and abbreviations)
    /// and a single letter are no keys at all, though a phrase holding them is.
    @Test func wordsWrittenDifferentlyAreOneKeyAndLabelsNone() throws {
        let entries = [("house", "Haus"), ("home", "haus, heim"), ("household", "HAUS halten"), ("flat", "BE Wohnung, x")]
        let result = try build(entries, pieces: 1)
        #expect(result.postings(of: "haus") == [posting(0, TranslationWords.wholeDefinition), posting(1, TranslationWords.firstSense)])
        #expect(result.postings(of: "haus halten") == [posting(2, TranslationWords.wholeDefinition)])
        #expect(result.postings(of: "be").isEmpty)
        #expect(result.postings(of: "x").isEmpty)
        #expect(result.postings(of: "be wohnung") == [posting(3, TranslationWords.firstSense)], "a label is still part of its phrase")
    }

    /// A phrase is a key when its folded form has at most `longestPhrase` bytes, however long
    /// it is as written: "É" folds to one byte from two.
    @Test func aPhraseIsMeasuredAsItIsFolded() throws {
        let short = String(repeating: "É", count: 23) + " ab"  // 46 bytes written, 26 folded
        let long = String(repeating: "e", count: 46) + " ab"    // 49 bytes folded
        let result = try build([("one", short), ("two", long)], pieces: 1)
        #expect(result.postings(of: String(repeating: "e", count: 23) + " ab") == [posting(0, TranslationWords.wholeDefinition)])
        #expect(result.postings(of: long).isEmpty)
        #expect(result.postings(of: String(repeating: "e", count: 46)) == [posting(1, TranslationWords.translation)])
    }

    /// Entries are cut where the definitions' bytes are halved, not their count: a dictionary
    /// whose first thousand entries have long definitions is cut among them.
    @Test func entriesAreCutIntoPartsOfAsManyDefinitionBytes() throws {
        let long = String(repeating: "uzun kelime, ", count: 40)
        let entries = (0..<1_000).map { ("a\($0)", long) } + (0..<9_000).map { ("b\($0)", "kısa") }
        let bytes = Array(Fixtures.dictionaryJSON(entries: entries).utf8)
        let cuts = try bytes.withUnsafeBufferPointer { TranslationIndexBuilder.cuts(try DictionaryScanner.scan($0, splitting: false), pieces: 2) }
        let (longBytes, shortBytes) = (long.utf8.count, "kısa".utf8.count)
        let definitionBytes = 1_000 * longBytes + 9_000 * shortBytes
        #expect(cuts.first == 0 && cuts.last == entries.count && cuts.count == 3)
        let firstPart = cuts[1] <= 1_000 ? cuts[1] * longBytes : 1_000 * longBytes + (cuts[1] - 1_000) * shortBytes
        #expect(abs(firstPart - definitionBytes / 2) <= longBytes, "cut at entry \(cuts[1])")
    }

    /// What follows " — " in an example is a translation too, though only ever a word of a
    /// longer text, whatever its place (FreeDict's run-on phrases: "white elephant — elde
    /// bulundurması güç…"); an example without one is the source language only, and the
    /// sense after it is still counted as the second.
    @Test func anExamplesTranslationIsFoundAsWordsOnly() throws {
        let json = #"{"format": "sozluk-dictionary", "version": 1, "id": "t", "name": "T", "sourceLanguage": "en", "targetLanguage": "tr", "entries": ["#
            + #"{"headword": "elephant", "senses": [{"examples": ["white elephant — külfetli mal", "an elephant never forgets"], "definition": "fil"}, {"definition": "hortum"}]},"#
            + #"{"headword": "lettuce", "senses": [{"definition": "salata", "examples": ["cos lettuce — marul"]}]}]}"#
        let bytes = Array(json.utf8)
        let result = try bytes.withUnsafeBufferPointer { buffer in
            let scan = try DictionaryScanner.scan(buffer, splitting: false)
            return TranslationIndexBuilder.build(scan, positions: (0..<UInt32(scan.entries.count)).map { $0 }, bytes: buffer, pieces: 1)
        }
        #expect(result.postings(of: "fil") == [posting(0, TranslationWords.wholeDefinition)])
        #expect(result.postings(of: "hortum") == [posting(0, TranslationWords.translation)], "the second sense, the example not counted")
        #expect(result.postings(of: "marul") == [posting(1, TranslationWords.word)])
        #expect(result.postings(of: "kulfetli mal") == [posting(0, TranslationWords.word)])
        #expect(result.postings(of: "never").isEmpty && result.postings(of: "white").isEmpty, "the source side is not a translation")
    }

    /// Each use of a key in an article counts, in a phrase or an example too, up to
    /// `mostMentions`: tea's article says çay three times, run's once.
    @Test func aHeadwordsPostingCountsTheUsesOfTheKeyInItsArticle() throws {
        let result = try build([("run", "koşu, çay"), ("tea", "çay, kuru çay yaprağı, çay ziyafeti"),
                                ("teapot", "çaydanlık, çay demliği, çay, çay, çay, çay")], pieces: 1)
        #expect(result.postings(of: "cay") == [posting(0, TranslationWords.firstSense), posting(1, TranslationWords.firstSense, mentions: 3),
                                               posting(2, TranslationWords.firstSense, mentions: TranslationPosting.mostMentions)])
        #expect(result.postings(of: "kuru cay yapragi") == [posting(1, TranslationWords.firstSense)])
    }

    /// A label in brackets ("(bot.)", "(k.dili.)") is no translation (bot is Turkish for boat),
    /// and a scientific name after it is only words: "gül, (bot.) Rosa" is gül, outright.
    @Test func labelsAreNoTranslationsAndAScientificNameAfterOneOnlyWords() throws {
        let result = try build([("oak", "meşe ağacı, (bot.) Quercus"), ("rose", "gül, (bot.) Rosa"), ("idea", "(k.dili.) fikir"),
                                ("hardwood", "(gürgen, meşe gibi) sert ağaç")], pieces: 1)
        #expect(result.postings(of: "bot").isEmpty && result.postings(of: "dili").isEmpty && result.postings(of: "k dili").isEmpty)
        #expect(result.postings(of: "gul") == [posting(1, TranslationWords.wholeDefinition)])
        #expect(result.postings(of: "mese agaci") == [posting(0, TranslationWords.wholeDefinition)])
        #expect(result.postings(of: "quercus") == [posting(0, TranslationWords.word)])
        #expect(result.postings(of: "fikir") == [posting(2, TranslationWords.wholeDefinition)])
        #expect(result.postings(of: "gurgen") == [posting(3, TranslationWords.firstSense)], "brackets that hold translations are no label")
    }

    private func build(_ entries: [(String, String)], pieces: Int) throws -> TranslationIndexBuilder.Result {
        let bytes = Array(Fixtures.dictionaryJSON(entries: entries).utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            let scan = try DictionaryScanner.scan(buffer, splitting: false)
            return TranslationIndexBuilder.build(scan, positions: (0..<UInt32(scan.entries.count)).map { $0 }, bytes: buffer, pieces: pieces)
        }
    }
}

private func posting(_ position: some BinaryInteger, _ strength: UInt32, mentions: Int = 1) -> TranslationPosting {
    TranslationPosting(position: Int(position), strength: Int(strength), mentions: mentions)
}

extension TranslationIndexBuilder.Result {
    func postings(of key: String) -> [TranslationPosting] {
        let key = Array(key.utf8)
        guard let index = (0..<keyCount).first(where: { Array(keys[Int(keyStarts[$0])..<Int(keyStarts[$0 + 1])]) == key }) else { return [] }
        return postings[Int(postingStarts[index])..<Int(postingStarts[index + 1])].map(TranslationPosting.init(packed:))
    }
}
