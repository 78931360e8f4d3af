import FoundationEssentials
import Testing

@testable import HistoryDomainApi

/// Ratings are kept on the scale they were given on, exactly; out-of-range ones do not exist.
@Suite struct FilmRatingTests {
    @Test(arguments: ["1", "7", "10"])
    func wholePointsFromOneToTenAreIMDbRatings(text: String) {
        #expect(FilmRating(points: text) == .points(Int(text) ?? 0))
    }

    @Test(arguments: ["0", "11", "7.5", "-3", "seven", ""])
    func anythingElseIsNoPointRating(text: String) {
        #expect(FilmRating(points: text) == nil)
    }

    @Test func starsAreKeptInHalvesNeverRoundedThroughPoints() {
        #expect(FilmRating(stars: "3.5") == .halfStars(7))
        #expect(FilmRating(stars: "0.5") == .halfStars(1))
        #expect(FilmRating(stars: "5") == .halfStars(10))
        #expect(FilmRating(stars: "3.5")?.starsText == "3.5")
        #expect(FilmRating(stars: "4")?.starsText == "4")
        #expect(FilmRating(stars: "3.5")?.outOfTen == 7)
        #expect(FilmRating(stars: "3.5") != FilmRating(points: "7"), "the same out of ten, not the same rating")
    }

    @Test(arguments: ["0", "5.5", "3.3", "3.25", "nan", "inf", "-1"])
    func starsOutsideHalvesFromAHalfToFiveAreNoRating(text: String) {
        #expect(FilmRating(stars: text) == nil)
    }

    @Test func eachScaleReadsBackAsItWasWritten() throws {
        for rating in [FilmRating.points(9), .halfStars(7), .halfStars(10)] {
            let data = try JSONEncoder().encode(rating)
            #expect(try JSONDecoder().decode(FilmRating.self, from: data) == rating)
        }
        let stars = String(decoding: try JSONEncoder().encode(FilmRating.halfStars(7)), as: UTF8.self)
        #expect(stars.contains("\"stars\"") && stars.contains("3.5"))
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(FilmRating.self, from: Data(#"{"scale": "points", "value": 12}"#.utf8))
        }
    }

    @Test func descriptionsSayTheScale() {
        #expect(FilmRating.points(9).description == "9/10")
        #expect(FilmRating.halfStars(7).description == "3.5 stars")
        #expect(FilmRating.halfStars(2).description == "1 star")
    }
}
