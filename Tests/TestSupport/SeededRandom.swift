/// Random numbers that are the same on every run (a 64-bit linear congruential generator,
/// Knuth's constants): cases made from them fail the same way twice.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        // The low bits of such a generator repeat soon: the high half, twice.
        let high = state >> 32
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return high << 32 | state >> 32
    }

    /// A number in `0..<limit`.
    public mutating func below(_ limit: Int) -> Int { Int.random(in: 0..<limit, using: &self) }
}
