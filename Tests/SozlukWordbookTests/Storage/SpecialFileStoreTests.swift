import Glibc
import SozlukBase
@testable import SozlukWordbook
import TestSupport
import Testing

/// The user's files are regular files: anything else where one goes is said, never waited on.
@Suite struct SpecialFileStoreTests {
    let folder = TemporaryDirectory()

    @Test(.timeLimit(.minutes(1))) func aFIFOAsFavoritesOrSettingsIsAnErrorNotAHang() throws {
        let fifo = folder.path + "/favorites.json"
        #expect(mkfifo(fifo, 0o644) == 0)
        #expect(throws: FileProblem.self) { try JSONFavoritesStore(path: fifo).favorites() }
        #expect(throws: FileProblem.self) { try JSONSettingsStore(path: fifo).load() }
    }
}
