/// How far one phase of long work (a download, reading a file, building the index) has come.
public struct WorkProgress: Sendable, Equatable {
    /// What `completed` and `total` count.
    public enum Unit: Sendable, Equatable {
        case bytes, films
    }

    /// "Downloading title.basics.tsv.gz", "Reading title.basics.tsv.gz", "Building the index".
    public let phase: String
    /// How much is done, in `unit`.
    public let completed: Int
    /// nil when the end is not known in advance.
    public let total: Int?
    /// What `completed` and `total` count.
    public let unit: Unit
    /// True for the last report of the phase.
    public let isFinished: Bool

    /// A report that `completed` of `total` (`unit`) are done in `phase`.
    public init(phase: String, completed: Int, total: Int?, unit: Unit, isFinished: Bool = false) {
        self.phase = phase
        self.completed = completed
        self.total = total
        self.unit = unit
        self.isFinished = isFinished
    }
}
