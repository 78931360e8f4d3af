/// The genre names Movieland's catalogues use: the embedded catalogue's seven and the rest of the genres
/// IMDb's datasets name. The app offers them when Tab completes `--genre`; a search still accepts any name
/// its catalogue has, in any case.
public enum CatalogueGenres {
    /// Every name, in alphabetical order.
    public static let names = [
        "Action", "Adult", "Adventure", "Animation", "Biography", "Comedy", "Crime", "Documentary", "Drama", "Family",
        "Fantasy", "Film-Noir", "Game-Show", "History", "Horror", "Music", "Musical", "Mystery", "News", "Reality-TV",
        "Romance", "Sci-Fi", "Short", "Sport", "Talk-Show", "Thriller", "War", "Western",
    ]
}
