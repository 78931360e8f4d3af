import CatalogueDomainApi

extension Movie {
    /// "The Matrix (1999)", for messages.
    var name: String { year.map { "\(title) (\($0))" } ?? title }
}
