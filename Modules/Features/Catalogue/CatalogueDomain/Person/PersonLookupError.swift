import CatalogueDomainApi

/// Why a person's films could not be shown.
public enum PersonLookupError: Error, Equatable, Sendable {
    /// No one has that name (or id); the text says what was looked for.
    case notFound(String)
    /// Several people have that name; the person must choose one by id.
    case ambiguous(String, candidates: PeopleResult)
    case catalogue(CatalogueError)
}
