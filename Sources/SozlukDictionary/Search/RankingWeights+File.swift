import SozlukBase

/// Weights set from a file, by name: `sozluk-bench --weights FILE` ranks with them, and
/// `Tests/Quality/quality.py --weights FILE` measures the lists so.
extension RankingWeights {
    /// The whole-number weights by name.
    static let wholeNumbers: [String: WritableKeyPath<RankingWeights, Int> & Sendable] = [
        "fuzzyThreshold": \.fuzzyThreshold,
        "fuzzyMinimumLength": \.fuzzyMinimumLength,
        "oneTypoLongestQuery": \.oneTypoLongestQuery,
        "misspeltMinimumLength": \.misspeltMinimumLength,
        "threeTyposShortestQuery": \.threeTyposShortestQuery,
        "longPrefixRun": \.longPrefixRun,
        "nearlySoundAlikeBelow": \.nearlySoundAlikeBelow,
        "nearlySoundAlikeShortestKey": \.nearlySoundAlikeShortestKey,
        "shortestUnlistedCorrection": \.shortestUnlistedCorrection,
        "foldedLemmaStep": \.foldedLemmaStep,
        "lemmaTranslationStep": \.lemmaTranslationStep,
        "otherSpellingStep": \.otherSpellingStep,
        "lemmaOfCorrectionCloseness": \.lemmaOfCorrectionCloseness,
        "soundAlikeTypoSteps": \.soundAlikeTypoSteps,
        "twoTyposSoundingAlikeCloseness": \.twoTyposSoundingAlikeCloseness,
        "firstLetterTypoSteps": \.firstLetterTypoSteps,
        "twoSlightSlipsCost": \.twoSlightSlipsCost,
        "latestCompanionOrder": \.latestCompanionOrder,
        "distantLengthFactor": \.distantLengthFactor,
        "mostLikelyCompletions": \.mostLikelyCompletions,
        "mostTranslatedCorrections": \.mostTranslatedCorrections,
        "companionSenses": \.companionSenses,
        "fewWholeTranslations": \.fewWholeTranslations,
        "writtenApartLemmas": \.writtenApartLemmas,
        "phraseReadingsPerWord": \.phraseReadingsPerWord,
    ]

    /// The weights that are Zipf values or margins of them, by name.
    static let numbers: [String: WritableKeyPath<RankingWeights, Double> & Sendable] = [
        "commonWordZipf": \.commonWordZipf,
        "commonCorrectionZipf": \.commonCorrectionZipf,
        "likelyCorrectionMargin": \.likelyCorrectionMargin,
        "fartherReadingMargin": \.fartherReadingMargin,
        "typingMargin": \.typingMargin,
        "lettersLeftOutMargin": \.lettersLeftOutMargin,
        "sourceReadingMargin": \.sourceReadingMargin,
    ]

    /// Bounds of a value read from a file: a count or step past a million, or a Zipf value or
    /// margin past a hundred, is a slip, and would overflow the arithmetic it goes into.
    static let wholeNumberBounds = 0...1_000_000
    static let numberBounds = -100.0...100.0

    /// The standard weights with those a JSON object sets (`{"typingMargin": 1.5}`). A name that
    /// is no weight, a value of the wrong kind or out of bounds is refused where it stands.
    public static func read(_ bytes: [UInt8], path: String) throws(FileProblem) -> RankingWeights {
        var weights = RankingWeights.standard
        let reader = JSONReader(bytes: bytes)
        do {
            guard try reader.peekKind() == .object else { throw reader.error("expected an object of weights ({\"typingMargin\": 1.5})") }
            try reader.readObject { name in
                let at = reader.valueOffset()
                if let path = wholeNumbers[name] {
                    let value = try reader.readInt()
                    guard wholeNumberBounds.contains(value) else { throw reader.error(saying: "\"{1}\" must be a whole number from 0 to 1000000", name, at: at) }
                    weights[keyPath: path] = value
                } else if let path = numbers[name] {
                    let value = try reader.readNumber()
                    guard numberBounds.contains(value) else { throw reader.error(saying: "\"{1}\" must be a number from -100 to 100", name, at: at) }
                    weights[keyPath: path] = value
                } else {
                    throw reader.error(saying: "\"{1}\" is no weight; sozluk-bench --weights-list names them", name, at: at)
                }
            }
            try reader.expectEnd()
        } catch let error as JSONSyntaxError {
            throw error.problem(path: path, bytes: bytes)
        } catch {
            throw FileProblem(path: path, message: "\(error)")
        }
        return weights
    }

    /// Every weight and its value, one a line (`typingMargin 1.0`), in alphabetical order: what
    /// a sweep starts from.
    public var listing: String {
        let lines = Self.wholeNumbers.map { "\($0.key) \(self[keyPath: $0.value])" } + Self.numbers.map { "\($0.key) \(self[keyPath: $0.value])" }
        return lines.sorted().joined(separator: "\n") + "\n"
    }
}
