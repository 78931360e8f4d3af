/// What an import keeps from the IMDb datasets.
public struct CatalogueImportOptions: Sendable, Equatable {
    /// IMDb's title types (title.basics `titleType`).
    static let knownTitleTypes = [
        "movie", "tvMovie", "short", "tvShort", "tvSpecial", "video", "videoGame", "tvSeries", "tvMiniSeries",
        "tvEpisode", "tvPilot",
    ]
    /// Films made for cinema and for television.
    public static let defaultTitleTypes = ["movie", "tvMovie"]

    /// What is wrong with `titleTypes`: the first that IMDb does not have, said with the ones it has; nil
    /// when every one is known.
    public static func unknownTitleType(in titleTypes: [String]) -> String? {
        guard let unknown = titleTypes.first(where: { !knownTitleTypes.contains($0) }) else { return nil }
        return "IMDb has no title type \"\(unknown)\"; use some of: \(knownTitleTypes.joined(separator: ", "))"
    }

    /// The title types to keep, from `knownTitleTypes`.
    public let titleTypes: [String]
    /// Whether titles IMDb marks as adult are kept.
    public let includeAdult: Bool
    /// Whether `update` also fetches title.akas (large: the other titles films are known by, for search).
    public let includeAlternativeTitles: Bool
    /// Whether the catalogue keeps its people: the cast from title.principals, and everyone credited as a person
    /// to look up (`person`, `--actor`, `similar`). Without them it holds films alone (directors as names on
    /// each film), at less than half the size and import time.
    public let includePeople: Bool

    /// Options keeping `titleTypes`; see the properties for the others.
    public init(
        titleTypes: [String] = defaultTitleTypes, includeAdult: Bool = false, includeAlternativeTitles: Bool = false,
        includePeople: Bool = true
    ) {
        self.titleTypes = titleTypes
        self.includeAdult = includeAdult
        self.includeAlternativeTitles = includeAlternativeTitles
        self.includePeople = includePeople
    }

    /// The same options, with or without people.
    public func with(people: Bool) -> CatalogueImportOptions {
        CatalogueImportOptions(
            titleTypes: titleTypes, includeAdult: includeAdult, includeAlternativeTitles: includeAlternativeTitles,
            includePeople: people)
    }
}
