import TerminalUI
@testable import SozlukBrowser

// A key as the View delivers it to its Presenter: looked up in the screen's key table, so
// these tests prove the table and the Presenter together.

extension SearchPresenter {
    @discardableResult
    func press(_ key: Key) -> Handling { SearchView.keys.action(for: key).map(didRequest) ?? .ignored }
}

extension WordDetailPresenter {
    @discardableResult
    func press(_ key: Key) -> Handling { WordDetailView.keys.action(for: key).map(didRequest) ?? .ignored }
}

extension FavoritesPresenter {
    @discardableResult
    func press(_ key: Key) -> Handling {
        if isAsking { return didRequest(.list(.answer(ListRows.answer(key)))) }
        return FavoritesView.keys.action(for: key).map(didRequest) ?? .ignored
    }
}

extension SettingsPresenter {
    @discardableResult
    func press(_ key: Key) -> Handling { SettingsView.keys.action(for: key).map(didRequest) ?? .ignored }
}

extension HelpPresenter {
    @discardableResult
    func press(_ key: Key) -> Handling { HelpView.keys.action(for: key).map(didRequest) ?? .ignored }
}

extension HistoryPresenter {
    @discardableResult
    func press(_ key: Key) -> Handling {
        if isAsking { return didRequest(.list(.answer(ListRows.answer(key)))) }
        return HistoryView.keys.action(for: key).map(didRequest) ?? .ignored
    }
}

extension ReviewPresenter {
    @discardableResult
    func press(_ key: Key) -> Handling { ReviewView.keys.action(for: key).map(didRequest) ?? .ignored }
}
