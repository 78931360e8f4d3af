/// One film as `CatalogueWriter` takes it.
struct CatalogueEntry: Sendable {
    /// The number in the film's id (133093 for tt0133093).
    var id: UInt32
    /// The title as displayed ("The Matrix"); stored with a leading article moved to its end.
    var title: String
    /// The title in the film's language, when it differs.
    var originalTitle: String?
    var year: UInt16 = 0
    var runtime: UInt16 = 0
    var votes: UInt32 = 0
    /// Rating times ten; 0 for none.
    var rating10: UInt16 = 0
    var genreBits: UInt32 = 0
    var directors: [String] = []
    /// Other titles the film is known by, searched but not shown.
    var alternativeTitles: [String] = []
}
