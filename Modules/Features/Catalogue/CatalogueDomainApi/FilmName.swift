/// What a person typed to name a film: the text, the year when given (`--year`), and whether the text is
/// explicitly an id (`--id`).
public struct FilmName: Sendable, Hashable, CustomStringConvertible {
    /// The words typed: an id or a title.
    public var text: String
    /// The film's year; with one, the text is a title.
    public var year: Int?
    /// Whether the text is an id and never a title.
    public var isID: Bool

    /// The film `text` names, of `year` when given; an id only when `isID`.
    public init(_ text: String, year: Int? = nil, isID: Bool = false) {
        self.text = text
        self.year = year
        self.isID = isID
    }

    /// `"hamlet" (1996)`, `"hamlet"`, or `the id 1941`.
    public var description: String {
        if isID { return "the id \(text)" }
        return year.map { "\"\(text)\" (\($0))" } ?? "\"\(text)\""
    }
}
