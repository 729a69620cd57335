import SozlukBase

/// Language lists as their tables, saved in the cache folder beside the indexes: a process
/// maps a table instead of parsing, folding and hashing the list's 40,000 lines, which took
/// most of a `sozluk search` (reading a copy of the tables still took a third of it). A table is made again when its list
/// file is not the one it was made from (another size, time or file), or when it does not
/// read back sound; where it cannot be saved (a read-only cache), the list is read as before.
struct LanguageListCache: Sendable {
    let folder: String?

    private static let magic: [UInt8] = Array("SZLC0001".utf8)

    /// The table of `name` made from the list at `source`, from the cache when it was made from
    /// this very file, else built by `build` (and saved).
    func table(_ name: String, from source: String, build: (String) throws(FileProblem) -> PackedWordTable) throws(FileProblem) -> PackedWordTable {
        let stamp = FileStamp(path: source)
        // The table's name too: two tables made from one list (the exceptions, the irregular
        // forms) are never taken for each other.
        let header = Self.magic + Array(name.utf8) + [0] + stamp.words.flatMap { word in withUnsafeBytes(of: word.littleEndian, Array.init) }
        guard let folder else { return try build(source) }
        let path = folder + "/" + name + "-" + FileSystem.cacheName(of: source) + ".table"
        // The tag and the list's stamp, the payload's checksum (any byte flipped or lost is
        // caught before a wrong frequency or lemma is given), then the table.
        if stamp.exists, let memory = MappedMemory(mapping: path), memory.bytes.count > header.count + 8,
           memory.bytes.prefix(header.count).elementsEqual(header) {
            let saved = UInt64(littleEndian: memory.bytes.loadUnaligned(fromByteOffset: header.count, as: UInt64.self))
            // Summing the mapped pages reads them from the page cache once; no copy is made.
            if saved == Checksum.of(UnsafeRawBufferPointer(rebasing: memory.bytes[(header.count + 8)...])),
               let table = PackedWordTable(memory, from: header.count + 8), !memory.isDamaged {
                return table
            }
        }
        let table = try build(source)
        // Only for a list that stayed the same while it was read.
        if stamp.exists, FileStamp(path: source) == stamp {
            let payload = table.encoded
            _ = try? FileSystem.createDirectory(folder)
            try? FileSystem.replaceCacheFile(header + withUnsafeBytes(of: Checksum.of(payload).littleEndian, Array.init) + payload, at: path)
        }
        return table
    }
}
