/// Your year (or your whole history) in figures: what `stats` draws.
public struct HistoryStats: Sendable, Equatable {
    /// A label and how many: a month, a decade, a genre, a person.
    public struct Count: Sendable, Equatable {
        /// What is counted ("2025-03", "1990s", "Drama", "Christopher Nolan").
        public let label: String
        /// How many films or viewings.
        public let count: Int

        /// `count` of `label`.
        public init(_ label: String, _ count: Int) {
            self.label = label
            self.count = count
        }
    }

    /// A film you rated far from the crowd.
    public struct Disagreement: Sendable, Equatable {
        /// The film, as "Title (Year)".
        public let film: String
        /// Your rating.
        public let yours: FilmRating
        /// IMDb's average, out of ten.
        public let crowd: Double

        /// You rated `film` `yours` where the crowd gave `crowd`.
        public init(film: String, yours: FilmRating, crowd: Double) {
            self.film = film
            self.yours = yours
            self.crowd = crowd
        }

        /// Yours minus the crowd's, out of ten.
        public var difference: Double { Double(yours.outOfTen) - crowd }
    }

    /// The share of the figures that are rows kept outside the catalogue in use (films it does not have).
    public struct Outside: Sendable, Equatable {
        /// Viewings, films and ratings counted from kept rows.
        public let viewings: Int, films: Int, ratings: Int

        /// `viewings` of `films`, and `ratings`, from kept rows.
        public init(viewings: Int = 0, films: Int = 0, ratings: Int = 0) {
            self.viewings = viewings
            self.films = films
            self.ratings = ratings
        }
    }

    /// Of the figures, those from rows kept outside the catalogue in use: counted in the viewings, films,
    /// rewatches, months and ratings, but without the catalogue's genres, decades or people.
    public var outside = Outside()

    /// The year the figures are of; nil for the whole history.
    public let year: Int?
    /// How many viewings.
    public let viewings: Int
    /// Of how many films.
    public let films: Int
    /// How many of the viewings were rewatches.
    public let rewatches: Int
    /// Viewings per month of the year (all twelve), or per year for the whole history.
    public let perPeriod: [Count]
    /// How many ratings gave each value out of ten, 1 to 10 (stars doubled).
    public let ratingSpread: [Int]
    /// How far your ratings are from IMDb's on average (yours minus theirs, out of ten), over how many films;
    /// nil when no rated film has a crowd rating.
    public let crowdDifference: Double?
    /// How many rated films have a crowd rating.
    public let crowdFilms: Int
    /// The films you disagree with the crowd on most, furthest first.
    public let disagreements: [Disagreement]
    /// The films' decades, in order.
    public let decades: [Count]
    /// Their genres, most first.
    public let genres: [Count]
    /// Their directors, most first.
    public let directors: [Count]
    /// Their top-billed actors, most first.
    public let actors: [Count]
    /// Whether the catalogue in use knows people (the IMDb import does, the embedded catalogue does not).
    public let knowsPeople: Bool

    /// The figures; see the properties.
    public init(
        year: Int?, viewings: Int, films: Int, rewatches: Int, perPeriod: [Count], ratingSpread: [Int],
        crowdDifference: Double?, crowdFilms: Int, disagreements: [Disagreement], decades: [Count], genres: [Count],
        directors: [Count], actors: [Count], knowsPeople: Bool
    ) {
        self.year = year
        self.viewings = viewings
        self.films = films
        self.rewatches = rewatches
        self.perPeriod = perPeriod
        self.ratingSpread = ratingSpread
        self.crowdDifference = crowdDifference
        self.crowdFilms = crowdFilms
        self.disagreements = disagreements
        self.decades = decades
        self.genres = genres
        self.directors = directors
        self.actors = actors
        self.knowsPeople = knowsPeople
    }
}
