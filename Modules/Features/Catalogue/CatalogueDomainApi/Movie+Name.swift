extension Movie {
    /// "The Matrix (1999)", for messages; the title alone when the year is unknown.
    public var name: String { year.map { "\(title) (\($0))" } ?? title }
}
