/// One film as `CatalogueWriter` takes it.
public struct CatalogueEntry: Sendable {
    /// The number in the film's id (133093 for tt0133093).
    var id: UInt32
    /// The title as displayed ("The Matrix"); stored with a leading article moved to its end.
    var title: String
    /// The title in the film's language, when it differs.
    public var originalTitle: String?
    /// 0 when unknown.
    public var year: UInt16 = 0
    /// In minutes; 0 when unknown.
    public var runtime: UInt16 = 0
    /// How many people rated it.
    public var votes: UInt32 = 0
    /// Rating times ten; 0 for none.
    public var rating10: UInt16 = 0
    /// Bits into the metadata's genre names.
    public var genreBits: UInt32 = 0
    /// The directors' names, in billing order.
    public var directors: [String] = []
    /// Other titles the film is known by, searched but not shown.
    public var alternativeTitles: [String] = []

    /// A film numbered `id` (133093 for tt0133093) titled `title`; the rest is filled in as the import reads it.
    public init(id: UInt32, title: String) {
        self.id = id
        self.title = title
    }
}
