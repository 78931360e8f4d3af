import DesignSystem
import PlainText

/// How every list of films (search, top, similar, a film's "more like this") marks the films you have seen or
/// rated: a "Seen" column that is there only when a listed film has a mark, with a legend under the table, and in
/// `--json` the fields `seen`, `timesSeen` and `yourRating` on every film. The marks read without colour: `✓`,
/// how many times the diary has the film (`3×`), and your rating as you gave it (`8/10`, `3.5 stars`).
public struct SeenMarks: Sendable, Equatable {
    /// One film's mark: how many viewings the diary has (0 for a film only rated) and your rating as worded.
    public struct Mark: Sendable, Equatable {
        /// How many viewings the diary has.
        public let timesSeen: Int
        /// Your rating as worded, when you rated it.
        public let yourRating: String?

        /// A film seen `timesSeen` times and rated `yourRating`.
        public init(timesSeen: Int, yourRating: String?) {
            self.timesSeen = timesSeen
            self.yourRating = yourRating
        }

        /// `✓`, `✓ 3×`, `✓ 8/10` or `✓ 3× 3.5 stars`.
        public var text: String {
            (["✓"] + (timesSeen > 1 ? ["\(timesSeen)×"] : []) + (yourRating.map { [$0] } ?? [])).joined(
                separator: " ")
        }
    }

    /// The column's heading.
    public static let heading = "Seen"
    /// What a mark says, under a table that has the column.
    public static let legend = "Seen: ✓ seen or rated by you; 2× = times in your diary; then your rating."

    /// `legend` in `width` columns, muted, a line break after each line.
    public static func legend(width: Int, painter: Painter) -> String {
        legendLines(width: width, painter: painter).map { $0 + "\n" }.joined()
    }

    /// `legend` as the lines of a screen `width` columns wide, muted.
    public static func legendLines(width: Int, painter: Painter) -> [String] {
        TextWrap.wrap(legend, width: max(20, width)).map { painter.paint($0, .muted) }
    }

    /// The marks of the films listed, by film id; a film without one was neither seen nor rated.
    public let marks: [String: Mark]

    /// The marks `marks`, by film id.
    public init(_ marks: [String: Mark] = [:]) {
        self.marks = marks
    }

    /// Whether a list of the films `ids` shows the column (and its legend): when one of them has a mark.
    public func isShown(for ids: some Sequence<String>) -> Bool {
        !marks.isEmpty && ids.contains { marks[$0] != nil }
    }

    /// The column, added to a table's when `isShown`.
    public static var column: Table.Column { Table.Column(heading, minimumWidth: 1) }

    /// The cell of the film `id`: its mark, or empty.
    public func cell(for id: String) -> Table.Cell {
        guard let mark = marks[id] else { return Table.Cell("") }
        return Table.Cell(mark.text, style: .success)
    }

    /// The film `film` (whose id is `id`) as JSON with `seen`, `timesSeen` and `yourRating` added to its keys.
    public func json<Film: Encodable>(_ film: Film, id: String) -> MarkedJSON<Film> {
        MarkedJSON(film: film, mark: marks[id])
    }

    /// A film's JSON object with three keys added: `seen` (seen or rated), `timesSeen` (the diary's viewings)
    /// and `yourRating` (as worded, or null).
    public struct MarkedJSON<Film: Encodable>: Encodable {
        let film: Film
        let mark: Mark?

        private enum CodingKeys: String, CodingKey {
            case seen, timesSeen, yourRating
        }

        /// The film's own keys, then the three of its mark.
        public func encode(to encoder: any Encoder) throws {
            try film.encode(to: encoder)
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(mark != nil, forKey: .seen)
            try container.encode(mark?.timesSeen ?? 0, forKey: .timesSeen)
            try container.encode(mark?.yourRating, forKey: .yourRating)
        }
    }
}
