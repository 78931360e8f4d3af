/// The people credited most often across a set of films: their directors, and their cast billed near the top.
public struct CreditTally: Sendable, Equatable {
    /// One person and how many of the films credit them.
    public struct Entry: Sendable, Equatable {
        /// The person's name.
        public let name: String
        /// How many of the films credit them in the role counted.
        public let films: Int

        /// An entry; see the properties.
        public init(name: String, films: Int) {
            self.name = name
            self.films = films
        }
    }

    /// The directors, most films first.
    public let directors: [Entry]
    /// The top-billed cast, most films first.
    public let actors: [Entry]
    /// Whether the source credited anyone in any of the films: false for a source without people.
    public let knowsPeople: Bool

    /// A tally; see the properties.
    public init(directors: [Entry], actors: [Entry], knowsPeople: Bool) {
        self.directors = directors
        self.actors = actors
        self.knowsPeople = knowsPeople
    }

    /// The first `limit` of `entries`, most films first and ties by name.
    public static func ranked(_ entries: [Entry], limit: Int) -> [Entry] {
        Array(entries.sorted { ($0.films, $1.name) > ($1.films, $0.name) }.prefix(limit))
    }
}
