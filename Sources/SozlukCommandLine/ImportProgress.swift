import SozlukCore
import SozlukImport

/// A live count on stderr while an import runs, when stderr is a terminal; silent otherwise
/// so logs stay clean.
final class ImportProgress: ImportProgressReporting {
    private let live: Bool
    private var lastShown: Int = -1
    private var shownAnything = false

    init(live: Bool) {
        self.live = live
    }

    /// Reports `done` of `total` items (articles, lines...).
    package func update(_ done: Int, of total: Int, unit: String) {
        guard live, total > 0 else { return }
        let percent = done * 100 / total
        guard percent != lastShown else { return }
        lastShown = percent
        shownAnything = true
        writeToStandardError("\r\u{1B}[Kimporting \(NumberText.grouped(done)) of \(NumberText.grouped(total)) \(unit) (\(percent)%)")
    }

    package func finish() {
        guard live, shownAnything else { return }
        writeToStandardError("\r\u{1B}[K")
    }
}
