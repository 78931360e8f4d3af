/// The catalogue file's binary layout, described once: `CatalogueFile` reads it, `CatalogueWriter` writes it,
/// and a test holds Tools/catalogue/build_catalogue.py's struct formats to it. Every number is little-endian.
///
///     header    64 bytes: the magic, then counts and section offsets (u32)
///     records   64 bytes a film, in id order
///     strings   stored titles, tokens (the title's, then each other title's after a newline), original
///               titles, directors (newline-separated), vocabulary words; UTF-8
///     words     16 bytes a word, sorted: string offset, length, postings start, postings count
///     postings  record indexes (u32) per word, most-voted first
///     metadata  JSON (`CatalogueMetadata`)
///     votes     record indexes (u32), most-voted first: charts read only the films they can show
enum CatalogueLayout {
    static let magic = Array("MVLCAT02".utf8)
    static let headerSize = 64
    static let recordSize = 64
    static let wordSize = 16

    /// The header's u32 fields after the magic, by byte offset, in the order the builders write them.
    enum Header {
        static let movieCount = 8
        static let wordCount = 12
        static let recordsOffset = 16
        static let stringsOffset = 20
        static let stringsLength = 24
        static let wordsOffset = 28
        static let postingsOffset = 32
        static let postingsCount = 36
        static let metadataOffset = 40
        static let metadataLength = 44
        static let votesOrderOffset = 48

        /// Every field, in order.
        static let fields = [
            movieCount, wordCount, recordsOffset, stringsOffset, stringsLength, wordsOffset, postingsOffset,
            postingsCount, metadataOffset, metadataLength, votesOrderOffset,
        ]
    }

    /// A record's fields, by byte offset within the record.
    enum Record {
        /// u32.
        static let id = 0
        /// u16; 0 when unknown.
        static let year = 4
        /// u16 minutes; 0 when unknown.
        static let runtime = 6
        /// u32 dollars; 0xFFFF_FFFF when unknown.
        static let budget = 8
        /// u32.
        static let votes = 12
        /// u16, the rating times ten; 0 for none.
        static let rating10 = 16
        /// u8, an index into the metadata's certifications.
        static let certification = 18
        /// u8; bit 0: the record has a rating distribution.
        static let flags = 19
        /// 10 bytes: the share of each rating from 1 to 10, in half percents.
        static let distribution = 20
        static let distributionCount = 10
        /// u16 and u32 (into strings): the stored title.
        static let titleLength = 30
        static let titleOffset = 32
        /// u32 and u16: the search tokens.
        static let tokensOffset = 36
        static let tokensLength = 40
        /// u16 and u32: the original title (empty when it is the title).
        static let originalTitleLength = 42
        static let originalTitleOffset = 48
        /// u32: one bit per genre of the metadata's list.
        static let genreBits = 44
        /// u32 and u16: the directors.
        static let directorsOffset = 52
        static let directorsLength = 56

        /// Every field in the order the builders pack them.
        static let fields = [
            id, year, runtime, budget, votes, rating10, certification, flags, distribution, titleLength, titleOffset,
            tokensOffset, tokensLength, originalTitleLength, genreBits, originalTitleOffset, directorsOffset,
            directorsLength,
        ]
    }

    /// A vocabulary word's fields, by byte offset within its 16 bytes.
    enum Word {
        /// u32 into strings, and u16.
        static let stringOffset = 0
        static let length = 4
        /// u32: where its postings start (in postings, not bytes), and how many.
        static let postingsStart = 8
        static let postingsCount = 12

        static let fields = [stringOffset, length, postingsStart, postingsCount]
    }
}
