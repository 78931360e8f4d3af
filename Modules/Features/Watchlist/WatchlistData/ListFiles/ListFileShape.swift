import DesignSystem
import FoundationEssentials

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

    /// The shape whose header `fields` is, or nil.
    static func recognise(header fields: [String]) -> ListFileShape? {
        let names = fields.map { $0.trimmingWhitespace().lowercased() }
        func column(_ name: String) -> Int? { names.firstIndex(of: name) }
        if let id = column("const"), let title = column("title") {
            return ListFileShape(
                name: column("your rating") != nil ? "IMDb ratings export" : "IMDb list export", title: title,
                originalTitle: column("original title"), year: column("year"), id: id, titleType: column("title type"))
        }
        if let title = column("name"), let year = column("year"),
            column("letterboxd uri") != nil || column("url") != nil
        {
            return ListFileShape(
                name: column("position") != nil ? "Letterboxd list export" : "Letterboxd export", title: title,
                originalTitle: nil, year: year, id: nil, titleType: nil)
        }
        if let id = column("imdbid"), let title = column("title") {
            return ListFileShape(
                name: "Letterboxd import file (Movieland's letterboxd export)", title: title, originalTitle: nil,
                year: column("year"), id: id, titleType: nil)
        }
        if let id = column("id"), let title = column("title"), column("added") != nil {
            return ListFileShape(
                name: "Movieland CSV export", title: title, originalTitle: nil, year: column("year"), id: id,
                titleType: nil)
        }
        return nil
    }
}
