/// Why the catalogue could not be imported, updated, reset or described.
public enum CatalogueMaintenanceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The request itself is wrong (no title.basics file, an unknown title type): exit status 2.
    case invalidRequest(String)
    /// The work failed (a download, a damaged file, no space); the catalogue in use is unchanged.
    case failed(String)

    /// The message either case carries.
    public var description: String {
        switch self {
        case .invalidRequest(let message), .failed(let message): message
        }
    }
}
