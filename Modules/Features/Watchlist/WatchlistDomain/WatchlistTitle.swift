import CatalogueDomainApi

/// Titles compared the way people type them: case, accents and a leading article ignored.
enum WatchlistTitle {
    static func key(_ title: String) -> String {
        TitleFolding.comparisonKey(title)
    }
}
