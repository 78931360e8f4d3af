/// How a person names a film on the command line: by its id, or by title (and year).
public enum MovieReference: Sendable, Equatable {
    case id(MovieID)
    case title(String, year: Int?)

    /// An id when `text` is written like one of the source's ids, a title otherwise.
    public static func parse(_ text: String, year: Int?, catalogue: any MovieCatalogue) -> MovieReference {
        if year == nil, let id = catalogue.movieID(from: text) { return .id(id) }
        return .title(text, year: year)
    }
}
