extension FilmNeighbours {
    /// The most the pulls on a candidate of `genres` (as bits), `year` and votes by star `distribution` can sum
    /// to: the `pullsCounted` largest of the pulling films' weights times their reach times the most
    /// `exp(-spread / spreadScale)` can be at a lower bound of their spread (`SpreadBound`), a little more for
    /// rounding. Its nearness is never more (pushes only take away). Unlike
    /// `pulls(onGenres:year:distribution:scratch:)` it reads four figures of each film's votes, not ten stars, and
    /// takes no `exp`.
    func mostPulled(onGenres genres: UInt64, year: Int?, distribution: UnsafeBufferPointer<Double>?) -> Double {
        let genreRow = reach.genres(genres)
        let yearRow = reach.years(year)
        let count = films.pullingCount
        return withUnsafeTemporaryAllocation(of: Double.self, capacity: count) { mosts in
            genreRow.withUnsafeBufferPointer { genreRow in
                yearRow.withUnsafeBufferPointer { yearRow in
                    films.weights.withUnsafeBufferPointer { weights in
                        for film in 0..<count { mosts[film] = weights[film] * (genreRow[film] + yearRow[film]) }
                    }
                }
            }
            if let distribution, distribution.count == NeighbourColumns.stars {
                films.scaleBySpreads(mosts, from: SpreadBound.figures(of: distribution))
            }
            return Self.sumOfLargest(Self.pullsCounted, of: mosts) * (1 + Self.rounding) + Self.rounding
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
