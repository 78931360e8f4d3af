/// The one film a person names on the command line or a screen, the one way every command and screen that takes
/// a film (`detail`, `rate`, `diary`, `similar`, `watchlist`) finds it, or the one error that says why not.
///
/// - An explicit id (`--id`) or an IMDb id (tt0133093) is an id.
/// - A bare number the catalogue could take for an id ("1941") is an id and a title at once: when a film has the
///   id and another the title, neither is picked (`FilmLookupError.idOrTitle`). With a year it is a title.
/// - A title is matched as people write it (`ResolveFilm` with `TitleMatching`: "matrix, the", "empire strikes
///   back"); when no film has it, the catalogue's search decides: the one film with every word of it, or the
///   several to choose from, or none with the closest films as suggestions.
public struct ResolveNamedFilm: Sendable {
    /// How many films a search is asked for when no film has the title.
    static let searchLimit = 20
    /// How many of the closest films are suggested when none has every word.
    static let closestCount = 5

    private let catalogue: any MovieCatalogue
    private let titles: any TitleMatching

    /// Resolves in `catalogue`, matching titles as `titles` compares them.
    public init(catalogue: any MovieCatalogue, titles: any TitleMatching) {
        self.catalogue = catalogue
        self.titles = titles
    }

    /// The one film `name` names.
    public func callAsFunction(_ name: FilmName) async throws(FilmLookupError) -> Movie {
        if name.isID || (name.year == nil && MovieID.isIMDbID(name.text)) { return try await film(id: name.text) }
        if name.year == nil, let id = catalogue.movieID(from: name.text) {
            return try await film(idOrTitle: name, id: id)
        }
        return try await film(titled: name)
    }

    /// The film with the id `text`.
    private func film(id text: String) async throws(FilmLookupError) -> Movie {
        let id = catalogue.movieID(from: text) ?? MovieID(text)
        guard let movie = try await film(withID: id) else {
            throw .unknownID(text, account: "no film has the id \(text)")
        }
        return movie
    }

    /// The film with `id`, or nil when none has it; an unknown id the catalogue accounts for is thrown as such.
    private func film(withID id: MovieID) async throws(FilmLookupError) -> Movie? {
        do {
            return try await catalogue.movie(id: id)
        } catch {
            switch error {
            case .notFound: return nil
            case .unknownID: throw .unknownID(id.rawValue, account: error.description)
            default: throw .lookupFailed(error)
            }
        }
    }

    /// The film a bare number names: the film with that id or the film with that title, never one chosen
    /// silently when both exist.
    private func film(idOrTitle name: FilmName, id: MovieID) async throws(FilmLookupError) -> Movie {
        let byID: Movie?
        do {
            byID = try await film(withID: id)
        } catch {
            guard case .unknownID = error else { throw error }
            byID = nil
        }
        guard let byID else { return try await film(titled: name) }
        let titled = try await resolution(of: name)
        switch titled {
        case .notFound: return byID
        case .found(let movie) where movie.id == byID.id: return byID
        case .found(let movie): throw .idOrTitle(name.text, byID: FilmChoice(byID), titled: [FilmChoice(movie)])
        case .ambiguous(let movies):
            throw .idOrTitle(name.text, byID: FilmChoice(byID), titled: movies.map(FilmChoice.init))
        }
    }

    /// The film titled `name`, or else the one film with every word of it.
    private func film(titled name: FilmName) async throws(FilmLookupError) -> Movie {
        switch try await resolution(of: name) {
        case .found(let movie): return movie
        case .ambiguous(let movies):
            throw .severalFilms(name, candidates: movies.map(FilmChoice.init), everyWord: false)
        case .notFound: return try await film(withEveryWordOf: name)
        }
    }

    /// The films titled `name` as people write titles.
    private func resolution(of name: FilmName) async throws(FilmLookupError) -> FilmResolution {
        do {
            return try await ResolveFilm(catalogue: catalogue, titles: titles)(.title(name.text, year: name.year))
        } catch {
            throw .lookupFailed(error)
        }
    }

    /// The one film the catalogue's search finds with every word of `name` (of its year when given).
    private func film(withEveryWordOf name: FilmName) async throws(FilmLookupError) -> Movie {
        let page: SearchResultPage
        do {
            page = try await catalogue.search(
                SearchQuery(text: name.text, years: name.year.map { $0...$0 }, limit: Self.searchLimit))
        } catch {
            throw .lookupFailed(error)
        }
        let words = Set(titles.key(name.text).split(separator: " "))
        let matching =
            words.isEmpty
            ? [] : page.movies.filter { hasEvery(words, $0) && (name.year == nil || $0.year == name.year) }
        switch matching.count {
        case 0:
            throw .noFilm(name, closest: page.movies.prefix(Self.closestCount).map(FilmChoice.init))
        case 1:
            return matching[0]
        default:
            throw .severalFilms(name, candidates: matching.map(FilmChoice.init), everyWord: true)
        }
    }

    /// Whether `movie`'s title (or original title) has each of `words`, as `titles` folds words.
    private func hasEvery(_ words: Set<Substring>, _ movie: Movie) -> Bool {
        let titleWords = [movie.title, movie.originalTitle ?? ""].flatMap { titles.key($0).split(separator: " ") }
        return words.isSubset(of: titleWords)
    }
}
