/// How a title is written elsewhere than in the catalogue: with its article moved to the end ("Matrix, The"),
/// or as its main title or subtitle alone.
public enum TitleParts {
    /// The articles lists and old exports move to the end of a title.
    private static let articles = ["The", "A", "An"]
    /// What separates a main title from its subtitles.
    private static let separators = [": ", " - ", " – ", " — "]

    /// "The Matrix" for "Matrix, The"; nil when the title does not end with an article after a comma.
    public static func articleMovedToFront(_ title: String) -> String? {
        for article in articles where title.hasSuffix(", " + article) {
            return article + " " + title.dropLast(article.count + 2)
        }
        return nil
    }

    /// The main title and each subtitle of `title`: "Star Wars", "Episode V", "The Empire Strikes Back" for
    /// "Star Wars: Episode V - The Empire Strikes Back"; the title alone when it has no subtitle.
    public static func parts(of title: String) -> [String] {
        var parts = [title]
        for separator in separators {
            parts = parts.flatMap { $0.split(separator: separator).map(String.init) }
        }
        return parts.map { String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }
            .filter { !$0.isEmpty }
    }
}
