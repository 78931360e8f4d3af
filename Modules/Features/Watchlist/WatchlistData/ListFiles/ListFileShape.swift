import FoundationEssentials
import PlainText

/// The list exports Movieland reads, each recognised by its header, and where each keeps a film's fields.
struct ListFileShape: Equatable {
    /// How the report names the shape.
    let name: String
    /// Column indexes of the fields; nil when the shape has no such column.
    let title: Int
    let originalTitle: Int?
    let year: Int?
    let id: Int?
    let titleType: Int?

    /// What the error for an unknown file lists.
    static let known = [
        "IMDb list, watchlist and ratings exports (Const, Title, Year, Title Type, ...)",
        "Letterboxd's watchlist.csv (Date, Name, Year, Letterboxd URI)",
        "Letterboxd list exports (a \"Letterboxd list export\" block, then Position, Name, Year, URL)",
        "Movieland's own exports (watchlist export --format letterboxd, csv or json)",
    ]

    /// A header line's column names, to find columns by name whatever their case and spacing.
    struct Header {
        private let names: [String]

        init(_ fields: [String]) {
            names = fields.map { $0.trimmingWhitespace().lowercased() }
        }

        /// The index of the column named `name` (lowercase), or nil.
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
    }

    /// The shape whose header `fields` is, or nil: IMDb's and Letterboxd's exports, then Movieland's own.
    static func recognise(header fields: [String]) -> ListFileShape? {
        let header = Header(fields)
        return imdbExport(header) ?? letterboxdExport(header) ?? LetterboxdImportFile.shape(header)
            ?? MovielandCSVList.shape(header)
    }

    /// IMDb's list, watchlist and ratings exports.
    private static func imdbExport(_ header: Header) -> ListFileShape? {
        guard let id = header.column("const"), let title = header.column("title") else { return nil }
        return ListFileShape(
            name: header.column("your rating") != nil ? "IMDb ratings export" : "IMDb list export", title: title,
            originalTitle: header.column("original title"), year: header.column("year"), id: id,
            titleType: header.column("title type"))
    }

    /// Letterboxd's watchlist export and its list exports.
    private static func letterboxdExport(_ header: Header) -> ListFileShape? {
        guard let title = header.column("name"), let year = header.column("year"),
            header.column("letterboxd uri") != nil || header.column("url") != nil
        else { return nil }
        return ListFileShape(
            name: header.column("position") != nil ? "Letterboxd list export" : "Letterboxd export", title: title,
            originalTitle: nil, year: year, id: nil, titleType: nil)
    }
}
