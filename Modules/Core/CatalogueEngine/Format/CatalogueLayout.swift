/// The catalogue file's binary layout, described once: `CatalogueFile` reads it, `CatalogueWriter` writes it,
/// and a test holds Tools/catalogue/build_catalogue.py's struct formats to it. Every number is little-endian.
///
///     header    64 bytes: the magic, then counts and section offsets (u32)
///     records   64 bytes a film, in id order
///     strings   stored titles, tokens (the title's, then each other title's after a newline), original
///               titles, directors (newline-separated), vocabulary words; UTF-8
///     words     16 bytes a word, sorted: string offset, length, postings start, postings count; the
///               titles' initials keys (byte 1, then the initials: `TitleInitials`) sort before the words
///     postings  record indexes (u32) per word, most-voted first
///     metadata  JSON (`CatalogueMetadata`)
///     votes     record indexes (u32), most-voted first: charts read only the films they can show
///     people    optional (an IMDb import with principals): who made and played in each film, see `People`
///     ranks     optional (imports): 12 bytes a film, in record order, what ranking a match reads (`Rank`),
///               so a search over a thousand matches reads a few dense pages instead of a record each
public enum CatalogueLayout {
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
        /// Where the people section starts and its length; both 0 in a file without one (the builders pad the
        /// header with zeros, so files written before the section existed read as having none).
        static let peopleOffset = 52
        static let peopleLength = 56
        /// Where the ranks section starts; 0 in a file without one (the embedded catalogue).
        static let ranksOffset = 60
    }

    static let rankSize = 12

    /// A film's ranking fields, by byte offset within its 12 bytes of the ranks section. An import writes the
    /// films' search tokens together at the start of the strings, so the tokens ranking reads are dense too.
    enum Rank {
        /// u32.
        static let votes = 0
        /// u32 into strings, and u16: the search tokens, as the record has them.
        static let tokensOffset = 4
        static let tokensLength = 8
        /// u16, the rating times ten.
        static let rating10 = 10
    }

    /// The people section, its offsets from the start of the file:
    ///
    ///     header           64 bytes: the magic, then the u32 fields of `People.Header`
    ///     persons          16 bytes a person, in id order (`People.Person`)
    ///     person credits   u32 credit indexes, each person's together, their films most voted first
    ///     person starts    u32 per person and one more: where each person's credit indexes start
    ///     film starts      u32 per film and one more: where each film's credits start
    ///     credits          16 bytes a credit, by film, in billing order (`People.Credit`)
    ///     name words       a word table as `Word` describes, the words of the people's names, sorted
    ///     name postings    u32 per person with the word, ascending: the person's index << 8 | a bit per role
    ///                      they have (`People.roleBit`), so a search by role skips the others unread
    ///     strings          names, characters (newline-separated) and jobs, name words; UTF-8
    public enum People {
        static let magic = Array("MVLPPL01".utf8)
        /// People a section can hold: a name posting keeps the index in 24 bits.
        static let maximumPersons = 1 << 24

        /// The bit a role has in a name posting's low byte.
        public static func roleBit(_ role: CatalogueRole) -> UInt32 {
            1 << UInt32(role.rawValue)
        }
        static let headerSize = 64
        static let personSize = 16
        static let creditSize = 16

        /// The section header's u32 fields, by byte offset from the section's start.
        enum Header {
            static let personCount = 8
            static let creditCount = 12
            static let nameWordCount = 16
            static let filmCount = 20
            static let personsOffset = 24
            static let personCreditsOffset = 28
            static let personStartsOffset = 32
            static let filmStartsOffset = 36
            static let creditsOffset = 40
            static let nameWordsOffset = 44
            static let namePostingsOffset = 48
            static let stringsOffset = 52
            static let stringsLength = 56
        }

        /// A person's fields, by byte offset within the 16 bytes.
        enum Person {
            /// u32: the number in the nm id.
            static let id = 0
            /// u32 into strings, and u16.
            static let nameOffset = 4
            static let nameLength = 8
            /// u8: how many distinct words the name has (a name is exactly what was typed when it has as many).
            static let wordCount = 10
            /// u32: the votes of every film credited, added up (how well known the person is).
            static let fame = 12
        }

        /// A credit's fields, by byte offset within the 16 bytes.
        enum Credit {
            /// u32: the film's record index.
            static let film = 0
            /// u32: the person's index.
            static let person = 4
            /// u32 into strings, and u16: the characters played (newline-separated) or the job.
            static let textOffset = 8
            static let textLength = 12
            /// u8: `CreditCategory`'s raw value.
            static let category = 14
            /// u8: the place in title.principals' ordering; 0 for a credit only title.crew gives.
            static let billing = 15
        }
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
