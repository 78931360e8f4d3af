/// What a list of films marks on one the person has seen or rated, and a film's page says of it: the days their
/// diary has it and their rating, as the History feature (through `HistoryQuerying`) says. A film with no mark was
/// neither seen nor rated.
public struct SeenMark: Sendable, Hashable {
    /// The days the diary has it (`YYYY-MM-DD`), earliest first; none for a film only rated.
    public let seenOn: [String]
    /// The person's rating as worded ("8/10", "3.5 stars"), or nil when they did not rate it.
    public let yourRating: String?

    /// A film seen on `seenOn` and rated `yourRating`.
    public init(seenOn: [String], yourRating: String?) {
        self.seenOn = seenOn
        self.yourRating = yourRating
    }

    /// How many viewings the diary has (0 for a film only rated).
    public var timesSeen: Int { seenOn.count }
}
