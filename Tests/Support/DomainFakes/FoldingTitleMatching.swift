import CatalogueDomainApi
import TextFolding

/// The Catalogue feature's title matching, for tests of features that compare titles: the same folding the
/// app registers (`TitleFolding.comparisonKey`), so "the alien" finds "Alien" here as it does in the app.
public struct FoldingTitleMatching: TitleMatching {
    /// The folding the app uses.
    public init() {}

    /// The key two spellings of a title share.
    public func key(_ title: String) -> String {
        TitleFolding.comparisonKey(title)
    }
}
