import Foundation

/// Which offline catalogue is in use and what it holds.
public struct CatalogueStatus: Sendable, Equatable {
    /// One dataset file an import was built from.
    public struct DatasetFile: Sendable, Equatable {
        public let name: String
        /// When IMDb published it (Last-Modified), or the file's modification time.
        public let date: Date?
        public let rows: Int
        public let malformedRows: Int

        public init(name: String, date: Date?, rows: Int, malformedRows: Int) {
            self.name = name
            self.date = date
            self.rows = rows
            self.malformedRows = malformedRows
        }
    }

    /// "embedded" or "imdb".
    public let source: String
    public let description: String
    public let path: String
    public let filmCount: Int
    public let sizeBytes: Int
    public let importedAt: Date?
    public let files: [DatasetFile]
    /// The title types imported ("movie", "tvMovie"); empty for the embedded catalogue.
    public let titleTypes: [String]

    public init(
        source: String, description: String, path: String, filmCount: Int, sizeBytes: Int, importedAt: Date?,
        files: [DatasetFile], titleTypes: [String]
    ) {
        self.source = source
        self.description = description
        self.path = path
        self.filmCount = filmCount
        self.sizeBytes = sizeBytes
        self.importedAt = importedAt
        self.files = files
        self.titleTypes = titleTypes
    }
}
