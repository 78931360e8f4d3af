import CatalogueDomain
import Common

/// What a `catalogue` or `similar` command asks for.
enum CatalogueRoute: Route, Sendable, Equatable {
    /// `similar`, which its own coordinator shows.
    case similar(SimilarFilmsRoute)
    case update(CatalogueImportOptions, format: OutputFormat)
    case importFiles([String], CatalogueImportOptions, format: OutputFormat)
    case status(format: OutputFormat)
    case reset(keepingDownloads: Bool, format: OutputFormat)
}
