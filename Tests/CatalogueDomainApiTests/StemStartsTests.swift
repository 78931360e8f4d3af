import Testing

@testable import CatalogueDomainApi

/// The word filter lets through the titles a stem of which begins with a word asked about (a part's first word,
/// the word after an article or after "and the"), and not those that only hold such a word further in.
@Suite struct StemStartsTests {
    @Test func aTitleIsLetThroughWhereAStemCanBegin() {
        let starts = StemStarts(of: ["Star Wars", "Empire"])
        #expect(starts.mayBegin("Star Wars: Episode IV"), "the first word")
        #expect(starts.mayBegin("A Star Is Born"), "after an article")
        #expect(starts.mayBegin("Stars"), "a trailing s added")
        #expect(starts.mayBegin("Boardwalk: Empire Falls"), "after a colon")
        #expect(starts.mayBegin("Boardwalk Dreams - The Empire Strikes"), "after a dash standing alone")
        #expect(starts.mayBegin("Harry Potter and the Empire of Ash"), "after \"and the\"")
        #expect(starts.mayBegin("Legend (Empire Cut)"), "inside brackets")
    }

    @Test func aWordFurtherInBeginsNoStem() {
        let starts = StemStarts(of: ["Star Wars", "Empire"])
        #expect(!starts.mayBegin("Lone Star"), "the last word")
        #expect(!starts.mayBegin("The Last Star Fighter"), "a word in the middle")
        #expect(!starts.mayBegin("Rise and the Empire"), "\"and the\" after one word splits nothing")
        #expect(!starts.mayBegin("Empire-State"), "a dash within a word")
    }

    /// Every title kin to one asked about is let through: the filter never drops a film of a series.
    @Test func everyTitleWithKinIsLetThrough() {
        let titles = [
            "The Godfather: Part II", "Godfather", "Star Wars: Episode V - The Empire Strikes Back",
            "The Empire Strikes Back", "Harry Potter and the Chamber of Secrets", "Chamber of Secrets",
            "The Matrix Reloaded", "Matrix", "Aliens", "Alien", "Été Story 2", "ÉTÉ STORY", "A Quiet Place Part II",
            "Quiet Place", "The The", "The",
        ]
        for asked in titles {
            let starts = StemStarts(of: [asked])
            for title in titles where FranchiseTitle(asked).kinship(with: FranchiseTitle(title)) != nil {
                #expect(starts.mayBegin(title), "\(title) for \(asked)")
            }
        }
    }
}
