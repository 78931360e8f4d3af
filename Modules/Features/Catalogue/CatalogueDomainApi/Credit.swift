/// One person's part in one film: who, in which role, playing whom or doing which job.
public struct Credit: Sendable, Equatable, Hashable {
    /// The person.
    public let person: PersonID
    /// The person's name.
    public let name: String
    /// What they did.
    public let role: CreditRole
    /// The source's own word for it (IMDb's category: "actress" and "self" are actors' roles).
    public let category: String
    /// The characters played, for an actor; often one, sometimes several, none when the source does not say.
    public let characters: [String]
    /// The job, for a writer or crew member, when the source gives one ("screenplay", "novel").
    public let job: String?
    /// The place in the film's billing, from 1; nil for a credit the source does not bill.
    public let billing: Int?

    /// A credit; see the properties.
    public init(
        person: PersonID, name: String, role: CreditRole, category: String, characters: [String] = [],
        job: String? = nil, billing: Int? = nil
    ) {
        self.person = person
        self.name = name
        self.role = role
        self.category = category
        self.characters = characters
        self.job = job
        self.billing = billing
    }
}

/// What a person did on a film.
public enum CreditRole: String, Sendable, CaseIterable, Hashable {
    /// Cast: actors, actresses and people appearing as themselves.
    case actor
    case director
    case writer
    case composer
    case cinematographer
}

/// A person's identifier in the source: IMDb's `nm0000206`.
public struct PersonID: Sendable, Hashable, CustomStringConvertible {
    /// The id as the source writes it.
    public let rawValue: String

    /// The id written `rawValue`.
    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The id as the source writes it.
    public var description: String { rawValue }
}
