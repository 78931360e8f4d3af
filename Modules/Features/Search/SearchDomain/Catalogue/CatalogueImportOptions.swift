/// What an import keeps from the IMDb datasets.
public struct CatalogueImportOptions: Sendable, Equatable {
    /// IMDb's title types (title.basics `titleType`).
    public static let knownTitleTypes = [
        "movie", "tvMovie", "short", "tvShort", "tvSpecial", "video", "videoGame", "tvSeries", "tvMiniSeries",
        "tvEpisode", "tvPilot",
    ]
    public static let defaultTitleTypes = ["movie", "tvMovie"]

    public let titleTypes: [String]
    public let includeAdult: Bool

    public init(titleTypes: [String] = defaultTitleTypes, includeAdult: Bool = false) {
        self.titleTypes = titleTypes
        self.includeAdult = includeAdult
    }
}
