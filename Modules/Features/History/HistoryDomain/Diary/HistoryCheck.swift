/// What `diary check` finds in the history file.
public struct HistoryCheck: Sendable, Equatable {
    /// Where the history is kept.
    public let location: String
    /// The lines that cannot be read, kept as they are until fixed or removed.
    public let damagedLines: [DamagedHistoryLine]
    /// How many viewings, ratings and kept rows were read.
    public let viewings: Int, ratings: Int, kept: Int
}
