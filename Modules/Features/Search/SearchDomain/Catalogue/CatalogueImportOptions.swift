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
    /// Whether `update` also fetches title.akas (large: the other titles films are known by, for search).
    public let includeAlternativeTitles: Bool

    public init(
        titleTypes: [String] = defaultTitleTypes, includeAdult: Bool = false, includeAlternativeTitles: Bool = false
    ) {
        self.titleTypes = titleTypes
        self.includeAdult = includeAdult
        self.includeAlternativeTitles = includeAlternativeTitles
    }
}
