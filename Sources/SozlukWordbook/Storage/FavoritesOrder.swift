import SozlukDictionary

/// Where a favorite goes in the list, which is oldest first: the one rule of every store, for
/// an import, an undone unstar and a star given anew alike.
package enum FavoritesOrder {
    /// `favorites` in their order, each of `new` (by time, in their order at equal times)
    /// before the first favorite added after it.
    package static func merging(_ new: [Favorite], into favorites: [Favorite]) -> [Favorite] {
        let incoming = new.enumerated().sorted { ($0.element.addedAt, $0.offset) < ($1.element.addedAt, $1.offset) }.map(\.element)
        var merged: [Favorite] = []
        merged.reserveCapacity(favorites.count + incoming.count)
        var next = 0
        for favorite in favorites {
            while next < incoming.count, incoming[next].addedAt < favorite.addedAt {
                merged.append(incoming[next])
                next += 1
            }
            merged.append(favorite)
        }
        return merged + incoming[next...]
    }

    /// `favorites` with `favorite` given back where it was: right after `previous` (the word it
    /// followed, nil for the first), when the times there allow it, which keeps its place among
    /// favorites starred in the same second (a list imported at once); else by its time.
    package static func restoring(_ favorite: Favorite, after previous: WordReference?, in favorites: [Favorite]) -> [Favorite] {
        guard !favorites.contains(where: { $0.word == favorite.word }) else { return favorites }
        // Right after `previous`, or first; nil when `previous` is starred no more.
        let place: Int? = if let previous { favorites.firstIndex { $0.word == previous }.map { $0 + 1 } } else { 0 }
        if let place, place == 0 || favorites[place - 1].addedAt <= favorite.addedAt,
           place == favorites.count || favorite.addedAt <= favorites[place].addedAt {
            var restored = favorites
            restored.insert(favorite, at: place)
            return restored
        }
        return merging([favorite], into: favorites)
    }
}
