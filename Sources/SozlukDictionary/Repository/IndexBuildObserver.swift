import SozlukBase

/// Told when the repository starts an index build, and when a caller waits for a build
/// another started; tests count builds and hold them open through it.
public protocol IndexBuildObserver: AnyObject, Sendable {
    func willBuildIndex(of path: String)
    func willWaitForIndexBuild(of path: String)
    /// The dictionary is searchable by headword; its index of translations is built now.
    func willIndexTranslations(of path: String)
    /// The index of translations is built (or could not be), and those waiting for it are
    /// about to be told.
    func didIndexTranslations(of path: String)
    /// The index by headword alone is saved (before its translations are done).
    func didSaveHeadwordIndex(of path: String)
    /// An index built in memory is about to be written to the cache, in the background.
    func willSaveIndex(of path: String)
}

extension IndexBuildObserver {
    public func willIndexTranslations(of path: String) {}
    public func didIndexTranslations(of path: String) {}
    public func willSaveIndex(of path: String) {}
    public func didSaveHeadwordIndex(of path: String) {}
}

/// The pause hook holds index builds at `.indexBuild`, and index writes at `.indexSave`, for
/// end-to-end tests.
public final class PausingBuildObserver: IndexBuildObserver {
    private let hook: PauseHook

    public init(_ hook: PauseHook) {
        self.hook = hook
    }

    public func willBuildIndex(of path: String) {
        hook.pause(at: .indexBuild)
    }

    public func willSaveIndex(of path: String) {
        hook.pause(at: .indexSave)
    }

    public func willWaitForIndexBuild(of path: String) {}
}
