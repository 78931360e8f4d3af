#if canImport(Glibc)
import Glibc
#endif

extension FilmNeighbours {
    /// The pulls and pushes kept while one candidate is read, reused from candidate to candidate.
    struct Scratch {
        /// Strongest first, at most `pullsCounted`.
        fileprivate(set) var pulls: [Pull] = []
        /// In the order they came, at most `pushesCounted`.
        fileprivate(set) var pushes: [Double] = []

        init() {
            pulls.reserveCapacity(FilmNeighbours.pullsCounted + 1)
            pushes.reserveCapacity(FilmNeighbours.pushesCounted + 1)
        }
    }

    /// Into `scratch`, the strongest pulls of the pulling films (the first `films.pullingCount`), each film's
    /// `reaches` and `spreads` given: a film whose most (`atMost`) cannot beat the weakest of `pullsCounted` kept
    /// is skipped without its `exp`, and the pulls kept are those of every film read.
    func keepPulls(
        reaches: UnsafeBufferPointer<Double>, spreads: UnsafeBufferPointer<Double>, in scratch: inout Scratch
    ) {
        scratch.pulls.removeAll(keepingCapacity: true)
        let weights = films.weights
        let indexes = films.indexes
        atMost.withUnsafeBufferPointer { atMost in
            weights.withUnsafeBufferPointer { weights in
                let last = atMost.count - 1
                // The weakest of `pullsCounted` pulls kept; nil while fewer are.
                var weakest: Double?
                for film in 0..<films.pullingCount {
                    let reach = reaches[film]
                    guard reach > 0 else { continue }
                    let weight = weights[film]
                    let spread = spreads[film]
                    let most = weight * reach * atMost[spread < Double(last) ? Int(spread) : last]
                    if let weakest, most * (1 + Self.rounding) <= weakest { continue }
                    let amount = weight * (reach * exp(-spread / Self.spreadScale))
                    guard amount > 0 else { continue }
                    Self.keep(Pull(film: indexes[film], amount: amount), among: &scratch.pulls)
                    if scratch.pulls.count == Self.pullsCounted {
                        weakest = scratch.pulls[Self.pullsCounted - 1].amount
                    }
                }
            }
        }
    }

    /// Into `scratch`, the strongest pushes of the pushing films (those after `films.pullingCount`), as
    /// `keepPulls` keeps pulls.
    func keepPushes(
        reaches: UnsafeBufferPointer<Double>, spreads: UnsafeBufferPointer<Double>, in scratch: inout Scratch
    ) {
        scratch.pushes.removeAll(keepingCapacity: true)
        var weakestPush = 0.0
        let last = atMost.count - 1
        for film in films.pullingCount..<films.count {
            let reach = reaches[film]
            guard reach > 0 else { continue }
            let weight = films.weights[film]
            let most = weight * reach * atMost[spreads[film] < Double(last) ? Int(spreads[film]) : last]
            if scratch.pushes.count == Self.pushesCounted, most * (1 + Self.rounding) > weakestPush { continue }
            let amount = weight * (reach * exp(-spreads[film] / Self.spreadScale))
            if amount < 0 {
                Self.keep(push: amount, among: &scratch.pushes)
                weakestPush = scratch.pushes.max() ?? 0
            }
        }
    }

    /// `push` among `pushes` (in the order they came, at most `pushesCounted`) if it is among the strongest.
    private static func keep(push: Double, among pushes: inout [Double]) {
        pushes.append(push)
        if pushes.count > pushesCounted, let weakest = pushes.indices.max(by: { pushes[$0] < pushes[$1] }) {
            pushes.remove(at: weakest)
        }
    }

    /// `pull` among `pulls` (strongest first, at most `pullsCounted`) if it is among the strongest.
    private static func keep(_ pull: Pull, among pulls: inout [Pull]) {
        guard pulls.count < pullsCounted || pull.amount > pulls[pulls.count - 1].amount else { return }
        if pulls.count == pullsCounted { pulls.removeLast() }
        pulls.append(pull)
        // After the pulls as strong or stronger: moved up past the weaker ones only.
        var place = pulls.count - 1
        while place > 0, pulls[place - 1].amount < pull.amount {
            pulls.swapAt(place - 1, place)
            place -= 1
        }
    }
}
