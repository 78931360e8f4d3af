import CatalogueDomainApi
import HistoryDomainApi

/// Puts imported rows into a history, so that importing the same file twice changes nothing and nothing a file
/// holds is lost: a rating replaces the film's when it differs and the film was not rated on a later day; a
/// viewing is logged unless the diary has it (two of a film on one day are two, as many as the file has); a
/// watched row is logged, on the day the film was marked, only when the diary has no day for the film, and a
/// diary row replaces such a day; a row that cannot be placed is kept as it came, as many times as the file has
/// it.
struct HistoryMerge {
    /// The day a row without a date is placed on.
    let today: DiaryDate
    /// How many rows of each viewing (film, day, rating, rewatch, tags) this import has met so far.
    private var viewingsMet: [ViewingKey: Int] = [:]
    /// How many of each kept row this import has met so far.
    private var keptMet: [HistoryFileRow: Int] = [:]
    /// Where the diary's viewings of each kind are (days only marked as watched left out), made on first use
    /// and kept up as viewings are logged: looking each row up in the whole diary made an import of 5,000 rows
    /// quadratic.
    private var viewingIndex: [ViewingKey: [Int]]?
    /// The films the diary has a day for, made on first use and kept up.
    private var filmsSeen: Set<String>?
    /// The films the diary has a day only marked as watched for, made on first use and kept up.
    private var markedFilms: Set<String>?
    /// How many of each row the history keeps, made on first use and kept up as rows are kept.
    private var keptHeld: [HistoryFileRow: Int]?

    init(today: DiaryDate) {
        self.today = today
    }

    /// What makes two viewings the same one, their review aside.
    private struct ViewingKey: Hashable {
        let movieID: String
        let date: DiaryDate
        let rating: FilmRating?
        let isRewatch: Bool
        let tags: [String]
    }

    mutating func place(
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
            if filmsSeen == nil { filmsSeen = Set(record.viewings.map(\.movieID)) }
            guard filmsSeen?.contains(id) == false else { return .diaryKept }
            filmsSeen?.insert(id)
            let date = row.date ?? today
            var viewing = self.viewing(row, of: movie, on: date, in: &record)
            viewing.isMarkedWatched = true
            record.viewings.append(viewing)
            markedFilms?.insert(id)
            return .loggedAsMarked(date)
        }
    }

    /// Keeps `row` as it came unless the history holds it (kept, or placed by hand) as many times as this import
    /// has met it; returns whether it was added.
    mutating func keep(_ row: HistoryFileRow, in record: inout HistoryRecord) -> Bool {
        let content = row.content
        keptMet[content, default: 0] += 1
        if keptHeld == nil {
            keptHeld = [:]
            for kept in record.unplaced + record.settled { keptHeld?[kept, default: 0] += 1 }
        }
        guard keptHeld?[content, default: 0] ?? 0 < keptMet[content, default: 0] else { return false }
        record.unplaced.append(content)
        keptHeld?[content, default: 0] += 1
        return true
    }

    /// Logs a diary row unless the diary holds it as many times as this import has met it (a review the diary's
    /// viewing lacks is added to it); a day the film was only marked as watched gives way to it.
    private mutating func log(
        _ row: HistoryFileRow, of movie: Movie, in record: inout HistoryRecord
    ) -> HistoryImportReport.Outcome {
        let id = movie.id.rawValue
        let date = row.date ?? today
        let key = ViewingKey(movieID: id, date: date, rating: row.rating, isRewatch: row.isRewatch, tags: row.tags)
        viewingsMet[key, default: 0] += 1
        let met = viewingsMet[key, default: 0]
        let same = viewings(key, in: record)
        if same.count >= met {
            let index = same[met - 1]
            guard let review = row.review, record.viewings[index].review != review else { return .alreadyThere }
            record.viewings[index].review = review
            return .reviewed(date)
        }
        if hasMarkedDay(id, in: record) {
            record.viewings.removeAll { $0.movieID == id && $0.isMarkedWatched }
            markedFilms?.remove(id)
            viewingIndex = nil  // the positions after them moved
        }
        record.viewings.append(viewing(row, of: movie, on: date, in: &record))
        viewingIndex?[key, default: []].append(record.viewings.count - 1)
        filmsSeen?.insert(id)
        if let rating = row.rating { _ = rate(movie, rating, on: date, in: &record, unlessRatedLater: true) }
        return .logged(date)
    }

    /// Whether the diary has a day only marked as watched for the film `id`.
    private mutating func hasMarkedDay(_ id: String, in record: HistoryRecord) -> Bool {
        if markedFilms == nil {
            markedFilms = Set(record.viewings.lazy.filter(\.isMarkedWatched).map(\.movieID))
        }
        return markedFilms?.contains(id) ?? false
    }

    /// The positions of the diary's viewings that are `key`'s, in the diary's order.
    private mutating func viewings(_ key: ViewingKey, in record: HistoryRecord) -> [Int] {
        if let viewingIndex { return viewingIndex[key] ?? [] }
        var index: [ViewingKey: [Int]] = [:]
        for (position, viewing) in record.viewings.enumerated() where !viewing.isMarkedWatched {
            index[Self.key(of: viewing), default: []].append(position)
        }
        viewingIndex = index
        return index[key] ?? []
    }

    private static func key(of viewing: Viewing) -> ViewingKey {
        ViewingKey(
            movieID: viewing.movieID, date: viewing.date, rating: viewing.rating, isRewatch: viewing.isRewatch,
            tags: viewing.tags)
    }

    private func viewing(
        _ row: HistoryFileRow, of movie: Movie, on date: DiaryDate, in record: inout HistoryRecord
    ) -> Viewing {
        defer { record.nextViewingNumber += 1 }
        var viewing = Viewing(
            id: "v\(record.nextViewingNumber)", movieID: movie.id.rawValue, title: movie.title, year: movie.year,
            date: date, rating: row.rating, isRewatch: row.isRewatch, tags: row.tags)
        viewing.review = row.review
        return viewing
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
