import CatalogueDomain
import CatalogueDomainApi
import CatalogueEngine
import CatalogueResources
import FoundationEssentials

/// A catalogue on this machine: the 58,788 films shipped with the app, or the IMDb datasets once imported.
final class OfflineMovieRepository: MovieCatalogue {
    let catalogue: CatalogueFile
    private var engine: CatalogueSearchEngine { CatalogueSearchEngine(catalogue: catalogue) }
    /// "the embedded catalogue" or "the imported IMDb catalogue", for messages.
    var name: String {
        catalogue.metadata.source == "embedded" ? "the embedded catalogue" : "the imported IMDb catalogue"
    }

    /// Opens the catalogue file at `path`.
    init(path: String) throws(CatalogueError) {
        do {
            catalogue = try CatalogueFile(path: path)
        } catch {
            throw CatalogueError(error)
        }
    }

    /// Opens the catalogue shipped as a resource of this module.
    convenience init() throws(CatalogueError) {
        guard let path = Self.embeddedPath else {
            throw .unavailable("the embedded catalogue is missing from the installation; reinstall Movieland")
        }
        try self.init(path: path)
    }

    /// Where the embedded catalogue is: `../share/movieland/catalogue.bin` from the executable's folder when
    /// installed (`make install`), else the CatalogueResources target's resource bundle next to the executable
    /// (a SwiftPM build). That target is C so that no `Bundle.module` accessor links Foundation into the app.
    static var embeddedPath: String? {
        EmbeddedResource.path(
            of: CATALOGUE_RESOURCES_CATALOGUE, installedIn: "movieland", bundle: CATALOGUE_RESOURCES_BUNDLE)
    }

    func search(_ query: SearchQuery) async throws(CatalogueError) -> SearchResultPage {
        let genreBits = try genreMask(query.genres)
        let years = query.years
        let rating10 = query.minimumRating.map { Int(($0 * 10).rounded(.up)) }
        if query.everyWordAsWritten, query.people.isEmpty, genreBits == 0, rating10 == nil, query.minimumVotes == nil {
            let catalogue = self.catalogue
            let matches = engine.filmsWithEveryWord(QueryPlan(query.text)) { index in
                years.map { $0.contains(catalogue.year(index)) } ?? true
            }
            return page(of: matches, total: matches.count, query: query, note: nil)
        }
        // Titles alone, by relevance: only the films that can reach the page are ranked.
        if query.sort == .relevance, query.people.isEmpty, years == nil, genreBits == 0, rating10 == nil,
            query.minimumVotes == nil
        {
            let plan = QueryPlan(query.text)
            let top = engine.topMatches(plan, count: query.page * query.limit)
            let note = Self.missingNote(
                top.missingWords, matched: top.matches.map(\.wordsMatched).max(), required: plan.requiredWordCount)
            return page(of: top.matches, total: top.total, query: query, note: note)
        }
        let result = try matches(for: query)
        let catalogue = self.catalogue
        var matches = result.matches
        // Filters read each match's record; a search without them reads only the page's.
        if years != nil || genreBits != 0 || rating10 != nil || query.minimumVotes != nil {
            matches = matches.filter { match in
                let record = catalogue.record(match.index)
                if let years, !years.contains(record.year) { return false }
                if record.genreBits & genreBits != genreBits { return false }
                if let rating10, record.rating10 < rating10 { return false }
                if let minimum = query.minimumVotes, record.votes < minimum { return false }
                return true
            }
        }
        switch query.sort {
        case .relevance:
            matches.sort { CatalogueSearchEngine.relevanceOrder($0, $1, catalogue: catalogue) }
        case .rating:
            matches.sort { ($0.rating10, $0.votes, -$0.index) > ($1.rating10, $1.votes, -$1.index) }
        case .votes:
            matches.sort { ($0.votes, -$0.index) > ($1.votes, -$1.index) }
        case .year:
            let years = Dictionary(uniqueKeysWithValues: matches.map { ($0.index, catalogue.year($0.index)) })
            matches.sort { (years[$0.index]!, $0.index) < (years[$1.index]!, $1.index) }
        case .title:
            let keys = Dictionary(
                uniqueKeysWithValues: matches.map { match in
                    let record = catalogue.record(match.index)
                    return (match.index, (movie(record).title.lowercased(), record.year))
                })
            matches.sort { keys[$0.index]! < keys[$1.index]! }
        }
        let missing = Self.missingNote(
            result.missingWords, matched: matches.map(\.wordsMatched).max(),
            required: query.text.isEmpty ? 0 : QueryPlan(query.text).requiredWordCount)
        return page(of: matches, total: matches.count, query: query, note: result.note ?? missing)
    }

