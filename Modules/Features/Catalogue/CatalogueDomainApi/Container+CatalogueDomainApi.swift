import DependencyInjection

/// What the Catalogue feature offers the others; registered by `CatalogueDependencies`.
extension Container {
    /// The catalogue of the selected source: the embedded catalogue, an IMDb import, or an online API; registered
    /// by `CatalogueDependencies.register(_:in:)`. Not a singleton: the source's own factory decides what is
    /// shared (an offline catalogue stays open while something holds it, and a replaced file is opened afresh).
    public var movieCatalogue: Factory<any MovieCatalogue> { promised() }

    /// How titles are compared the way people type them; registered by `CatalogueDependencies`.
    public var titleMatching: Factory<any TitleMatching> { promised() }

    /// Finds the films like one (`similar`); registered by
    /// `CatalogueDependencies`.
    public var similarFilmFinding: Factory<any SimilarFilmFinding> { promised() }
}
