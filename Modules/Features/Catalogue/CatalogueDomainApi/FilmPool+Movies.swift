extension FilmPool {
    /// The pool of `movies`, in their order: for a source that lists its films as `Movie`s.
    public init(_ movies: [Movie]) {
        var columns = Columns(capacity: movies.count)
        var places: [[String]: Int] = [:]
        var positions: [String: Int] = [:]
        for (position, movie) in movies.enumerated() {
            let place = places[movie.genres] ?? columns.addGenreList(movie.genres)
            places[movie.genres] = place
            columns.append(
                votes: movie.votes, rating: movie.rating, year: movie.year, genreListPlace: place,
                distribution: movie.ratingDistribution)
            if positions[movie.id.rawValue] == nil { positions[movie.id.rawValue] = position }
        }
        self.init(
            columns,
            reader: Reader(
                title: { movies[$0].title }, movie: { movies[$0] }, position: { [positions] in positions[$0] }))
    }
}
