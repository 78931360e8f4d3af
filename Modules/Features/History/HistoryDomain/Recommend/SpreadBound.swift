#if canImport(Glibc)
import Glibc
#endif

/// A lower bound of the spread of votes between two films (`NeighbourColumns.spreads(from:into:)`: the sum over
/// the ten stars of the differences of their shares) from four figures of each film, read once: each is its
/// shares summed with weights of at most 1 in size (the stars from -1 to 1 in even steps; 6 stars or more against
/// fewer, 8 or more, 10), and for any such weights the difference of two films' weighted sums is at most the sum
/// of the differences of their shares. A pull's `exp(-spread / spreadScale)` is then at most `factor(atLeast:)`.
enum SpreadBound {
    /// The four figures of one film's ten shares.
    typealias Figures = SIMD4<Double>

    /// The weight of each star (1 to 10) in each figure.
    private static let weights: [Figures] = (0..<NeighbourColumns.stars).map { star -> Figures in
        let even: Double = Double(2 * star - 9) / 9
        let six: Double = star >= 5 ? 1 : -1
        let eight: Double = star >= 7 ? 1 : -1
        let ten: Double = star >= 9 ? 1 : -1
        return Figures(even, six, eight, ten)
    }
    /// Taken off a bound for the rounding of the figures' sums and of the spread's (both of a few hundred at most).
    private static let rounding = 1e-6
    /// The steps of `factors`, in spreads.
    private static let stepsPerSpread = 4.0
    /// `exp(-spread / spreadScale)` at every quarter of a spread up to 400: at `Int(spread * 4)`, at least that
    /// of `spread`.
    private static let factors = (0...1600).map { exp(-Double($0) / stepsPerSpread / FilmNeighbours.spreadScale) }

    /// The figures of a film whose shares by star are `distribution` (ten of them).
    static func figures(of distribution: UnsafeBufferPointer<Double>) -> Figures {
        weights.withUnsafeBufferPointer { weights in
            var figures = Figures()
            for star in 0..<NeighbourColumns.stars { figures += weights[star] * distribution[star] }
            return figures
        }
    }

    /// At most the spread of votes of two films of these figures (and never less than 0).
    static func spread(between one: Figures, _ other: Figures) -> Double {
        let difference = one - other
        let largest = max(
            max(Swift.abs(difference[0]), Swift.abs(difference[1])),
            max(Swift.abs(difference[2]), Swift.abs(difference[3])))
        return max(0, largest - rounding)
    }

    /// Each of `mosts` times `factor(atLeast:)` of the bound of its film's spread from a film of `figures`: the
    /// films' figures are `films`, and a film whose `tenStars` is false is left as it is (its spread is 0).
    static func scale(
        _ mosts: UnsafeMutableBufferPointer<Double>, from figures: Figures, films: UnsafeBufferPointer<Figures>,
        tenStars: UnsafeBufferPointer<Bool>
    ) {
        factors.withUnsafeBufferPointer { factors in
            let last = factors.count - 1
            for film in 0..<mosts.count where tenStars[film] {
                let step = spread(between: figures, films[film]) * stepsPerSpread
                mosts[film] *= factors[step < Double(last) ? Int(step) : last]
            }
        }
    }

    /// At least `exp(-spread / spreadScale)` of every spread of `atLeast` or more.
    static func factor(atLeast spread: Double) -> Double {
        let step = spread * stepsPerSpread
        return factors[step < Double(factors.count - 1) ? Int(step) : factors.count - 1]
    }
}
