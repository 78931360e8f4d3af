import CatalogueDomainApi
import Foundation
import Testing

/// A film in every `--json` output: each key always there, null when unknown.
@Suite struct MovieJSONTests {
    private func json(_ movie: Movie) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(movie), as: UTF8.self)
    }

    @Test func anUnknownFieldIsNullNotMissing() throws {
        let bare = Movie(id: MovieID("tt0078748"), title: "Alien", year: nil)
        #expect(
            try json(bare)
                == #"{"budget":null,"certification":null,"directors":[],"genres":[],"id":"tt0078748","originalTitle":null,"#
                + #""plot":null,"rating":null,"ratingDistribution":null,"runtimeMinutes":null,"title":"Alien","votes":null,"#
                + #""year":null}"#)
    }

    @Test func aKnownFieldIsWrittenAsIs() throws {
        let full = Movie(
            id: MovieID("1066"), title: "Alien", originalTitle: "Alien³", year: 1979, runtimeMinutes: 117,
            budget: 11_000_000, rating: 8.5, votes: 72_000, certification: "R", genres: ["Horror"],
            ratingDistribution: [50, 50], plot: "In space.", directors: ["Ridley Scott"])
        #expect(
            try json(full)
                == #"{"budget":11000000,"certification":"R","directors":["Ridley Scott"],"genres":["Horror"],"id":"1066","#
                + #""originalTitle":"Alien³","plot":"In space.","rating":8.5,"ratingDistribution":[50,50],"#
                + #""runtimeMinutes":117,"title":"Alien","votes":72000,"year":1979}"#)
    }
}
