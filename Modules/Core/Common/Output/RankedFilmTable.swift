import DesignSystem

/// How a ranked list of films is listed, in `similar` and in `recommend`: a table row with why each film is there,
/// or a JSON object; and what is said when the catalogue had no people to go by.
public enum RankedFilmTable {
    /// What a catalogue without people falls back on, said under the table.
    public static let withoutPeople =
        "The catalogue in use has no people: these follow from genres, era and ratings only\n"
        + "(the IMDb import adds directors, writers and cast: movieland catalogue update)."

    /// The table's columns: number, id, title, year, rating, the `SeenMarks` column when `marked`, then `last`
    /// (why each film is there).
    public static func columns(last: String, marked: Bool = false) -> [Table.Column] {
        [
            Table.Column("#", alignment: .right), Table.Column("ID", alignment: .right),
            Table.Column("Title", isFlexible: true, minimumWidth: 10), Table.Column("Year", alignment: .right),
            Table.Column("Rating", alignment: .right),
        ] + (marked ? [SeenMarks.column] : []) + [Table.Column(last, isFlexible: true, minimumWidth: 12)]
    }

    /// The row of the film `entry`, the `index`th from 0, with its `mark` cell when the table is marked and `why`
    /// in the last column.
    public static func row(_ index: Int, _ entry: Film, why: [String], mark: Table.Cell? = nil) -> [Table.Cell] {
        [
            Table.Cell(String(index + 1)), Table.Cell(entry.id, style: .muted), Table.Cell(entry.title),
            Table.Cell(entry.year.map(String.init) ?? ""), Table.Cell(entry.rating.map(Self.decimal) ?? ""),
        ] + (mark.map { [$0] } ?? []) + [Table.Cell(why.joined(separator: "; "), style: .muted)]
    }

    private static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    /// A film as JSON: `{"id", "title", "year", "rating", "score", "reasons"}`, and `because` when given.
    public struct Film: Encodable {
        /// The film's id.
        public let id: String
        let title: String
        @NullEncoded var year: Int?
        @NullEncoded var rating: Double?
        let score: Double
        let reasons: [String]
        let because: [String]?

        /// The film `id`, `title` (`year`), rated `rating`, scored `score` (kept to three decimals) for `reasons`,
        /// with the films of yours it follows from (`because`) when it is a recommendation.
        public init(
            id: String, title: String, year: Int?, rating: Double?, score: Double, reasons: [String],
            because: [String]? = nil
        ) {
            self.id = id
            self.title = title
            self.year = year
            self.rating = rating
            self.score = (score * 1000).rounded() / 1000
            self.reasons = reasons
            self.because = because
        }
    }
}
