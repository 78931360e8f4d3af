import Foundation
import Testing

@testable import CatalogueEngine

/// The metadata reader that keeps `JSONDecoder` off the start-up path reads what `JSONDecoder` reads, and
/// leaves to it (nil) what it does not read.
@Suite struct CatalogueMetadataReaderTests {
    private static let written: [CatalogueMetadata] = [
        CatalogueMetadata(
            source: "embedded", idPrefix: "", idDigits: 0, genres: ["Action", "Sci-Fi"],
            certifications: ["", "PG-13"], description: "58,788 films \"as of\" 2005 / tab\there \\ back"),
        CatalogueMetadata(
            source: "imdb", idPrefix: "tt", idDigits: 7, genres: [], certifications: [""],
            description: "the IMDb datasets", importedAt: Date(timeIntervalSince1970: 1_795_000_000),
            files: [
                .init(
                    name: "title.basics.tsv.gz", date: Date(timeIntervalSince1970: 951_782_400), rows: 12,
                    malformedRows: 1),
                .init(name: "name.basics.tsv", date: nil, rows: 0, malformedRows: 0),
            ],
            titleTypes: ["movie", "tvMovie"], includesAdult: false),
    ]

    private func read(_ text: String) -> CatalogueMetadata? {
        Array(text.utf8).withUnsafeBytes { CatalogueMetadataReader.read($0) }
    }

    private func decoded(_ text: String) -> CatalogueMetadata? {
        Array(text.utf8).withUnsafeBytes { CatalogueFile.decodeMetadata($0) }
    }

    @Test(arguments: written)
    func whatTheWriterWritesReadsAsTheDecoderReadsIt(metadata: CatalogueMetadata) throws {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(metadata), as: UTF8.self)
        #expect(read(text) == metadata)
        #expect(read(text) == decoded(text))
    }

    @Test func thePythonBuildersMetadataReadsAsTheDecoderReadsIt() {
        let text =
            #"{"source":"embedded","idPrefix":"","idDigits":0,"genres":["Action","Short"],"certifications":["","G"],"description":"58,788 films with their IMDb figures as of 2005"}"#
        #expect(read(text) != nil && read(text) == decoded(text))
        let spaced =
            "{ \"source\" : \"x\",\n \"idPrefix\": \"tt\", \"idDigits\": 7, \"genres\": [ ], \"certifications\": [\"\"],"
            + " \"description\": \"d\", \"importedAt\": null }"
        #expect(read(spaced) != nil && read(spaced) == decoded(spaced))
    }

    @Test(arguments: [
        #"{"source":"x","idPrefix":"","idDigits":0,"genres":[],"certifications":[],"description":"\u00e9"}"#,
        #"{"source":"x","idPrefix":"","idDigits":1.5,"genres":[],"certifications":[],"description":""}"#,
        #"{"source":"x","idPrefix":"","idDigits":0,"genres":[],"certifications":[],"description":"","extra":1}"#,
        #"{"source":"x","idPrefix":"","idDigits":0,"genres":[],"certifications":[],"description":"","importedAt":"2026-11-27T16:34:11.5Z"}"#,
        #"{"source":"x","idPrefix":"","idDigits":0,"genres":[],"certifications":[],"description":""} trailing"#,
        #"{"source":"x","source":"y","idPrefix":"","idDigits":0,"genres":[],"certifications":[],"description":""}"#,
        #"{"source":"x","idPrefix":"","idDigits":0,"genres":[1],"certifications":[],"description":""}"#,
        #"[1, 2]"#, #"{"#, "",
    ])
    func anythingElseIsLeftToTheDecoder(text: String) {
        #expect(read(text) == nil)
    }

    @Test func datesAreSecondsSince1970InUTC() {
        let base =
            #"{"source":"x","idPrefix":"","idDigits":0,"genres":[],"certifications":[],"description":"","importedAt":"#
        for (text, seconds) in [
            ("1970-01-01T00:00:00Z", 0.0), ("2000-02-29T12:00:00Z", 951_825_600),
            ("2026-11-27T16:34:11Z", 1_795_797_251),
        ] {
            #expect(read(base + "\"\(text)\"}")?.importedAt == Date(timeIntervalSince1970: seconds), "\(text)")
            #expect(decoded(base + "\"\(text)\"}")?.importedAt == Date(timeIntervalSince1970: seconds), "\(text)")
        }
        #expect(read(base + #""2026-13-01T00:00:00Z"}"#) == nil)
    }
}
