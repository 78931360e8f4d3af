import CatalogueDomainApi
import Common

extension SeenMarks {
    /// The marks the domain found (`SeenMark`, by film id), as lists draw them.
    init(_ found: [String: SeenMark]) {
        self.init(found.mapValues { Mark(timesSeen: $0.timesSeen, yourRating: $0.yourRating) })
    }
}
