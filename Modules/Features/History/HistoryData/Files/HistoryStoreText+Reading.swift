import FoundationEssentials
import HistoryDomain
import HistoryDomainApi

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension HistoryStoreText {
    /// Every line that can be read; each one that cannot (a malformed record, an unknown one, bytes that are
    /// no text, a first line that is not the header) is kept in `damagedLines` with its reason, never a reason
    /// to lose the rest. A line ending in a carriage return (a file edited on Windows) is read without it.
    ///
    /// With `films`, only the ratings and viewings of those films are kept (and no kept row), for a question
    /// about a few films (the marks of a list): every line is still read and checked as it would be, so the
    /// damaged lines are the same, but no text is made of the others.
    static func decode(_ data: Data, films: Set<String>? = nil) -> HistoryRecord {
        // One pass over the bytes, in place: a line at a time, its fields found once as ranges of its bytes, a
        // String made only of the fields a kept record holds (Data's slices, String's characters and a String
        // of every field cost most of the time when the file was parsed through them).
        data.withUnsafeBytes { raw in
            var reader = Reader(films: films)
            return reader.decode(raw.bindMemory(to: UInt8.self))
        }
    }

    /// Reads the lines of one file into a record.
    private struct Reader {
        let films: Set<String>?
        var record = HistoryRecord()
        var fields = HistoryLineFields()

        init(films: Set<String>?) {
            self.films = films
        }

        mutating func decode(_ buffer: UnsafeBufferPointer<UInt8>) -> HistoryRecord {
            if films == nil { reserveRoom(in: buffer) }
            var lineNumber = 0
            var start = 0
            while start < buffer.count {
                let end = lineEnd(in: buffer, from: start)
                lineNumber += 1
                var line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                start = end + 1
                if line.last == UInt8(ascii: "\r") { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
                do {
                    try read(line, number: lineNumber)
                } catch {
                    record.damagedLines.append(
                        DamagedHistoryLine(line: lineNumber, bytes: Array(line), reason: error.reason))
                }
            }
            return record
        }

        /// Room for the viewings and ratings, counted by their lines' first letter: growing the lists as they
        /// filled was a tenth of the reading.
        private mutating func reserveRoom(in buffer: UnsafeBufferPointer<UInt8>) {
            var counts = (viewings: 0, ratings: 0)
            var start = 0
            while start < buffer.count {
                if buffer[start] == UInt8(ascii: "v") { counts.viewings += 1 }
                if buffer[start] == UInt8(ascii: "r") { counts.ratings += 1 }
                start = lineEnd(in: buffer, from: start) + 1
            }
            record.viewings.reserveCapacity(counts.viewings)
            record.ratings.reserveCapacity(counts.ratings)
        }

        /// Where the line starting at `start` ends: its line break, or the end of the buffer. Found with memchr,
        /// which looks at many bytes at a time.
        private func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
            guard let base = buffer.baseAddress,
                let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
            else { return buffer.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }

        /// Reads line `number`: the header, nothing for an empty line, else one record.
        private mutating func read(_ line: UnsafeBufferPointer<UInt8>, number: Int) throws(Problem) {
            if number == 1 {
                guard String(decoding: line, as: UTF8.self) == header else {
                    throw Problem(line: 1, reason: "it is not the header \"\(header)\"")
                }
                return
            }
            guard !line.isEmpty else { return }
            if let problem = HistoryLineFields.textProblem(line) { throw Problem(line: number, reason: problem) }
            fields.split(line)
            try readRecord(line: number)
        }

        /// Reads the record of the line whose fields are `fields`.
        private mutating func readRecord(line: Int) throws(Problem) {
            if fields.reads(0, as: "viewing") {
                try readViewing(line: line)
            } else if fields.reads(0, as: "rating") {
                guard fields.count == 6, let rating = fields.rating(4), let day = fields.date(5) else {
                    throw Problem(line: line, reason: "a rating needs a film, a title, a year, a rating and a day")
                }
                let movieID = fields.text(1)
                guard films?.contains(movieID) ?? true else { return }
                record.ratings.append(
                    PersonalRating(
                        movieID: movieID, title: fields.text(2), year: fields.number(3), rating: rating, ratedOn: day))
            } else if fields.reads(0, as: "next") {
                guard let next = fields.number(1) else { throw Problem(line: line, reason: "\"next\" needs a number") }
                record.nextViewingNumber = next
            } else if fields.reads(0, as: "unplaced") || fields.reads(0, as: "settled") {
                // Rare, and read through the text of every field.
                let texts = (0..<fields.count).map(fields.text)
                let row = try unplaced(texts, tags: HistoryFieldText.tags(fields.bytes(10)), line: line)
                guard films == nil else { return }
                if texts[0] == "unplaced" { record.unplaced.append(row) } else { record.settled.append(row) }
            } else {
                throw Problem(line: line, reason: "\"\(fields.text(0).prefix(20))\" is no record of a history")
            }
        }

        private mutating func readViewing(line: Int) throws(Problem) {
            guard (9...10).contains(fields.count), let day = fields.date(5),
                fields.isEmptyText(6) || fields.rating(6) != nil
            else {
                throw Problem(line: line, reason: "a viewing needs an id, a film, a title, a year, a day and more")
            }
            let movieID = fields.text(2)
            guard films?.contains(movieID) ?? true else { return }
            var viewing = Viewing(
                id: fields.text(1), movieID: movieID, title: fields.text(3), year: fields.number(4), date: day,
                rating: fields.rating(6), isRewatch: fields.holds(7, UInt8(ascii: "r")),
                tags: HistoryFieldText.tags(fields.bytes(8)))
            viewing.isMarkedWatched = fields.holds(7, UInt8(ascii: "m"))
            viewing.isRewatchDerived = fields.holds(7, UInt8(ascii: "d"))
            viewing.review = fields.count > 9 ? fields.text(9) : nil
            record.viewings.append(viewing)
        }
    }

    /// A kept row from the text of its line's fields (`tags`: its tags).
    private static func unplaced(_ fields: [String], tags: [String], line: Int) throws(Problem) -> HistoryFileRow {
        guard fields.count == 11 || (fields.count >= 12 && (fields.count - 12).isMultiple(of: 3)),
            let kind = HistoryFileRow.Kind(rawValue: fields[1]),
            fields[7].isEmpty || DiaryDate(fields[7]) != nil,
            fields[8].isEmpty || HistoryLineFields.rating(fields[8]) != nil
        else { throw Problem(line: line, reason: "a kept row needs its kind, title and the rest") }
        let text = { (index: Int) in index < fields.count && !fields[index].isEmpty ? fields[index] : nil }
        var problems: [HistoryRowProblem] = []
        for start in stride(from: 12, to: fields.count, by: 3) {
            guard let field = HistoryRowProblem.Field(rawValue: fields[start]) else {
                throw Problem(line: line, reason: "\"\(fields[start].prefix(20))\" is no part of a row")
            }
            problems.append(HistoryRowProblem(field: field, value: fields[start + 1], reason: fields[start + 2]))
        }
        return HistoryFileRow(
            line: 0, kind: kind, title: fields[3], originalTitle: text(4), year: Int(fields[5]), filmID: text(2),
            titleType: text(6), date: DiaryDate(fields[7]), rating: HistoryLineFields.rating(fields[8]),
            isRewatch: fields[9].contains("r"), tags: tags, review: text(11), problems: problems)
    }
}
