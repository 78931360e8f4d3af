import CatalogueDomainApi

/// Why a film could not be shown.
public enum MovieDetailError: Error, Equatable, Sendable {
    /// No film has that title (or id); `suggestions` are close matches worth offering.
    case notFound(String, suggestions: [Movie])
    /// Several films have that title; the person must choose.
    case ambiguous(String, candidates: [Movie])
    case catalogue(CatalogueError)
}
