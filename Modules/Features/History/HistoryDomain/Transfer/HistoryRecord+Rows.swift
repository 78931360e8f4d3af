import HistoryDomainApi

extension HistoryRecord {
    /// Everything the history holds as rows an import reads back to the same history: the viewings (a day only
    /// marked as watched as a watched row), then the ratings (which win over a viewing's rating of the same
    /// day), then the rows kept unplaced, as they came.
    public var rows: [HistoryFileRow] {
        let viewingRows = viewings.map { viewing in
            HistoryFileRow(
                line: 0, kind: viewing.isMarkedWatched ? .watched : .viewing, title: viewing.title, year: viewing.year,
                filmID: viewing.movieID, date: viewing.date, rating: viewing.rating, isRewatch: viewing.isRewatch,
                tags: viewing.tags, review: viewing.review)
        }
        let ratingRows = ratings.map { rating in
            HistoryFileRow(
                line: 0, kind: .rating, title: rating.title, year: rating.year, filmID: rating.movieID,
                date: rating.ratedOn, rating: rating.rating)
        }
        return viewingRows + ratingRows + unplaced
    }
}
