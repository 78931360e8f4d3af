/// The roles a person's credits are grouped by; each is a bit of the role mask a person's name posting keeps,
/// in this order (the file format depends on it).
public enum CatalogueRole: Int, CaseIterable, Sendable {
    /// Actors, actresses and people appearing as themselves.
    case cast
    case director
    case writer
    case composer
    case cinematographer
}
