import Common
import HistoryDomainApi

/// `diary list --json`: the viewings, then the kept rows with why and the films each could be.
struct DiaryJSON: Encodable {
    struct Entry: Encodable {
        let id: String
        let movieID: String
        let title: String
        @NullEncoded var year: Int?
        let date: DiaryDate
        @NullEncoded var rating: FilmRating?
        let rewatch: Bool
        let tags: [String]
        @NullEncoded var review: String?

        init(_ viewing: Viewing) {
            id = viewing.id
            movieID = viewing.movieID
            title = viewing.title
            year = viewing.year
            date = viewing.date
            rating = viewing.rating
            rewatch = viewing.isRewatch
            tags = viewing.tags
            review = viewing.review
        }
    }

    struct Kept: Encodable {
        let id: String
        let kind: String
        let title: String
        @NullEncoded var year: Int?
        @NullEncoded var date: String?
        @NullEncoded var rating: FilmRating?
        let rewatch: Bool
        let tags: [String]
        @NullEncoded var review: String?
        let reason: String
        let problems: [HistoryRowProblem]
        let candidates: [Candidate]

        init(_ kept: KeptRow) {
            id = kept.id
            kind = kept.row.kind.rawValue
            title = kept.row.title
            year = kept.row.year
            date = kept.row.date?.description ?? kept.row.value(wrongIn: .date)
            rating = kept.row.rating
            rewatch = kept.row.isRewatch
            tags = kept.row.tags
            review = kept.row.review
            reason = kept.reason
            problems = kept.row.problems
            candidates = kept.candidates.map { Candidate(id: $0.movieID, title: $0.title, year: $0.year) }
        }
    }

    struct Candidate: Encodable {
        let id: String
        let title: String
        @NullEncoded var year: Int?
    }

    let viewings: [Entry]
    let kept: [Kept]

    init(_ diary: Diary) {
        viewings = diary.viewings.map(Entry.init)
        kept = diary.kept.map(Kept.init)
    }
}
