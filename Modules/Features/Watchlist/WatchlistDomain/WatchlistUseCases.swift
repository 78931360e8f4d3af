import Foundation
import SearchDomainApi
import WatchlistDomainApi

/// What adding did.
public enum AddOutcome: Sendable, Equatable {
    case added(WatchlistEntry)
    case alreadyListed(WatchlistEntry)
}

/// Adds a film, named by id or title (and year), found through the Search feature's catalogue.
public struct AddToWatchlist: Sendable {
    private let repository: any WatchlistRepository
    private let catalogue: any MovieCatalogue
    private let now: @Sendable () -> Date

    public init(
        repository: any WatchlistRepository, catalogue: any MovieCatalogue,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.repository = repository
        self.catalogue = catalogue
        self.now = now
    }

    public func execute(_ text: String, year: Int?) async throws(WatchlistError) -> AddOutcome {
        let movie = try await resolve(text, year: year)
        let entry = WatchlistEntry(movieID: movie.id.rawValue, title: movie.title, year: movie.year, addedAt: now())
        return try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) -> AddOutcome in
            if let existing = entries.first(where: { $0.movieID == entry.movieID }) { return .alreadyListed(existing) }
            entries.append(entry)
            return .added(entry)
        }
    }

    private func resolve(_ text: String, year: Int?) async throws(WatchlistError) -> Movie {
        do {
            if year == nil, let id = catalogue.movieID(from: text) { return try await catalogue.movie(id: id) }
            let matches = try await catalogue.movies(titled: text, year: year)
            if matches.count == 1 { return matches[0] }
            let described = year.map { "\"\(text)\" (\($0))" } ?? "\"\(text)\""
            if matches.isEmpty {
                throw WatchlistError.lookupFailed(
                    "no film is titled \(described); find its exact title or id with `movieland search \(text)`")
            }
            throw WatchlistError.ambiguous(
                "\(matches.count) films are titled \(described); add --year or use an id",
                candidates: matches.map { FilmSummary(movieID: $0.id.rawValue, title: $0.title, year: $0.year) })
        } catch let error as WatchlistError {
            throw error
        } catch let error as CatalogueError {
            throw .lookupFailed(error.description)
        } catch {
            throw .lookupFailed("\(error)")
        }
    }
}

/// Removes a listed film, named by id or by title (and year).
public struct RemoveFromWatchlist: Sendable {
    private let repository: any WatchlistRepository

    public init(repository: any WatchlistRepository) {
        self.repository = repository
    }

    public func execute(_ text: String, year: Int?) async throws(WatchlistError) -> WatchlistEntry {
        try await repository.modify { (entries: inout [WatchlistEntry]) throws(WatchlistError) -> WatchlistEntry in
            let key = WatchlistTitle.key(text)
            let matches = entries.indices.filter { index in
                entries[index].movieID == text
                    || (WatchlistTitle.key(entries[index].title) == key && (year == nil || entries[index].year == year))
            }
            guard let first = matches.first else {
                throw .notListed("\"\(text)\" is not on your watchlist; see it with `movieland watchlist list`")
            }
            guard matches.count == 1 else {
                throw .ambiguous(
                    "\(matches.count) films on your watchlist are titled \"\(text)\"; add --year or use an id",
                    candidates: matches.map {
                        FilmSummary(movieID: entries[$0].movieID, title: entries[$0].title, year: entries[$0].year)
                    })
            }
            return entries.remove(at: first)
        }
    }
}

/// The watchlist, oldest first.
public struct ListWatchlist: Sendable {
    private let repository: any WatchlistRepository
    private let catalogue: (any MovieCatalogue)?

    /// `catalogue`: the one in use, to tell which entries it does not have.
    public init(repository: any WatchlistRepository, catalogue: (any MovieCatalogue)? = nil) {
        self.repository = repository
        self.catalogue = catalogue
    }

    public func execute() async throws(WatchlistError) -> [WatchlistEntry] {
        try await repository.entries()
    }

    /// The ids among `entries` the catalogue in use does not have: added from another source (the embedded
    /// catalogue's row numbers once the IMDb datasets are imported). They stay listed, shown as such.
    public func idsNotInCatalogue(_ entries: [WatchlistEntry]) -> Set<String> {
        guard let catalogue else { return [] }
        return Set(entries.map(\.movieID).filter { catalogue.movieID(from: $0)?.rawValue != $0 })
    }
}

/// Titles compared the way people type them: case, accents and a leading article ignored.
enum WatchlistTitle {
    static func key(_ title: String) -> String {
        var words = title.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .split(whereSeparator: { !$0.isLetter && !$0.isNumber })
        if words.count > 1, ["the", "a", "an"].contains(words[0]) { words.removeFirst() }
        return words.joined(separator: " ")
    }
}
