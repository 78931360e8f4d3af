/// The films `FilmNeighbours` weighs candidates against, in columns of plain values read in one loop for each
/// candidate (a recommendation reads ~90 films for each of ~4,500 candidates): their place in the taste, weight,
/// genres as bits, year, and the crowd's votes by star. Ten-star spreads are also kept star by star, every
/// film's share of one star side by side, so that a candidate's spread of votes against all of them is ten
/// loops over contiguous values; each film's sum still adds its ten stars in order, as one film at a time would.
struct NeighbourColumns {
    /// What likeness reads of a film: its genres as bits, its year, its crowd's votes by star and rating.
    struct Features {
        let genres: UInt64
        let year: Int?
        let distribution: [Double]?
        /// The crowd's rating, 1 to 10: what the spread is read from when no votes by star are known.
        let rating: Double?
    }

    /// The spread of votes a point of rating apart stands for, between two films whose votes by star are not
    /// known (an IMDb import knows ratings only): the least-squares slope of the spread on the gap in rating
    /// over 200,000 pairs of the embedded catalogue's 4,515 films of 1,000 votes or more is 34.0 (the tuning
    /// histories found 30 to 40 best, `Tools/bench/recommend.md`).
    static let spreadPerRatingPoint = 34.0

    /// The stars of the spreads read side by side.
    static let stars = 10
    /// The Jaccard index of two sets of genres sharing `shared` of the `union` either has, at `shared * 65 +
    /// union` (0 for no genre at all): read rather than divided, for every pair of films.
    private static let jaccard = (0...64).flatMap { shared in
        (0...64).map { union in union == 0 ? 0 : Double(shared) / Double(union) }
    }

    let indexes: [Int]
    let weights: [Double]
    /// How many films pull (weigh more than 0): the first ones.
    let pullingCount: Int
    private let genres: [UInt64]
    /// How many genres each film has.
    private let genreCounts: [Int]
    private let years: [Int?]
    /// Each film's votes by star (nil: none known).
    private let distributions: [[Double]?]
    /// Each film's rating when its votes by star are not known (nil for the others: they have a spread).
    private let ratingsWithoutStars: [Double?]
    /// The ten-star spreads, star by star: star `s` of film `f` at `s * count + f` (0 for a film without ten).
    private let byStar: [Double]
    /// The films whose votes are not known by ten stars: their spread from a ten-star one is 0.
    private let withoutTenStars: [Int]
    /// Each film's figures for a lower bound of its spread from another (`SpreadBound`); zeros for a film without
    /// ten stars, which `hasTenStars` tells.
    private let spreadFigures: [SpreadBound.Figures]
    private let hasTenStars: [Bool]

    var count: Int { indexes.count }

    /// The columns of `films`: each one's place in the taste, weight and features.
    init(_ films: [(index: Int, weight: Double, features: Features)]) {
        indexes = films.map(\.index)
        weights = films.map(\.weight)
        pullingCount = films.prefix { $0.weight > 0 }.count
        genres = films.map(\.features.genres)
        genreCounts = genres.map(\.nonzeroBitCount)
        years = films.map(\.features.year)
        distributions = films.map(\.features.distribution)
        ratingsWithoutStars = films.map { $0.features.distribution == nil ? $0.features.rating : nil }
        var byStar = [Double](repeating: 0, count: Self.stars * films.count)
        for (film, distribution) in distributions.enumerated() where distribution?.count == Self.stars {
            for star in 0..<Self.stars { byStar[star * films.count + film] = distribution?[star] ?? 0 }
        }
        self.byStar = byStar
        withoutTenStars = films.indices.filter { films[$0].features.distribution?.count != Self.stars }
        hasTenStars = distributions.map { $0?.count == Self.stars }
        spreadFigures = distributions.map { distribution in
            guard let distribution, distribution.count == Self.stars else { return SpreadBound.Figures() }
            return distribution.withUnsafeBufferPointer(SpreadBound.figures(of:))
        }
    }

