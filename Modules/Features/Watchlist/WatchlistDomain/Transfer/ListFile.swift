import FoundationEssentials
import WatchlistDomainApi

/// A list of films someone kept elsewhere (IMDb, Letterboxd, another Movieland), as read from its file.
public struct ListFile: Sendable, Equatable {
    /// Which export the file is, by its header: "IMDb list", "Letterboxd watchlist", ...
    public let shape: String
    /// Its films, in the file's order.
    public let rows: [ListFileRow]

    /// A file of `shape` with `rows`.
    public init(shape: String, rows: [ListFileRow]) {
        self.shape = shape
        self.rows = rows
    }
}

/// One film of a list file: what the file says about it, to be placed in the catalogue in use.
public struct ListFileRow: Sendable, Equatable, Codable {
    /// The row's line in the file (1-based; a quoted field over several lines counts where it starts).
    public let line: Int
    /// The title as the file writes it.
    public let title: String
    /// The original title, when the file has one that differs.
    public let originalTitle: String?
    /// The year of release, when the file says.
    public let year: Int?
    /// An id the file gives: an IMDb id (`tt0133093`), or the id a Movieland export kept.
    public let id: String?
    /// The title type as the file writes it ("movie", "TV Series"), when it says.
    public let titleType: String?

    /// A row at `line`; see the properties.
    public init(
        line: Int, title: String, originalTitle: String? = nil, year: Int?, id: String? = nil,
        titleType: String? = nil
    ) {
        self.line = line
        self.title = title
        self.originalTitle = originalTitle == title ? nil : originalTitle
        self.year = year
        self.id = id
        self.titleType = titleType
    }

    /// Whether the title type names something that is not a film (a series, an episode, a game); a row
    /// without a type, or of type movie, TV movie, short or video, is a film.
    public var isFilm: Bool {
        guard let titleType else { return true }
        let type = titleType.lowercased().filter { $0.isLetter }
        return ["movie", "tvmovie", "short", "video", "feature", "film"].contains(type)
    }

    /// "The Matrix (1999)", as the report names the row.
    public var name: String { year.map { "\(title) (\($0))" } ?? title }

    /// The row without its line: two rows that differ only in where they were are the same row.
    public var content: ListFileRow {
        ListFileRow(line: 0, title: title, originalTitle: originalTitle, year: year, id: id, titleType: titleType)
    }
}
