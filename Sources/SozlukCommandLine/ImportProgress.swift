import SozlukBase
import SozlukImport
import SozlukWordbook

/// A live count on stderr while an import runs, when stderr is a terminal; silent otherwise
/// so logs stay clean.
final class ImportProgress: ImportProgressReporting {
    private let live: Bool
    private let text: Localizer
    private var lastShown: Int = -1
    private var shownAnything = false

    init(live: Bool, text: Localizer) {
        self.live = live
        self.text = text
    }

    /// Reports `done` of `total` items (articles, lines...).
    package func update(_ done: Int, of total: Int, unit: String) {
        guard live, total > 0 else { return }
        let percent = done * 100 / total
        guard percent != lastShown else { return }
        lastShown = percent
        shownAnything = true
        let (count, of, share) = (text.number(done), text.number(total), String(percent))
        let line = switch unit {
        case "lines": text("importing {1} of {2} lines ({3}%)", count, of, share)
        case "entries": text("importing {1} of {2} entries ({3}%)", count, of, share)
        default: text("importing {1} of {2} articles ({3}%)", count, of, share)
        }
        writeToStandardError("\r\u{1B}[K" + line)
    }

    package func finish() {
        guard live, shownAnything else { return }
        writeToStandardError("\r\u{1B}[K")
    }
}
