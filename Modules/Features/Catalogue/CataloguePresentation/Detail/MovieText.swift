import CatalogueDomainApi
import PlainText

/// How a film is named in messages: "The Matrix (1999)".
enum MovieText {
    static func name(_ movie: Movie) -> String {
        TitleText.named(movie.title, year: movie.year)
    }
}
