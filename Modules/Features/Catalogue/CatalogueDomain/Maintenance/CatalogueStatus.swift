import FoundationEssentials

/// Which offline catalogue is in use and what it holds.
public struct CatalogueStatus: Sendable, Equatable {
    /// One dataset file an import was built from.
    public struct DatasetFile: Sendable, Equatable {
        /// The file's name, e.g. "title.basics.tsv.gz".
        public let name: String
        /// When IMDb published it (Last-Modified), or the file's modification time.
        public let date: Date?
        /// The rows read from it.
        public let rows: Int
        /// The rows skipped because they broke the format.
        public let malformedRows: Int

        /// A file called `name`, published on `date`, of which `rows` were read and `malformedRows` skipped.
        public init(name: String, date: Date?, rows: Int, malformedRows: Int) {
            self.name = name
            self.date = date
            self.rows = rows
            self.malformedRows = malformedRows
        }
    }

    /// "embedded" or "imdb".
    public let source: String
    /// A phrase for people, e.g. "the IMDb datasets (personal, non-commercial use)".
    public let description: String
    /// Where the catalogue is stored.
    public let path: String
    /// How many films it holds.
    public let filmCount: Int
    /// Its size on disk.
    public let sizeBytes: Int
    /// When it was imported; nil for the embedded catalogue.
    public let importedAt: Date?
    /// The dataset files it was built from; empty for the embedded catalogue.
    public let files: [DatasetFile]
    /// The title types imported ("movie", "tvMovie"); empty for the embedded catalogue.
    public let titleTypes: [String]
    /// A dataset file an import reads that this one did not.
    public struct MissingFile: Sendable, Equatable {
        /// The file's name, e.g. "title.principals.tsv.gz".
        public let name: String
        /// What the catalogue would have from it, e.g. "cast (with characters)".
        public let brings: String

        /// The file called `name`, which brings `brings`.
        public init(name: String, brings: String) {
            self.name = name
            self.brings = brings
        }
    }

    /// The dataset files an import reads but this one did not; empty for the embedded catalogue.
    public let missingFiles: [MissingFile]
    /// Whether the catalogue has people to look up (cast, directors, writers); an import without them
    /// (`--without-people`, or a mirror without title.principals) has films alone.
    public let hasPeople: Bool

    /// A status with the given parts; see the properties.
    public init(
        source: String, description: String, path: String, filmCount: Int, sizeBytes: Int, importedAt: Date?,
        files: [DatasetFile], titleTypes: [String], missingFiles: [MissingFile] = [], hasPeople: Bool = false
    ) {
        self.source = source
        self.description = description
        self.path = path
        self.filmCount = filmCount
        self.sizeBytes = sizeBytes
        self.importedAt = importedAt
        self.files = files
        self.titleTypes = titleTypes
        self.missingFiles = missingFiles
        self.hasPeople = hasPeople
    }
}
