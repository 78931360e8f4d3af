import CatalogueDomainApi
import HistoryDomainApi

/// A history other features ask through `HistoryQuerying`, holding fixed marks: what the lists' use cases mark.
public struct FakeHistoryQuerying: HistoryQuerying {
    /// The marks it answers with, by film id.
    public let marks: [String: SeenMark]

    /// A history whose films seen or rated are `marks`.
    public init(_ marks: [String: SeenMark] = [:]) {
        self.marks = marks
    }

    /// The marks of those of `movieIDs` it holds.
    public func seenMarks(of movieIDs: [String]) async -> [String: SeenMark] {
        marks.filter { movieIDs.contains($0.key) }
    }
}
