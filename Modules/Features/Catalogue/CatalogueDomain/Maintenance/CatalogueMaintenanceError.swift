/// Why the catalogue could not be imported, updated, reset or described.
public enum CatalogueMaintenanceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request itself is wrong (no title.basics file, an unknown title type): exit status 2.
    case invalidRequest(String)
    /// The work failed (a download, a damaged file, no space); the catalogue in use is unchanged.
    case failed(String)
    /// The imported catalogue cannot be opened (the text says why); going back to the embedded one helps.
    case importedCatalogueUnusable(String)
    /// The title types to import were given as an empty list: a usage error.
    case noTitleTypes

    /// What happened, without command-line advice (CatalogueErrorMessages adds it).
    public var description: String {
        switch self {
        case .invalidRequest(let message), .failed(let message), .importedCatalogueUnusable(let message): message
        case .noTitleTypes: "no title type was given; name at least one, such as movie,tvMovie"
        }
    }
}
