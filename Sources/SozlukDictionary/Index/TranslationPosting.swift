/// A headword in the list of one translation key, as the index file keeps it in 32 bits:
/// its position, how strongly the key stands for it (`TranslationWords`), and how many
/// times its article uses the key. Tea's article says çay in five places, stream's once:
/// a Turkish reader typing çay means tea, though stream's first sense is the one that is
/// only "çay".
struct TranslationPosting: Equatable {
    let position: Int
    let strength: Int
    /// 1 to `mostMentions`; more are counted as the most.
    let mentions: Int

    static let mostMentions = 4

    /// A position takes the high 28 bits: a dictionary file is at most 1 GiB
    /// (`FileSystem.maximumFileSize`), and no entry is shorter than 20 bytes.
    init(packed: UInt32) {
        position = Int(packed >> 4)
        mentions = Int(packed >> 2 & 3) + 1
        strength = Int(packed & 3)
    }

    init(position: Int, strength: Int, mentions: Int) {
        self.position = position
        self.strength = strength
        self.mentions = min(Self.mostMentions, mentions)
    }

    var packed: UInt32 { UInt32(position) << 4 | UInt32(mentions - 1) << 2 | UInt32(strength) }

    /// The same headword's two lists as one: as strong as the stronger, with the uses of both.
    func adding(_ other: TranslationPosting) -> TranslationPosting {
        TranslationPosting(position: position, strength: min(strength, other.strength), mentions: mentions + other.mentions)
    }
}
