/// The films a title names exactly, as a person or an exported list writes it.
extension CatalogueSearchEngine {
    /// The films titled exactly `title` (of `year` when given). A leading article the catalogue moves ("The
    /// Matrix", stored "Matrix, The") may be left out, as always; a leading word that is an article only in some
    /// languages ("Die", "To", "As", "I", "O") is the title's own word in "Die Hard", "To Be or Not to Be" and
    /// "As Good as It Gets", and is left out only for a title that has it moved to its end ("Blechtrommel,
    /// Die"): "Die Hard" is never a film titled "Hard".
    public func exactTitles(of title: String, year: Int?) -> [Match] {
        let shortened = MovieTextNormalizer.queryTokens(title)
        let whole = MovieTextNormalizer.queryTokens(title, keepingArticles: true)
        guard shortened != whole, let article = whole.first, !MovieTextNormalizer.isMovableArticle(article) else {
            return exactTitles(shortened, year: year)
        }
        let withArticle = exactTitles(whole, year: year)
        let found = Set(withArticle.map(\.index))
        return withArticle
            + exactTitles(shortened, year: year).filter { match in
                !found.contains(match.index) && hasMovedArticle(catalogue.record(match.index), article)
            }
    }
}
