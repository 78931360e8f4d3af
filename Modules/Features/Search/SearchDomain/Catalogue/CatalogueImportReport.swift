/// What an import or update did.
public struct CatalogueImportReport: Sendable, Equatable {
    /// A dataset row that broke the format, where it is.
    public struct MalformedRow: Sendable, Equatable {
        public let file: String
        public let line: Int
        public let reason: String

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
    public let downloads: [Download]
    /// The first malformed rows (`malformedCount` says how many in all).
    public let malformedRows: [MalformedRow]
    public let malformedCount: Int
    /// True when nothing changed since the last import, so the catalogue was kept as it was.
    public let isUnchanged: Bool

    public init(
        status: CatalogueStatus, downloads: [Download] = [], malformedRows: [MalformedRow] = [],
        malformedCount: Int = 0, isUnchanged: Bool = false
    ) {
        self.status = status
        self.downloads = downloads
        self.malformedRows = malformedRows
        self.malformedCount = malformedCount
        self.isUnchanged = isUnchanged
    }
}
