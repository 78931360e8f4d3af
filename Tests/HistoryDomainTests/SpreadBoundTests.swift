import Testing

@testable import HistoryDomain

#if canImport(Glibc)
import Glibc
#endif

/// The spread of votes of two films is never less than its bound from their four figures, so the factor read at
/// the bound is never less than a pull's `exp(-spread / 20)`.
@Suite struct SpreadBoundTests {
    /// A number from `seed`, the same on every run: a linear congruential generator's.
    private static func number(_ seed: Int, below bound: Int) -> Int {
        (seed &* 1_103_515_245 &+ 12345) % 65_536 % bound
    }

    /// Ten shares by star in half points, as a catalogue's records hold them, some piled on a few stars.
    private static func shares(_ seed: Int) -> [Double] {
        let piled = seed % 3 == 0 ? number(seed, below: 10) : nil
        return (0..<10).map { star in
            star == piled ? 80 : Double(number(seed * 31 + star, below: seed % 3 == 1 ? 60 : 256)) / 2
        }
    }

    /// The spread as `NeighbourColumns.spreads(from:into:)` sums it: star by star, in order.
    private static func spread(_ one: [Double], _ other: [Double]) -> Double {
        var sum = 0.0
        for star in 0..<10 { sum += abs(one[star] - other[star]) }
        return sum
    }

    private static func figures(_ shares: [Double]) -> SpreadBound.Figures {
        shares.withUnsafeBufferPointer(SpreadBound.figures(of:))
    }

    @Test func theBoundIsNeverMoreThanTheSpread() {
        for seed in 0..<300 {
            let one = Self.shares(seed)
            let other = Self.shares(seed + 1000)
            let bound = SpreadBound.spread(between: Self.figures(one), Self.figures(other))
            let spread = Self.spread(one, other)
            #expect(bound >= 0 && bound <= spread, "seed \(seed)")
            #expect(SpreadBound.factor(atLeast: bound) >= exp(-spread / FilmNeighbours.spreadScale), "seed \(seed)")
        }
    }

    @Test func theBoundOfFilmsVotedAtOppositeEndsIsTheirWholeSpread() {
        let low = [100.0] + [Double](repeating: 0, count: 9)
        let high = [Double](repeating: 0, count: 9) + [100.0]
        let bound = SpreadBound.spread(between: Self.figures(low), Self.figures(high))
        #expect(abs(bound - 200) < 1e-3)
        #expect(SpreadBound.spread(between: Self.figures(low), Self.figures(low)) == 0)
        #expect(SpreadBound.factor(atLeast: bound) < 1e-4)
        #expect(SpreadBound.factor(atLeast: 0) == 1)
        #expect(SpreadBound.factor(atLeast: 10_000) > 0)
    }

    @Test func withoutVotesByStarTheRatingsBoundTheSpread() {
        let stars = [Double](repeating: 10, count: 10)
        let columns = NeighbourColumns([
            (index: 0, weight: 1, features: .init(genres: 1, year: 1990, distribution: nil, rating: 8)),
            (index: 1, weight: 1, features: .init(genres: 1, year: 1990, distribution: stars, rating: 8)),
            (index: 2, weight: 1, features: .init(genres: 1, year: 1990, distribution: nil, rating: nil)),
        ])
        var mosts = [1.0, 1.0, 1.0]
        mosts.withUnsafeMutableBufferPointer { columns.scaleByRatings($0, from: 5, films: 0..<3) }
        var spreads = [0.0, 0.0, 0.0]
        spreads.withUnsafeMutableBufferPointer { columns.spreads(from: nil, rating: 5, into: $0) }
        #expect(spreads == [3 * NeighbourColumns.spreadPerRatingPoint, 0, 0])
        #expect(mosts[0] >= exp(-spreads[0] / FilmNeighbours.spreadScale), "never less than the pull's factor")
        #expect(mosts[0] < 0.01, "three points of rating apart")
        #expect(mosts[1] == 1 && mosts[2] == 1, "a film with votes by star, or no rating, has no spread from it")
    }

    @Test func theLargestAreSummedWhateverTheirOrder() {
        var values = [3.0, 9, 1, 7, 7, 2, 8]
        let sum = values.withUnsafeMutableBufferPointer { FilmNeighbours.sumOfLargest(3, of: $0) }
        #expect(sum == 24)
        var few = [1.0, 2]
        #expect(few.withUnsafeMutableBufferPointer { FilmNeighbours.sumOfLargest(3, of: $0) } == 3)
        #expect(few.withUnsafeMutableBufferPointer { FilmNeighbours.sumOfLargest(0, of: $0) } == 0)
    }
}
