import FoundationEssentials
import HistoryDomain
import HistoryDomainApi

/// The history's own file format, read on every command that shows the history: one record per line, fields
/// separated by tabs, so that reading 5,000 viewings costs a few milliseconds where JSON cost eighty.
///
///     movieland history 1
///     next	<n>
///     rating	<film id>	<title>	<year>	<rating>	<rated on>
///     viewing	<id>	<film id>	<title>	<year>	<date>	<rating>	<flags>	<tags>[	<review>]
///     unplaced	<kind>	<film id>	<title>	<original title>	<year>	<title type>	<date>	<rating>	<flags>	<tags>
///         [	<review>[	<problem field>	<problem value>	<problem reason>]]
///     settled	<the fields of a kept row placed by hand, as `unplaced` has them>
///
/// The fields in brackets are written only when the record has them, so that a history without reviews or
/// rows kept for a wrong value reads the same in versions that came before them.
/// A rating is `p7` (7 of IMDb's 10 points) or `s7` (7 half stars: 3.5 stars); flags are `r` (a rewatch), `d`
/// (a rewatch only because the diary has an earlier viewing) and `m` (a day only marked as watched); tags are separated by U+001F. In text, a backslash, a tab, a line break
/// and U+001F are written `\\`, `\t`, `\n` (`\r`) and `\u`; an empty field is an unknown value.
enum HistoryStoreText {
    /// The first line: what the file is and its version.
    static let header = "movieland history 1"

    /// Why a file is no history of this format.
    struct Problem: Error, CustomStringConvertible {
        let line: Int
        let reason: String

        var description: String { line == 1 ? reason : "line \(line): \(reason)" }
    }

    // MARK: - Writing

    static func encode(_ record: HistoryRecord) -> Data {
        var lines = [header, "next\t\(record.nextViewingNumber)"]
        for rating in record.ratings {
            lines.append(
                fields([
                    "rating", rating.movieID, rating.title, year(rating.year), Self.rating(rating.rating),
                    rating.ratedOn.description,
                ]))
        }
        for viewing in record.viewings {
            lines.append(
                fields(
                    [
                        "viewing", viewing.id, viewing.movieID, viewing.title, year(viewing.year),
                        viewing.date.description,
                        viewing.rating.map(Self.rating) ?? "",
                        flags(rewatch: viewing.isRewatch, marked: viewing.isMarkedWatched)
                            + (viewing.isRewatchDerived ? "d" : ""),
                    ], tags: viewing.tags, after: viewing.review.map { [$0] } ?? []))
        }
        for (word, row) in record.unplaced.map({ ("unplaced", $0) }) + record.settled.map({ ("settled", $0) }) {
            lines.append(
                fields(
                    [
                        word, row.kind.rawValue, row.filmID ?? "", row.title, row.originalTitle ?? "",
                        year(row.year),
                        row.titleType ?? "", row.date?.description ?? "", row.rating.map(Self.rating) ?? "",
                        flags(rewatch: row.isRewatch, marked: false),
                    ], tags: row.tags, after: keptExtras(row)))
        }
        var data = Data((lines.joined(separator: "\n") + "\n").utf8)
        // Lines that could not be read go back as they came, after the rest, until the person fixes them.
        for damaged in record.damagedLines {
            data.append(contentsOf: damaged.bytes)
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }

    /// The fields of a record, each escaped, then the tags (escaped each, separated by U+001F) when given, then
    /// the fields `after` them.
    private static func fields(_ values: [String], tags: [String]? = nil, after: [String] = []) -> String {
        (values.map(escaped) + (tags.map { [$0.map(escaped).joined(separator: "\u{1F}")] } ?? [])
            + after.map(escaped))
            .joined(separator: "\t")
    }

    /// A kept row's fields after its tags: its review, then each problem's field, value and reason, each only
    /// when it has them.
    private static func keptExtras(_ row: HistoryFileRow) -> [String] {
        guard !row.problems.isEmpty else { return row.review.map { [$0] } ?? [] }
        return [row.review ?? ""] + row.problems.flatMap { [$0.field.rawValue, $0.value, $0.reason] }
    }

    private static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{1F}" }) else {
            return text
        }
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\r\n": result += "\\r\\n"
            case "\u{1F}": result += "\\u"
            default: result.append(character)
            }
        }
        return result
    }

    private static func year(_ year: Int?) -> String { year.map(String.init) ?? "" }

    private static func rating(_ rating: FilmRating) -> String {
        switch rating {
        case .points(let points): "p\(points)"
        case .halfStars(let halves): "s\(halves)"
        }
    }

    private static func flags(rewatch: Bool, marked: Bool) -> String {
        (rewatch ? "r" : "") + (marked ? "m" : "")
    }
}
