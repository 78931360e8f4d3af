extension FilmNeighbours {
    /// How many films' bounds are read between two looks at whether the bound is `enough`.
    static let filmsBoundAtOnce = 64

    /// The most the pulls on a candidate of `genres` (as bits), `year`, votes by star `distribution` and `rating`
    /// can sum to: the `pullsCounted` largest of the pulling films' weights times their reach times the most
    /// `exp(-spread / spreadScale)` can be at a lower bound of their spread (`SpreadBound`; without votes by star,
    /// at the spread their ratings stand for), a little more for rounding. Its nearness is never more (pushes only take away). Unlike
    /// `pulls(onGenres:year:distribution:scratch:)` it reads four figures of each film's votes, not ten stars, and
    /// takes no `exp`. The films are read `filmsBoundAtOnce` at a time; nil as soon as the largest of those read
    /// sum to `enough` or more (the bound is then no less), as a long history's often do after the first few.
    func mostPulled(
        onGenres genres: UInt64, year: Int?, distribution: UnsafeBufferPointer<Double>?, rating: Double?,
        enough: Double = .infinity
    ) -> Double? {
        let rows = (genres: reach.genres(genres), years: reach.years(year))
        let figures = distribution.flatMap { $0.count == NeighbourColumns.stars ? SpreadBound.figures(of: $0) : nil }
        let kept = Self.pullsCounted
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: kept + Self.filmsBoundAtOnce) { values in
            // The largest read so far in the first `kept` (zeros at first, which add nothing), the next films after.
            values.initialize(repeating: 0)
            var start = 0
            while true {
                let read = start..<min(films.pullingCount, start + Self.filmsBoundAtOnce)
                let into = UnsafeMutableBufferPointer(rebasing: values[kept..<kept + read.count])
                mosts(of: read, rows: rows, figures: figures, rating: distribution == nil ? rating : nil, into: into)
                let sum = Self.sumOfLargest(kept, of: .init(rebasing: values[0..<kept + read.count]))
                let most = sum * (1 + Self.rounding) + Self.rounding
                if read.upperBound == films.pullingCount { return most }
                if most >= enough { return nil }
                start = read.upperBound
            }
        }
    }

    /// Into `mosts`, the most the pull of each of the pulling films `read` can be: its weight times its reach
    /// (`rows`, by film) times the most `exp(-spread / spreadScale)` lets through for its spread from a film of
    /// `figures` (`NeighbourColumns.scaleBySpreads(_:from:films:)`), else from a film of `rating` whose votes by star
    /// are not known (`NeighbourColumns.scaleByRatings(_:from:films:)`); 1 when neither is given.
    private func mosts(
        of read: Range<Int>, rows: (genres: [Double], years: [Double]), figures: SpreadBound.Figures?,
        rating: Double?, into mosts: UnsafeMutableBufferPointer<Double>
    ) {
        rows.genres.withUnsafeBufferPointer { genreRow in
            rows.years.withUnsafeBufferPointer { yearRow in
                films.weights.withUnsafeBufferPointer { weights in
                    for film in read {
                        mosts[film - read.lowerBound] = weights[film] * (genreRow[film] + yearRow[film])
                    }
                }
            }
        }
        if let figures {
            films.scaleBySpreads(mosts, from: figures, films: read)
        } else if let rating {
            films.scaleByRatings(mosts, from: rating, films: read)
        }
    }

    /// The sum of the `count` largest of `values` (all of them when there are no more), which it reorders.
    static func sumOfLargest(_ count: Int, of values: UnsafeMutableBufferPointer<Double>) -> Double {
        guard count > 0 else { return 0 }
        guard values.count > count else { return values.reduce(0, +) }
        // The first `count` hold the largest read so far; the smallest of them is at `weakest`.
        var weakest = 0
        for place in 1..<count where values[place] < values[weakest] { weakest = place }
        for place in count..<values.count where values[place] > values[weakest] {
            values[weakest] = values[place]
            weakest = 0
            for kept in 1..<count where values[kept] < values[weakest] { weakest = kept }
        }
        return values[0..<count].reduce(0, +)
    }
}
