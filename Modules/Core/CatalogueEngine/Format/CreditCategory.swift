/// The categories of title.principals (and title.crew's two columns) a catalogue keeps, as stored in a
/// credit's byte. Producers, editors, designers and archive footage are not kept.
public enum CreditCategory: UInt8, CaseIterable {
    case actor = 1, actress, `self`, director, writer, composer, cinematographer

    /// The category from its IMDb name ("actress"); nil for one the catalogue does not keep.
    public init?(imdbName bytes: UnsafeBufferPointer<UInt8>) {
        guard let category = Self.allCases.first(where: { $0.imdbName.utf8.elementsEqual(bytes) }) else { return nil }
        self = category
    }

    /// IMDb's name for it.
    public var imdbName: String {
        switch self {
        case .actor: "actor"
        case .actress: "actress"
        case .self: "self"
        case .director: "director"
        case .writer: "writer"
        case .composer: "composer"
        case .cinematographer: "cinematographer"
        }
    }

    /// The role it is: actresses and people appearing as themselves are cast, as actors are.
    public var role: CatalogueRole {
        switch self {
        case .actor, .actress, .self: .cast
        case .director: .director
        case .writer: .writer
        case .composer: .composer
        case .cinematographer: .cinematographer
        }
    }

    /// Whether its text is characters played (newline-separated) rather than a job.
    public var playsCharacters: Bool { role == .cast }
}