    /// The query's page of `matches` (sorted, from the first), `total` films in all.
    private func page(
        of matches: [CatalogueSearchEngine.Match], total: Int, query: SearchQuery, note: String?
    ) -> SearchResultPage {
        let start = (query.page - 1) * query.limit
        let page = start < matches.count ? Array(matches[start..<min(matches.count, start + query.limit)]) : []
        // The page's records, then their strings, read in two batches rather than one film after another.
        catalogue.prefetchRecords(page.map(\.index))
        let records = page.map { catalogue.record($0.index) }
        catalogue.prefetchStrings(of: records)
        return SearchResultPage(
            movies: records.map(movie), totalCount: total, page: query.page,
            limit: query.limit,
            scopeNote: note)
    }

    /// The films matching the query's words, of the people it names when it names some.
    private func matches(
        for query: SearchQuery
    ) throws(CatalogueError) -> (matches: [CatalogueSearchEngine.Match], missingWords: [String], note: String?) {
        let people = query.people
        guard !people.isEmpty else {
            let result = engine.search(QueryPlan(query.text))
            return (result.matches, result.missingWords, nil)
        }
        var films: Set<Int>?
        var notes: [String] = []
        for (role, name) in people {
            let found = try self.films(of: name, as: role)
            films = films.map { $0.intersection(found.records) } ?? found.records
            notes.append(
                found.names.isEmpty
                    ? "no \(role.rawValue) is named \"\(name)\""
                    : Self.scopeNote(role, names: found.names))
        }
        let records = films ?? []
        let matches: [CatalogueSearchEngine.Match]
        if query.text.allSatisfy(\.isWhitespace) {
            matches = engine.matches(ofRecords: records)
        } else {
            matches = engine.search(QueryPlan(query.text)).matches.filter { records.contains($0.index) }
        }
        return (matches, [], notes.isEmpty ? nil : notes.joined(separator: "; "))
    }

    /// "Films directed by A, B, C, ...".
    private static func scopeNote(_ role: CreditRole, names: Set<String>) -> String {
        let shown = names.sorted().prefix(3).joined(separator: ", ") + (names.count > 3 ? ", ..." : "")
        switch role {
        case .actor: return "Films with \(shown)"
        case .director: return "Films directed by \(shown)"
        case .writer: return "Films written by \(shown)"
        case .composer: return "Films scored by \(shown)"
        case .cinematographer: return "Films shot by \(shown)"
        }
    }

    /// What a result that is short of some words says: which words no film shown has.
    /// What the results are when no film has every word: those with the others (naming the words no film has),
    /// or, when each word is in some film but none has them all, the closest; nil when the first has every word.
    private static func missingNote(_ missing: [String], matched: Int?, required: Int) -> String? {
        guard let matched else { return nil }
        guard missing.isEmpty else {
            let words = missing.map { "\"\($0)\"" }.joined(separator: ", ")
            return "No film has every word: these have the others, but not \(words)"
        }
        return matched < required ? "No film has every word; closest:" : nil
    }

    func movie(id: MovieID) async throws(CatalogueError) -> Movie {
        guard let number = catalogue.metadata.number(inID: id.rawValue), let index = catalogue.index(ofID: number)
        else {
            let example = catalogue.movieCount > 0 ? catalogue.metadata.id(catalogue.record(0).id) : nil
            throw .unknownID(id, catalogue: name, example: example)
        }
        return movie(catalogue.record(index))
    }

    func movies(titled title: String, year: Int?) async throws(CatalogueError) -> [Movie] {
        engine.exactTitles(of: title, year: year)
            .map { catalogue.record($0.index) }
            .sorted { ($0.year, $0.index) < ($1.year, $1.index) }
            .map(movie)
    }

