import CatalogueDomainApi
import CatalogueEngine

extension OfflineMovieRepository {
    /// Read from the records alone, as `ratedFilms(minimumVotes:)` reads them: a title is read (as a `String`, or
    /// as the record's bytes when they are the natural title), and a `Movie` built, only for the films asked about;
    /// a film's place by its id is found by its record's.
    func filmPool(minimumVotes: Int) async throws(CatalogueError) -> FilmPool {
        let catalogue = catalogue
        let indexes = catalogue.indexes(withVotesAtLeast: minimumVotes)
        var columns = FilmPool.Columns(capacity: indexes.count)
        // A few hundred combinations of genres among thousands of films: each list is built once.
        var places: [UInt32: Int] = [:]
        // Each film's shares by star, read into one array rather than an array for each film.
        var shares: [Double] = []
        // Kept while the record is at hand: the series filter reads each title, and the records are far apart.
        var titleRanges: [Range<Int>] = []
        titleRanges.reserveCapacity(indexes.count)
        for index in indexes {
            let record = catalogue.record(index)
            titleRanges.append(record.titleRange)
            shares.removeAll(keepingCapacity: true)
            if record.hasDistribution { shares.append(contentsOf: catalogue.distributionShares(index)) }
            let place =
                places[record.genreBits] ?? columns.addGenreList(catalogue.metadata.genres(inBits: record.genreBits))
            places[record.genreBits] = place
            columns.append(
                votes: record.votes, rating: record.votes == 0 ? nil : Double(record.rating10) / 10,
                year: record.year == 0 ? nil : record.year, genreListPlace: place,
                distribution: record.hasDistribution ? shares : nil)
        }
        let reader = FilmPool.Reader(
            title: { [titleRanges] in MovieTextNormalizer.naturalTitle(catalogue.string(titleRanges[$0])) },
            titleUTF8: { [titleRanges] position, body in
                MovieTextNormalizer.withNaturalTitle(ofStored: catalogue.bytes(titleRanges[position]), body)
            },
            movie: { [self] in movie(catalogue.record(indexes[$0])) },
            position: { id in Self.position(of: id, among: indexes, in: catalogue) })
        return FilmPool(columns, reader: reader)
    }

    /// The place among `indexes` (record indexes in increasing order) of the film whose id is written `id`, as
    /// `Movie.id` writes it; nil when none is.
    private static func position(of id: String, among indexes: [Int], in catalogue: CatalogueFile) -> Int? {
        guard let number = catalogue.metadata.number(inID: id), let index = catalogue.index(ofID: number) else {
            return nil
        }
        var low = 0
        var high = indexes.count
        while low < high {
            let middle = (low + high) / 2
            if indexes[middle] < index { low = middle + 1 } else { high = middle }
        }
        guard low < indexes.count, indexes[low] == index, catalogue.metadata.id(catalogue.record(index).id) == id
        else { return nil }
        return low
    }
}
