/// How a dated work is named in text: "The Matrix (1999)", or the title alone when the year is
/// unknown; the one spelling every screen and message uses.
public enum TitleText {
    /// `title` followed by `year` in parentheses, when there is one.
    public static func named(_ title: String, year: Int?) -> String {
        year.map { "\(title) (\($0))" } ?? title
    }
}