    func movies(minimumVotes: Int) async throws(CatalogueError) -> [Movie] {
        // A few hundred combinations of genres among thousands of films: each list is built once and shared.
        var genreLists: [UInt32: [String]] = [:]
        return catalogue.indexes(withVotesAtLeast: minimumVotes).map { index in
            let record = catalogue.record(index)
            let genres = genreLists[record.genreBits] ?? catalogue.metadata.genres(inBits: record.genreBits)
            genreLists[record.genreBits] = genres
            return movie(record, genres: genres)
        }
    }

    /// Read from the records alone, like `ratedFilms(minimumVotes:)`.
    func figures(of ids: [MovieID]) async throws(CatalogueError) -> [FilmFigures] {
        let metadata = catalogue.metadata
        var genreLists: [UInt32: [String]] = [:]
        return ids.compactMap { id in
            guard let number = metadata.number(inID: id.rawValue), let index = catalogue.index(ofID: number) else {
                return nil
            }
            let record = catalogue.record(index)
            let genres = genreLists[record.genreBits] ?? metadata.genres(inBits: record.genreBits)
            genreLists[record.genreBits] = genres
            return FilmFigures(
                id: id, year: record.year == 0 ? nil : record.year,
                rating: record.votes == 0 ? nil : Double(record.rating10) / 10, genres: genres)
        }
    }

    /// Read from the records alone: no title, name or certification string is touched.
    func ratedFilms(minimumVotes: Int) async throws(CatalogueError) -> [RatedFilm] {
        let metadata = catalogue.metadata
        // A few hundred combinations of genres among ten thousand films: each list is built once.
        var genreLists: [UInt32: [String]] = [:]
        return catalogue.indexes(withVotesAtLeast: minimumVotes).compactMap { index in
            let record = catalogue.record(index)
            guard record.votes > 0 else { return nil }
            let genres = genreLists[record.genreBits] ?? metadata.genres(inBits: record.genreBits)
            genreLists[record.genreBits] = genres
            return RatedFilm(
                id: MovieID(metadata.id(record.id)), year: record.year == 0 ? nil : record.year,
                rating: Double(record.rating10) / 10, votes: record.votes, genres: genres)
        }
    }

    func movieID(from text: String) -> MovieID? {
        guard let number = catalogue.metadata.number(inID: text), catalogue.index(ofID: number) != nil else {
            return nil
        }
        return MovieID(catalogue.metadata.id(number))
    }

    /// The genre names this catalogue file records (its metadata's list).
    func genres() -> [String] { catalogue.metadata.genres }

    private func genreMask(_ genres: [String]) throws(CatalogueError) -> UInt32 {
        let names = catalogue.metadata.genres
        var mask: UInt32 = 0
        for genre in genres {
            guard let bit = names.firstIndex(where: { $0.lowercased() == genre.lowercased() }) else {
                throw .unsupported(
                    "\(name) has no genre \"\(genre)\"; its genres are " + names.joined(separator: ", "))
            }
            mask |= 1 << bit
        }
        return mask
    }

    func movie(_ record: CatalogueFile.Record) -> Movie {
        movie(record, genres: catalogue.metadata.genres(inBits: record.genreBits))
    }

    /// The film of `record`, whose genres are `genres` (its `genreBits` named).
    private func movie(_ record: CatalogueFile.Record, genres: [String]) -> Movie {
        let metadata = catalogue.metadata
        let certifications = metadata.certifications
        return Movie(
            id: MovieID(metadata.id(record.id)),
            title: MovieTextNormalizer.naturalTitle(catalogue.string(record.titleRange)),
            originalTitle: record.originalTitleRange.isEmpty ? nil : catalogue.string(record.originalTitleRange),
            year: record.year == 0 ? nil : record.year, runtimeMinutes: record.runtime == 0 ? nil : record.runtime,
            budget: record.budget, rating: record.votes == 0 ? nil : Double(record.rating10) / 10,
            votes: record.votes,
            certification: Int(record.certification) < certifications.count && record.certification != 0
                ? certifications[Int(record.certification)] : nil,
            genres: genres,
            ratingDistribution: record.hasDistribution ? catalogue.distribution(record.index) : nil,
            directors: record.directorsRange.isEmpty
                ? []
                : catalogue.bytes(record.directorsRange).split(separator: UInt8(ascii: "\n")).map {
                    String(decoding: $0, as: UTF8.self)
                })
    }
}
