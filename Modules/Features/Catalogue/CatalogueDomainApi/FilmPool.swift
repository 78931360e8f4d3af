/// The films a recommendation weighs, as columns of figures: votes, rating, year, genres (each film's list one of
/// a few hundred shared) and the crowd's votes by star, read from a catalogue's records without building a
/// `Movie` or a title for each. A title, a `Movie` or a film's place by its id is read on demand (`Reader`), for
/// the few films a recommendation shows or weighs by name: at IMDb size the pool is ten thousand films.
public struct FilmPool: Sendable {
    /// How a pool reads what its columns do not hold, each film by its place in the pool.
    public struct Reader: Sendable {
        let title: @Sendable (Int) -> String
        let titleUTF8: (@Sendable (Int, (UnsafeRawBufferPointer) -> Bool) -> Bool)?
        let movie: @Sendable (Int) -> Movie
        let position: @Sendable (String) -> Int?

        /// A reader of `title` and `movie` by place, and of the place of the film whose id is written exactly
        /// as given (nil for an id of no film of the pool). `titleUTF8`, when given, answers what its second
        /// argument answers of the UTF-8 of `title` of a place, read in place rather than built as a `String`.
        public init(
            title: @escaping @Sendable (Int) -> String,
            titleUTF8: (@Sendable (Int, (UnsafeRawBufferPointer) -> Bool) -> Bool)? = nil,
            movie: @escaping @Sendable (Int) -> Movie, position: @escaping @Sendable (String) -> Int?
        ) {
            self.title = title
            self.titleUTF8 = titleUTF8
            self.movie = movie
            self.position = position
        }
    }

    /// How many users rated each film.
    public let votes: [Int?]
    /// Each film's average user rating, 1–10.
    public let ratings: [Double?]
    /// Each film's year of release.
    public let years: [Int?]
    /// Each film's genres, as its place in `genreLists`.
    public let genreListPlaces: [Int]
    /// The lists of genres the films have, each once.
    public let genreLists: [[String]]
    /// Where each film's share of votes by star is in `stars` (nil: none known).
    private let distributions: [Range<Int>?]
    private let stars: [Double]
    private let reader: Reader

    /// How many films the pool holds.
    public var count: Int { votes.count }

    /// The pool of the films whose columns `columns` holds, read further through `reader`.
    public init(_ columns: Columns, reader: Reader) {
        votes = columns.votes
        ratings = columns.ratings
        years = columns.years
        genreListPlaces = columns.genreListPlaces
        genreLists = columns.genreLists
        distributions = columns.distributions
        stars = columns.stars
        self.reader = reader
    }

    /// The title of the film at `position` (`Movie.title`).
    public func title(at position: Int) -> String { reader.title(position) }

    /// Whether `body` holds of the UTF-8 of the title of the film at `position` (`title(at:)`), read in place when
    /// the pool's reader can: the pool's series filter reads thousands of titles to build a few.
    public func title(at position: Int, satisfies body: (UnsafeRawBufferPointer) -> Bool) -> Bool {
        if let titleUTF8 = reader.titleUTF8 { return titleUTF8(position, body) }
        var title = reader.title(position)
        return title.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }

    /// The film at `position`, whole.
    public func movie(at position: Int) -> Movie { reader.movie(position) }

    /// The place of the film whose id is written `id` (`MovieID.rawValue`); nil when the pool has none.
    public func position(of id: String) -> Int? { reader.position(id) }

    /// The genres of the film at `position`.
    public func genres(at position: Int) -> [String] { genreLists[genreListPlaces[position]] }

    /// Calls `body` with the share of votes by star of the film at `position` (`Movie.ratingDistribution`), nil
    /// when none is known.
    public func withDistribution<Result>(
        at position: Int, _ body: (UnsafeBufferPointer<Double>?) -> Result
    ) -> Result {
        guard let range = distributions[position] else { return body(nil) }
        return stars.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
    }
}
