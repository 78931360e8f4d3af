/// Someone in the catalogue's credits, with the films they are best known for.
public struct Person: Sendable, Equatable {
    /// The person's id in the source.
    public let id: PersonID
    /// The name as the source writes it.
    public let name: String
    /// How many films credit them.
    public let filmCount: Int
    /// Their most voted films, the first few.
    public let knownFor: [Movie]

    /// A person; see the properties.
    public init(id: PersonID, name: String, filmCount: Int, knownFor: [Movie]) {
        self.id = id
        self.name = name
        self.filmCount = filmCount
        self.knownFor = knownFor
    }
}

/// A person's films, each with what they did on it, most voted first.
public struct Filmography: Sendable, Equatable {
    /// One film and the person's part in it.
    public struct Entry: Sendable, Equatable {
        /// The film.
        public let movie: Movie
        /// The person's credit on it (one entry per role: a director who also wrote has two).
        public let credit: Credit

        /// An entry; see the properties.
        public init(movie: Movie, credit: Credit) {
            self.movie = movie
            self.credit = credit
        }
    }

    /// The person.
    public let person: Person
    /// Their films, most voted first.
    public let entries: [Entry]

    /// A filmography; see the properties.
    public init(person: Person, entries: [Entry]) {
        self.person = person
        self.entries = entries
    }
}

/// The people a name finds: the first ones, best known first, and how many in all.
public struct PeopleResult: Sendable, Equatable {
    /// The people shown.
    public let people: [Person]
    /// How many people the name finds in all.
    public let totalCount: Int
    /// How many of them have exactly the name typed (case and accents aside); they come first.
    public let exactCount: Int

    /// A result; see the properties.
    public init(people: [Person], totalCount: Int, exactCount: Int) {
        self.people = people
        self.totalCount = totalCount
        self.exactCount = exactCount
    }
}
