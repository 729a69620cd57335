@testable import SozlukCommandLine
@testable import SozlukWordbook
import TestSupport
import Testing

/// Each command's option table is what it parses and what its help lists, in English and
/// Turkish; the man page and the translation cannot lack one of its options.
@Suite @MainActor struct CommandOptionTests {
    static var commands: [any Subcommand.Type] { CommandLineInterface.subcommands }

    @Test func everyOptionHasItsTurkishHelp() {
        for command in Self.commands {
            for option in command.options {
                #expect(TurkishText.optionHelp[option.help] != nil, "sozluk \(command.name) \(option.name) has no Turkish help")
                if let value = option.value?.split(separator: ".").first, value.allSatisfy(\.isUppercase), value.count > 2 {
                    #expect(TurkishText.placeholders[String(value)] != nil || ["ID"].contains(value), "\(value) has no Turkish placeholder")
                }
            }
        }
    }

    /// The man page names every option of every command, each of its names.
    @Test func theManPageNamesEveryOption() throws {
        let page = try String(contentsOfFile: Fixtures.repositoryRoot + "/docs/sozluk.1", encoding: .utf8).replacing("\\-", with: "-")
        for command in Self.commands {
            for option in command.options {
                for name in option.names {
                    #expect(page.contains(name + " ") || page.contains(name + "\n") || page.contains(name + ","),
                            "docs/sozluk.1 does not name \(name) of sozluk \(command.name)")
                }
            }
        }
    }

    /// Every option of the table is in the help, in both languages, with its value, and the
    /// help has no placeholder left.
    @Test func theHelpListsEveryOptionInBothLanguages() {
        for language in [InterfaceLanguage.english, .turkish] {
            let text = Localizer(language)
            for command in Self.commands {
                let help = CommandLineInterface.help(command, text)
                #expect(!help.contains("{options}"), "sozluk \(command.name) --help")
                for option in command.options {
                    let label = option.names.joined(separator: ", ") + (option.value.map { " " + OptionHelp.placeholder($0, text) } ?? "")
                    #expect(help.contains("  " + label), "sozluk \(command.name) --help in \(language) lacks \(label)")
                }
            }
        }
    }

    /// An option by any of its names comes as its first, with its value; one the table lacks,
    /// or one of another action, is refused with the way to pass a word that starts with '-'.
    @Test func optionsAreReadByTheTable() throws {
        var list = ArgumentList(["-d", "en-tr", "house", "--limit=3", "-n", "4", "--json"])
        var read: [CommandArgument] = []
        while let next = try list.next(in: SearchCommand.options) { read.append(next) }
        #expect(read == [.option("--dictionary", value: "en-tr"), .operand("house"), .option("--limit", value: "3"),
                         .option("--limit", value: "4"), .option("--json", value: nil)])
        var unknown = ArgumentList(["--reverse"])
        #expect(throws: ArgumentList.unknown("--reverse")) { _ = try unknown.next(in: SearchCommand.options) }
        var flagWithValue = ArgumentList(["--json=yes"])
        #expect(throws: UsageError("{1} takes no value, but was given '{2}'", "--json", "yes")) {
            while try flagWithValue.next(in: SearchCommand.options) != nil {}
        }
        var limitOnExport = ArgumentList(["--limit", "3"])
        #expect(throws: UsageError("{1} does not go with {2}", "--limit", "export"), "the list's own option, after export") {
            _ = try WordListFiles.parseOptions(&limitOnExport, action: "export", in: HistoryCommand.options)
        }
        var dictionaryOnExport = ArgumentList(["-d", "en-tr"])
        #expect(throws: UsageError("{1} does not go with {2}", "--dictionary", "export"), "an export is of every pair") {
            _ = try WordListFiles.parseOptions(&dictionaryOnExport, action: "export", in: FavoritesCommand.options)
        }
        var audioOnImport = ArgumentList(["words.txt", "--audio"])
        #expect(throws: UsageError("{1} goes with {2}", "--audio", "export"), "an option of the table, of another action") { _ = try WordListFiles.parseOptions(&audioOnImport, action: "import", in: FavoritesCommand.options) }
    }

    /// Every line of every help, in both languages, fits a terminal of 80 columns.
    @Test func everyHelpFitsEightyColumns() {
        for language in [InterfaceLanguage.english, .turkish] {
            for command in [nil] + Self.commands.map(Optional.some) {
                for line in CommandLineInterface.help(command, Localizer(language)).split(separator: "\n") where line.count > 80 {
                    Issue.record("sozluk \(command?.name ?? "") --help in \(language): \(line.count) columns: \(line)")
                }
            }
        }
    }

    /// The options' lines stay within 80 columns, descriptions in one column.
    @Test func theOptionLinesFitEightyColumns() {
        for language in [InterfaceLanguage.english, .turkish] {
            for command in Self.commands {
                for line in OptionHelp.lines(command.options, Localizer(language)).split(separator: "\n") {
                    #expect(line.count <= OptionHelp.width, "\(line)")
                }
            }
        }
    }
}
