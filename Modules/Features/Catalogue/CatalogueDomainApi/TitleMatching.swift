/// Titles compared the way people type them: case, accents and a leading article ignored ("amelie" is
/// "Amélie", "matrix" is "The Matrix"). The Catalogue feature's data layer implements it with the folding its
/// search uses, so a title the watchlist matches is one a search finds.
public protocol TitleMatching: Sendable {
    /// The key two spellings of a title share.
    func key(_ title: String) -> String
}
