/// What work nobody waits for (the translations of a big dictionary, indexed after its
/// headwords) asks before each of its steps: whether the user is busy. The browser answers by
/// what the user does (`QuietPeriodPacing`); a command, which the user waits for whole, has none.
public protocol BackgroundPacing: Sendable {
    /// Returns once the user has left the machine to background work: at once when they
    /// have been quiet, later while they type.
    func waitForQuiet()
}
