import FoundationEssentials

/// What a catalogue file says about itself: where it came from, how its ids are written, its genre and
/// certification names and, for an import, the dataset files it was built from.
public struct CatalogueMetadata: Codable, Equatable, Sendable {
    /// One dataset file an import read.
    public struct DatasetFile: Codable, Equatable, Sendable {
        /// The file name as it was read (`title.basics.tsv.gz`).
        public let name: String
        /// The server's Last-Modified, or the file's modification time.
        public let date: Date?
        /// Rows read.
        public let rows: Int
        /// Rows skipped as malformed.
        public let malformedRows: Int

        /// The file `name`, of `date`, with its `rows` read and `malformedRows` skipped.
        public init(name: String, date: Date?, rows: Int, malformedRows: Int) {
            self.name = name
            self.date = date
            self.rows = rows
            self.malformedRows = malformedRows
        }
    }

    /// "embedded" or "imdb".
    public let source: String
    /// What comes before the id's number: "tt" for IMDb ids, nothing for the embedded row numbers.
    let idPrefix: String
    /// The number's least digit count, zero-padded ("tt0133093"); 0 for none.
    let idDigits: Int
    /// Genre names by bit.
    public let genres: [String]
    /// Certification names by code; code 0 is "none".
    public let certifications: [String]
    /// One line for `catalogue status`.
    public let description: String
    /// When an import wrote the file.
    public var importedAt: Date?
    /// The dataset files an import read.
    public var files: [DatasetFile]?
    /// The title types an import kept (`movie`, `tvMovie`).
    public var titleTypes: [String]?
    /// Whether an import kept adult titles.
    public var includesAdult: Bool?

    /// A catalogue's description of itself; `files`, `titleTypes` and `includesAdult` are an import's.
    public init(
        source: String, idPrefix: String, idDigits: Int, genres: [String], certifications: [String],
        description: String, importedAt: Date? = nil, files: [DatasetFile]? = nil, titleTypes: [String]? = nil,
        includesAdult: Bool? = nil
    ) {
        self.source = source
        self.idPrefix = idPrefix
        self.idDigits = idDigits
        self.genres = genres
        self.certifications = certifications
        self.description = description
        self.importedAt = importedAt
        self.files = files
        self.titleTypes = titleTypes
        self.includesAdult = includesAdult
    }

    /// The names of the genres whose bits are set in a record's `genreBits`.
    public func genres(inBits bits: UInt32) -> [String] {
        genres.indices.filter { bits & (1 << $0) != 0 }.map { genres[$0] }
    }

    /// How this catalogue writes its films' ids.
    private var ids: PrefixedID { PrefixedID(prefix: idPrefix, digits: idDigits) }

    /// The id of the film numbered `number`, as this catalogue writes it.
    public func id(_ number: Int) -> String {
        ids.text(number)
    }

    /// The number in `text` when it is written as this catalogue's ids are ("tt133093" and "TT0133093" too).
    public func number(inID text: String) -> Int? {
        ids.number(in: text)
    }
}
