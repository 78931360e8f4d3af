/// What a list of films marks on one the person has seen or rated: how many times their diary has it and their
/// rating, as the History feature (through `HistoryQuerying`) says. A film with no mark was neither seen nor rated.
public struct SeenMark: Sendable, Hashable {
    /// How many viewings the diary has (0 for a film only rated).
    public let timesSeen: Int
    /// The person's rating as worded ("8/10", "3.5 stars"), or nil when they did not rate it.
    public let yourRating: String?

    /// A film seen `timesSeen` times and rated `yourRating`.
    public init(timesSeen: Int, yourRating: String?) {
        self.timesSeen = timesSeen
        self.yourRating = yourRating
    }
}
