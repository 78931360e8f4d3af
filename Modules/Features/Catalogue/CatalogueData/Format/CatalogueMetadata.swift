import FoundationEssentials

/// What a catalogue file says about itself: where it came from, how its ids are written, its genre and
/// certification names and, for an import, the dataset files it was built from.
struct CatalogueMetadata: Codable, Equatable, Sendable {
    /// One dataset file an import read.
    struct DatasetFile: Codable, Equatable, Sendable {
        let name: String
        /// The server's Last-Modified, or the file's modification time.
        let date: Date?
        let rows: Int
        let malformedRows: Int
    }

    /// "embedded" or "imdb".
    let source: String
    /// What comes before the id's number: "tt" for IMDb ids, nothing for the embedded row numbers.
    let idPrefix: String
    /// The number's least digit count, zero-padded ("tt0133093"); 0 for none.
    let idDigits: Int
    /// Genre names by bit.
    let genres: [String]
    /// Certification names by code; code 0 is "none".
    let certifications: [String]
    /// One line for `catalogue status`.
    let description: String
    var importedAt: Date?
    var files: [DatasetFile]?
    var titleTypes: [String]?
    var includesAdult: Bool?

    /// The names of the genres whose bits are set in a record's `genreBits`.
    func genres(inBits bits: UInt32) -> [String] {
        genres.indices.filter { bits & (1 << $0) != 0 }.map { genres[$0] }
    }

    /// How this catalogue writes its films' ids.
    private var ids: PrefixedID { PrefixedID(prefix: idPrefix, digits: idDigits) }

    /// The id of the film numbered `number`, as this catalogue writes it.
    func id(_ number: Int) -> String {
        ids.text(number)
    }

    /// The number in `text` when it is written as this catalogue's ids are ("tt133093" and "TT0133093" too).
    func number(inID text: String) -> Int? {
        ids.number(in: text)
    }
}
