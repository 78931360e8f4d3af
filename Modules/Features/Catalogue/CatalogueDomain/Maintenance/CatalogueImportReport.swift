/// What an import or update did.
public struct CatalogueImportReport: Sendable, Equatable {
    /// A dataset row that broke the format, where it is.
    public struct MalformedRow: Sendable, Equatable {
        /// The dataset file's name.
        public let file: String
        /// The line, from 1.
        public let line: Int
        /// What is wrong with it.
        public let reason: String

        /// The row at `line` of `file`, malformed because of `reason`.
        public init(file: String, line: Int, reason: String) {
            self.file = file
            self.line = line
            self.reason = reason
        }
    }

    /// What happened to one file an update fetched.
    public enum Download: Sendable, Equatable {
        case downloaded(name: String, bytes: Int)
        /// The server said the copy on disk is current (304 Not Modified).
        case unchanged(name: String)
        /// An interrupted download went on from where it stopped.
        case resumed(name: String, bytes: Int)
    }

    /// The catalogue now in use.
    public let status: CatalogueStatus
    /// What happened to each file the update fetched; empty for an import.
    public let downloads: [Download]
    /// The first malformed rows (`malformedCount` says how many in all).
    public let malformedRows: [MalformedRow]
    /// How many rows were malformed in all.
    public let malformedCount: Int
    /// True when nothing changed since the last import, so the catalogue was kept as it was.
    public let isUnchanged: Bool
    /// What the update could not do but did without (a mirror without a dataset), each a sentence.
    public let warnings: [String]

    /// A report on the catalogue now in use; see the properties for the parts.
    public init(
        status: CatalogueStatus, downloads: [Download] = [], malformedRows: [MalformedRow] = [],
        malformedCount: Int = 0, isUnchanged: Bool = false, warnings: [String] = []
    ) {
        self.status = status
        self.downloads = downloads
        self.malformedRows = malformedRows
        self.malformedCount = malformedCount
        self.isUnchanged = isUnchanged
        self.warnings = warnings
    }
}
