/// Where an index of translations is merged to, key by key in byte order: arrays in memory
/// (`TranslationIndexBuilder.Result`, which cannot fail), or the index file being written
/// (`TranslationSectionsWriter`).
protocol TranslationIndexOutput {
    associatedtype Failure: Error
    /// Begins the next key.
    mutating func startKey(_ key: UnsafeBufferPointer<UInt8>) throws(Failure)
    /// A posting of the key begun; they come in position order, and a headword that has one
    /// there already has the two as one.
    mutating func add(_ posting: TranslationPosting) throws(Failure)
    /// Ends the key begun, with the postings added since.
    mutating func endKey() throws(Failure)
}
