/// `sozluk import dictd INDEX -o OUT.json --id ID --name NAME --source LANG --target LANG`
enum ImportCommand {
    static func run(_ arguments: inout ArgumentList) throws -> Int32 {
        guard let format = arguments.next() else { throw UsageError("import needs a format: dictd") }
        guard format == "dictd" else { throw UsageError("unknown import format '\(format)'; known: dictd") }
        var input: String?
        var output: String?
        var info = DictionaryInfo(id: "", name: "", sourceLanguage: "", targetLanguage: "")
        while let argument = arguments.next() {
            switch argument {
            case "-o", "--output": output = try arguments.value(for: argument)
            case "--id": info.id = try arguments.value(for: argument)
            case "--name": info.name = try arguments.value(for: argument)
            case "--source": info.sourceLanguage = try arguments.value(for: argument)
            case "--target": info.targetLanguage = try arguments.value(for: argument)
            case "--license": info.license = try arguments.value(for: argument)
            case "--attribution": info.attribution = try arguments.value(for: argument)
            case "--description": info.description = try arguments.value(for: argument)
            default:
                guard !argument.hasPrefix("-"), input == nil else { throw UsageError("unknown argument '\(argument)'") }
                input = argument
            }
        }
        guard let input else { throw UsageError("import dictd needs the .index file") }
        guard let output else { throw UsageError("import needs -o OUT.json") }
        for (option, value) in [("--id", info.id), ("--name", info.name), ("--source", info.sourceLanguage), ("--target", info.targetLanguage)] where value.isEmpty {
            throw UsageError("import needs \(option)")
        }
        guard DictionaryFileDecoder.isValidID(info.id) else {
            throw UsageError("--id must be lower-case letters, digits, '.', '_' or '-', starting with a letter or digit")
        }
        let file = try DictdImporter().importDictionary(indexPath: input, info: info)
        try FileSystem.writeAtomically(Array(DictionaryFileEncoder().encode(file).utf8), to: output)
        printError("sozluk: wrote \(NumberText.grouped(file.entries.count)) entries to \(output)")
        return 0
    }
}
