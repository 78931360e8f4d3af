import CatalogueDomainApi
import TextFolding

/// `TitleMatching` by the catalogue's own folding (`TitleFolding`), which its search tokens use too.
struct FoldedTitles: TitleMatching {
    func key(_ title: String) -> String {
        TitleFolding.comparisonKey(title)
    }
}
