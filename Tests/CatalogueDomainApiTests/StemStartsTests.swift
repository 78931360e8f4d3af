import Testing

@testable import CatalogueDomainApi

/// The word filter lets through the titles a stem of which begins with a word asked about (a part's first word,
/// the word after an article or after "and the"), and not those that only hold such a word further in.
@Suite struct StemStartsTests {
    @Test func aTitleIsLetThroughWhereAStemCanBegin() {
        let starts = StemStarts(of: ["Star Wars", "Empire"])
        #expect(starts.mayBegin("Star Wars: Episode IV"), "the first word")
        #expect(starts.mayBegin("A Star Wars Story"), "after an article")
        #expect(starts.mayBegin("Empires"), "a trailing s added")
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

    /// A stem of two words or more is read with its second word: another title begun by its first word alone
    /// is let through only when that word ends its stem, or is long enough that every title it begins counts.
    @Test func aStemsSecondWordIsReadToo() {
        let starts = StemStarts(of: ["Star Wars", "Matrix Reloaded", "Love Actually"])
        #expect(!starts.mayBegin("Star Trek"), "another second word")
        #expect(!starts.mayBegin("A Star Is Born"), "another second word, after an article")
        #expect(starts.mayBegin("Star Wars Episode I"), "the same two words")
        #expect(starts.mayBegin("The Star War"), "the second word without its s")
        #expect(starts.mayBegin("Star"), "the first word alone")
        #expect(starts.mayBegin("Star: A Story"), "the first word ending its part")
        #expect(starts.mayBegin("Star - The Fall"), "the first word before a dash standing alone")
        #expect(starts.mayBegin("Star 2"), "the first word and a numeral")
        #expect(starts.mayBegin("Star Part Three"), "the first word and \"part\"")
        #expect(starts.mayBegin("The Matrix Revolutions"), "a first word of six letters begins its stem alone")
        #expect(!starts.mayBegin("Love Story"), "a shorter one does not")
    }

    /// Every title kin to one asked about is let through: the filter never drops a film of a series.
    @Test func everyTitleWithKinIsLetThrough() {
        let titles = [
            "The Godfather: Part II", "Godfather", "Star Wars: Episode V - The Empire Strikes Back",
            "The Empire Strikes Back", "Harry Potter and the Chamber of Secrets", "Chamber of Secrets",
            "The Matrix Reloaded", "Matrix", "Aliens", "Alien", "Été Story 2", "ÉTÉ STORY", "A Quiet Place Part II",
            "Quiet Place", "The The", "The", "Star Wars", "Star Wars 2", "Star Trek", "Star", "Stars", "Star: Wars",
            "Toy Story and the Lost Toys", "The Toy and the Story", "Matrix - Reloaded", "Matrix Reloaded Part 2",
            "Star War Stories", "Star Warss",
        ]
        for asked in titles {
            let starts = StemStarts(of: [asked])
            for title in titles where FranchiseTitle(asked).kinship(with: FranchiseTitle(title)) != nil {
                #expect(starts.mayBegin(title), "\(title) for \(asked)")
            }
        }
    }
}