    /// Each of `mosts` (one for each of `films`, in order) times the most `exp(-spread / spreadScale)` can be for
    /// the lower bound of its film's spread from a film of `figures` (`SpreadBound`); as it is for a film whose
    /// votes are not known by ten stars (its spread is 0).
    func scaleBySpreads(
        _ mosts: UnsafeMutableBufferPointer<Double>, from figures: SpreadBound.Figures, films: Range<Int>
    ) {
        spreadFigures.withUnsafeBufferPointer { figuresOfFilms in
            hasTenStars.withUnsafeBufferPointer { tenStars in
                SpreadBound.scale(
                    mosts, from: figures, films: .init(rebasing: figuresOfFilms[films]),
                    tenStars: .init(rebasing: tenStars[films]))
            }
        }
    }

    /// Each of `mosts` (one for each of `films`, in order) times the most `exp(-spread / spreadScale)` can be for
    /// its film's spread from a film of `rating` whose votes by star are not known (`spreads(from:rating:into:)`);
    /// as it is for a film whose votes by star are known (its spread is 0).
    func scaleByRatings(_ mosts: UnsafeMutableBufferPointer<Double>, from rating: Double, films: Range<Int>) {
        for film in films {
            guard let theirs = ratingsWithoutStars[film] else { continue }
            mosts[film - films.lowerBound] *= SpreadBound.factor(atLeast: Self.spread(between: rating, theirs))
        }
    }

    /// The spread of votes two films of these ratings stand for when neither's votes by star are known.
    private static func spread(between rating: Double, _ other: Double) -> Double {
        spreadPerRatingPoint * Swift.abs(rating - other)
    }

    /// Each film's Jaccard index of genres with a film of `genres` (as bits), in the films' order: the first term
    /// of a film's reach (the second is `closeness(toYear:_:)`), the same for every candidate of those genres.
    func genreLikeness(to genres: UInt64) -> [Double] {
        let count = genres.nonzeroBitCount
        return (0..<self.count).map { film in
            let shared = (genres & self.genres[film]).nonzeroBitCount
            return Self.jaccard[shared &* 65 &+ (count + genreCounts[film] - shared)]
        }
    }

    /// Each film's closeness in years to a film of `year` (`closeness`, by the years apart; 0 when either year
    /// is unknown), in the films' order.
    func closeness(toYear year: Int?, _ closeness: [Double]) -> [Double] {
        guard let year else { return [Double](repeating: 0, count: count) }
        return years.map { other in other.map { closeness[min(Swift.abs(year - $0), 300)] } ?? 0 }
    }

    /// Into `sums` (one a film), how far each film's crowd's votes are spread from those of `distribution`: the
    /// sum over the stars of the difference, 0 when they count their stars differently or one of the two has
    /// votes by star and the other not. When neither has, `spreadPerRatingPoint` times the gap between their
    /// ratings (`rating`: the candidate's), 0 when either is unknown.
    func spreads(
        from distribution: UnsafeBufferPointer<Double>?, rating: Double?, into sums: UnsafeMutableBufferPointer<Double>
    ) {
        for film in 0..<count { sums[film] = 0 }
        guard let distribution else {
            guard let rating else { return }
            for film in 0..<count {
                if let theirs = ratingsWithoutStars[film] { sums[film] = Self.spread(between: rating, theirs) }
            }
            return
        }
        guard distribution.count == Self.stars else {
            for (film, theirs) in distributions.enumerated() where theirs?.count == distribution.count {
                var sum = 0.0
                for star in distribution.indices { sum += Swift.abs(distribution[star] - (theirs?[star] ?? 0)) }
                sums[film] = sum
            }
            return
        }
        let count = count
        byStar.withUnsafeBufferPointer { byStar in
            for star in 0..<Self.stars {
                let share = distribution[star]
                let column = UnsafeBufferPointer(rebasing: byStar[star * count..<(star + 1) * count])
                for film in 0..<count { sums[film] += Swift.abs(share - column[film]) }
            }
        }
        for film in withoutTenStars { sums[film] = 0 }
    }
}
