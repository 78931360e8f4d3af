import CatalogueDomainApi

/// A row an import kept as it came, numbered as the history holds it: what `diary list` marks, `diary list
/// --unplaced` lists with why, and `diary place` and `diary remove` name (`k3`).
public struct KeptRow: Sendable, Equatable {
    /// Its place among the kept rows, from 1; the rows after one placed or removed move up.
    public let number: Int
    /// The row as it came.
    public let row: HistoryFileRow
    /// The films of the catalogue in use it could be, when it could be several (or one a year off of another
    /// kind), found when the rows are listed for settling (`diary list --unplaced`).
    public var candidates: [FilmChoice] = []

    /// Kept row `number`, `row`.
    public init(number: Int, row: HistoryFileRow) {
        self.number = number
        self.row = row
    }

    /// `k3`: how commands name it.
    public var id: String { "k\(number)" }

    /// The number `text` names when it is a kept row's id (`k3`), else nil.
    public static func number(in text: String) -> Int? {
        guard text.first == "k", let number = Int(text.dropFirst()), number > 0 else { return nil }
        return number
    }

    /// Why it was kept, in a person's words: its wrong values, that it is no film, or that the catalogue in use
    /// does not have it.
    public var reason: String {
        if !row.problems.isEmpty { return row.problems.map(\.description).joined(separator: "; ") }
        if !row.isFilm { return "not a film (\(row.titleType ?? "no type"))" }
        guard !candidates.isEmpty else { return "not in the catalogue in use" }
        return candidates.count == 1
            ? "the one film of this title is a year off and of another kind"
            : "\(candidates.count) films could be it"
    }

    /// Whether it is a day a film was seen (a diary row, or a day marked as watched) that the diary counts: a
    /// film's, on a day that is right.
    public var isViewing: Bool {
        row.kind != .rating && row.date != nil && row.value(wrongIn: .date) == nil && row.isFilm
            && row.value(wrongIn: .line) == nil
    }
}
