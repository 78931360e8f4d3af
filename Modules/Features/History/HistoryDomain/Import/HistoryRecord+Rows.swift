import HistoryDomainApi

extension HistoryRecord {
    /// Everything the history holds as rows an import reads back to the same history: the viewings (a day only
    /// marked as watched as a watched row), then the ratings (which win over a viewing's rating of the same
    /// day), then the rows kept unplaced, as they came.
    public var rows: [HistoryFileRow] {
        let viewingRows = viewings.map { viewing in
            var row = HistoryFileRow(
                line: 0, kind: viewing.isMarkedWatched ? .watched : .viewing, title: viewing.title)
            row.filmID = viewing.movieID
            row.year = viewing.year
            row.date = viewing.date
            row.rating = viewing.rating
            row.isRewatch = viewing.isRewatch
            row.tags = viewing.tags
            return row
        }
        let ratingRows = ratings.map { rating in
            var row = HistoryFileRow(line: 0, kind: .rating, title: rating.title)
            row.filmID = rating.movieID
            row.year = rating.year
            row.date = rating.ratedOn
            row.rating = rating.rating
            return row
        }
        return viewingRows + ratingRows + unplaced
    }
}
