import CatalogueDomain
import Common

/// What a `catalogue` command asks for.
enum CatalogueRoute: Route, Sendable {
    case update(CatalogueImportOptions, format: OutputFormat)
    case importFiles([String], CatalogueImportOptions, format: OutputFormat)
    case status(format: OutputFormat)
    case reset(keepingDownloads: Bool, format: OutputFormat)
}
