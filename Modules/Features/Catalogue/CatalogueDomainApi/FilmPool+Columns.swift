extension FilmPool {
    /// A pool's columns, filled film by film.
    public struct Columns: Sendable {
        var votes: [Int?] = []
        var ratings: [Double?] = []
        var years: [Int?] = []
        var genreListPlaces: [Int] = []
        var genreLists: [[String]] = []
        var distributions: [Range<Int>?] = []
        var stars: [Double] = []

        /// No film yet, with room for `capacity`.
        public init(capacity: Int = 0) {
            votes.reserveCapacity(capacity)
            ratings.reserveCapacity(capacity)
            years.reserveCapacity(capacity)
            genreListPlaces.reserveCapacity(capacity)
            distributions.reserveCapacity(capacity)
        }

        /// Keeps `genres` as a list the films can have; its place, for `append`. Give each list once.
        public mutating func addGenreList(_ genres: [String]) -> Int {
            genreLists.append(genres)
            return genreLists.count - 1
        }

        /// Adds a film of these figures, whose genres are the list at `genreListPlace` (`addGenreList`) and whose
        /// share of votes by star is `distribution` (nil: none known).
        public mutating func append(
            votes: Int?, rating: Double?, year: Int?, genreListPlace: Int, distribution: [Double]?
        ) {
            self.votes.append(votes)
            ratings.append(rating)
            years.append(year)
            genreListPlaces.append(genreListPlace)
            if let distribution {
                distributions.append(stars.count..<stars.count + distribution.count)
                stars.append(contentsOf: distribution)
            } else {
                distributions.append(nil)
            }
        }
    }
}
