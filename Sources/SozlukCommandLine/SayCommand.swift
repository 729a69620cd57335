import Glibc
import SozlukBase
import SozlukDictionary
import SozlukWordbook

/// `sozluk say WORD`: the word said aloud by espeak-ng, or written as WAV.
enum SayCommand: Subcommand {
    static let name = "say"
    static let summary = "say WORD [--language CODE] [--output FILE.wav] [--ipa]   say a word aloud (espeak-ng)"
    static let usage = """
    Usage: sozluk say WORD [--dictionary ID] [--language CODE] [--output FILE.wav]
                      [--ipa]

    Says WORD aloud with espeak-ng (Debian's espeak-ng package), in the language of
    the active dictionary's words (English in English → Turkish), of the one named
    by --dictionary, or the one given.

    {options}
    Exit status: 0 said or written, 2 usage error, espeak-ng missing or failing.
    """

    static let options = [
        CommandOption("--dictionary", "-d", value: "ID", help: "in the language of that dictionary's words"),
        CommandOption("--language", "-l", value: "CODE", help: "in that language: en, tr, de, fr..."),
        CommandOption("--output", "-o", value: "FILE", help: "write it as WAV to FILE instead (- for standard output); an existing file is replaced, a link's target written"),
        CommandOption("--ipa", help: "print how a Turkish word is said, in IPA made by its spelling's rules (the word pages show it where a dictionary gives none)"),
    ]

    static func run(_ arguments: inout ArgumentList, context: CommandContext) throws -> Int32 {
        let speaker = EspeakSpeaker()
        var word: String?
        var dictionaryID: String?
        var language: String?
        var output: String?
        var ipa = false
        while let argument = try arguments.next(in: options) {
            switch argument {
            case .option("--dictionary", let value): dictionaryID = value
            case .option("--language", let value): language = value
            case .option("--output", let value): output = value
            case .option("--ipa", _): ipa = true
            case .option(let option, _): throw ArgumentList.notHere(option, in: options)
            case .operand(let operand): try ArgumentList.take(operand, into: &word)
            }
        }
        guard let word = word.map(TypedQuery.normalized), !word.isEmpty else { throw UsageError("say needs a WORD") }
        let code = try language ?? context.dictionary(dictionaryID, in: context.loadDictionaries()).sourceLanguage
        if ipa {
            guard LanguageRules.baseLanguage(code) == "tr" else { throw UsageError("--ipa is made by rule for Turkish words only, not '{1}'", code) }
            guard let transcription = TurkishPronunciation.ipa(of: word) else {
                printError("sozluk: " + context.text("“{1}” has letters Turkish does not write", context.word(word)))
                return 1
            }
            StandardOutput.printData(transcription)
            return 0
        }
        do {
            if let output {
                let wave = try speaker.wave(of: word, language: code)
                if output == "-" {
                    StandardOutput.printBytes(wave)
                } else {
                    try FileSystem.writeAtomically(wave, to: output)
                }
            } else {
                try speaker.say(word, language: code)
            }
            return 0
        } catch let problem as SpeechProblem {
            printError("sozluk: " + message(problem, context.text))
            return 2
        }
    }

    static func message(_ problem: SpeechProblem, _ text: Localizer) -> String {
        switch problem {
        case .notInstalled(let program, let package):
            return text("saying a word needs {1}; install it with: apt-get install {2}", program, package)
        case .noSoundDevice:
            return text("nothing here plays sound (no sound server or device); --output FILE.wav writes it to a file instead")
        case .failed(let status):
            return text("espeak-ng could not say it (exit status {1}); without a sound device, --output FILE.wav writes it instead", String(status))
        }
    }
}
