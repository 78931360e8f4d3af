import CatalogueDomainApi
import Testing

/// How titles are written elsewhere: an article at the end, a main title or a subtitle alone.
@Suite struct TitlePartsTests {
    @Test func anArticleAfterACommaGoesToTheFront() {
        #expect(TitleParts.articleMovedToFront("Matrix, The") == "The Matrix")
        #expect(TitleParts.articleMovedToFront("Beautiful Mind, A") == "A Beautiful Mind")
        #expect(TitleParts.articleMovedToFront("The Matrix") == nil)
    }

    @Test func aTitleSplitsIntoItsMainTitleAndSubtitles() {
        #expect(
            TitleParts.parts(of: "Star Wars: Episode V - The Empire Strikes Back")
                == ["Star Wars", "Episode V", "The Empire Strikes Back"])
        #expect(TitleParts.parts(of: "Heat") == ["Heat"])
        #expect(TitleParts.parts(of: "Spider-Man") == ["Spider-Man"], "a hyphen without spaces is part of a word")
    }
}
