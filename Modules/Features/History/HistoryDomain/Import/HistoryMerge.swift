import CatalogueDomainApi
import HistoryDomainApi

/// Puts an imported row of a known film into a history, so that importing the same file twice changes nothing:
/// a rating replaces the film's when it differs and the film was not rated on a later day; a viewing is logged unless the diary has the same one; a watched
/// row is logged, on the day the film was marked, only when the diary has no day for the film, and a diary row
/// replaces such a day.
struct HistoryMerge {
    /// The day a row without a date is placed on.
    let today: DiaryDate

    func place(
        _ row: HistoryFileRow, of movie: Movie, in record: inout HistoryRecord
    ) -> HistoryImportReport.Outcome {
        switch row.kind {
        case .rating:
            guard let rating = row.rating else { return .alreadyThere }
            let placed = rate(movie, rating, on: row.date ?? today, in: &record, unlessRatedLater: true)
            return placed ? .rated(rating) : .alreadyThere
        case .viewing:
            return log(row, of: movie, in: &record)
        case .watched:
            let id = movie.id.rawValue
            guard !record.viewings.contains(where: { $0.movieID == id }) else { return .diaryKept }
            let date = row.date ?? today
            var viewing = self.viewing(row, of: movie, on: date, in: &record)
            viewing.isMarkedWatched = true
            record.viewings.append(viewing)
            return .loggedAsMarked(date)
        }
    }

    /// Logs a diary row unless the diary has it; a day the film was only marked as watched gives way to it.
    private func log(
        _ row: HistoryFileRow, of movie: Movie, in record: inout HistoryRecord
    ) -> HistoryImportReport.Outcome {
        let id = movie.id.rawValue
        let date = row.date ?? today
        let same = record.viewings.contains {
            $0.movieID == id && $0.date == date && $0.rating == row.rating && $0.isRewatch == row.isRewatch
                && $0.tags == row.tags && !$0.isMarkedWatched
        }
        guard !same else { return .alreadyThere }
        record.viewings.removeAll { $0.movieID == id && $0.isMarkedWatched }
        record.viewings.append(viewing(row, of: movie, on: date, in: &record))
        if let rating = row.rating { _ = rate(movie, rating, on: date, in: &record, unlessRatedLater: true) }
        return .logged(date)
    }

    private func viewing(
        _ row: HistoryFileRow, of movie: Movie, on date: DiaryDate, in record: inout HistoryRecord
    ) -> Viewing {
        defer { record.nextViewingNumber += 1 }
        return Viewing(
            id: "v\(record.nextViewingNumber)", movieID: movie.id.rawValue, title: movie.title, year: movie.year,
            date: date, rating: row.rating, isRewatch: row.isRewatch, tags: row.tags)
    }

    /// Sets the film's rating; false when it already had this one.
    private func rate(
        _ movie: Movie, _ rating: FilmRating, on date: DiaryDate, in record: inout HistoryRecord,
        unlessRatedLater: Bool = false
    ) -> Bool {
        let rated = PersonalRating(
            movieID: movie.id.rawValue, title: movie.title, year: movie.year, rating: rating, ratedOn: date)
        guard let index = record.ratings.firstIndex(where: { $0.movieID == rated.movieID }) else {
            record.ratings.append(rated)
            return true
        }
        let current = record.ratings[index]
        guard current.rating != rating, !(unlessRatedLater && current.ratedOn > date) else { return false }
        record.ratings[index] = rated
        return true
    }
}
