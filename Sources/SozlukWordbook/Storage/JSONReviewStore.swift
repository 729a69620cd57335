import SozlukBase
import SozlukDictionary

/// Review progress in a JSON file:
/// `[{"dictionary", "headword", "repetitions", "interval", "ease", "due", "reviewed", "lapses"}, ...]`
/// (`interval` in days, `ease` in thousandths), shared safely with other sozluk instances
/// (see `SharedJSONFile`). Cards of words no longer starred stay, so starring a word again
/// picks its schedule up where it was.
public final class JSONReviewStore: ReviewStore {
    private let file: SharedJSONFile<[ReviewCard]>

    public var path: String { file.path }

    public init(path: String, clock: @escaping () -> Int64 = Timestamp.now, pause: PauseHook? = nil) {
        file = .wordList(path: path, clock: clock, pause: pause, notAList: "expected a list of review cards", word: \.word, element: { reader in
            var card = ReviewCard(word: WordReference(dictionaryID: "", headword: ""), due: 0)
            card.word = try reader.readWordRecord { key in
                switch key {
                case "repetitions": card.repetitions = try reader.readCount(key, atMost: ReviewScheduler.mostRepetitions)
                case "interval": card.intervalDays = try reader.readCount(key, atMost: ReviewScheduler.longestInterval)
                case "ease": card.easeThousandths = max(ReviewScheduler.minimumEase, try reader.readCount(key, atMost: ReviewScheduler.maximumEase))
                case "due": card.due = try reader.readTime(key)
                case "reviewed": card.lastReviewed = try reader.readTime(key)
                case "lapses": card.lapses = try reader.readCount(key, atMost: ReviewScheduler.mostRepetitions)
                default: return false
                }
                return true
            }
            return card
        }, line: { card in
            var fields = card.word.jsonFields + [
                ("repetitions", String(card.repetitions)), ("interval", String(card.intervalDays)),
                ("ease", String(card.easeThousandths)), ("due", JSONWriter.quote(Timestamp.format(card.due))),
            ]
            if let reviewed = card.lastReviewed { fields.append(("reviewed", JSONWriter.quote(Timestamp.format(reviewed)))) }
            fields.append(("lapses", String(card.lapses)))
            return JSONWriter.object(fields)
        })
    }

    public func cards() throws(FileProblem) -> [ReviewCard] {
        try file.read()
    }

    public func save(_ card: ReviewCard) throws(FileProblem) {
        try file.change { cards in
            if let index = cards.firstIndex(where: { $0.word == card.word }) {
                cards[index] = card
            } else {
                cards.append(card)
            }
        }
    }
}
