import FoundationEssentials
import HistoryDomain
import HistoryDomainApi

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The history's own file format, read on every command that shows the history: one record per line, fields
/// separated by tabs, so that reading 5,000 viewings costs a few milliseconds where JSON cost eighty.
///
///     movieland history 1
///     next	<n>
///     rating	<film id>	<title>	<year>	<rating>	<rated on>
///     viewing	<id>	<film id>	<title>	<year>	<date>	<rating>	<flags>	<tags>[	<review>]
///     unplaced	<kind>	<film id>	<title>	<original title>	<year>	<title type>	<date>	<rating>	<flags>	<tags>
///         [	<review>[	<problem field>	<problem value>	<problem reason>]]
///
/// The fields in brackets are written only when the record has them, so that a history without reviews or
/// rows kept for a wrong value reads the same in versions that came before them.
/// A rating is `p7` (7 of IMDb's 10 points) or `s7` (7 half stars: 3.5 stars); flags are `r` (a rewatch), `d`
/// (a rewatch only because the diary has an earlier viewing) and `m` (a day only marked as watched); tags are separated by U+001F. In text, a backslash, a tab, a line break
/// and U+001F are written `\\`, `\t`, `\n` (`\r`) and `\u`; an empty field is an unknown value.
enum HistoryStoreText {
    /// The first line: what the file is and its version.
    static let header = "movieland history 1"

    /// Why a file is no history of this format.
    struct Problem: Error, CustomStringConvertible {
        let line: Int
        let reason: String

        var description: String { line == 1 ? reason : "line \(line): \(reason)" }
    }

    // MARK: - Writing

    static func encode(_ record: HistoryRecord) -> Data {
        var lines = [header, "next\t\(record.nextViewingNumber)"]
        for rating in record.ratings {
            lines.append(
                fields([
                    "rating", rating.movieID, rating.title, year(rating.year), Self.rating(rating.rating),
                    rating.ratedOn.description,
                ]))
        }
        for viewing in record.viewings {
            lines.append(
                fields(
                    [
                        "viewing", viewing.id, viewing.movieID, viewing.title, year(viewing.year),
                        viewing.date.description,
                        viewing.rating.map(Self.rating) ?? "",
                        flags(rewatch: viewing.isRewatch, marked: viewing.isMarkedWatched)
                            + (viewing.isRewatchDerived ? "d" : ""),
                    ], tags: viewing.tags, after: viewing.review.map { [$0] } ?? []))
        }
        for row in record.unplaced {
            lines.append(
                fields(
                    [
                        "unplaced", row.kind.rawValue, row.filmID ?? "", row.title, row.originalTitle ?? "",
                        year(row.year),
                        row.titleType ?? "", row.date?.description ?? "", row.rating.map(Self.rating) ?? "",
                        flags(rewatch: row.isRewatch, marked: false),
                    ], tags: row.tags, after: keptExtras(row)))
        }
        var data = Data((lines.joined(separator: "\n") + "\n").utf8)
        // Lines that could not be read go back as they came, after the rest, until the person fixes them.
        for damaged in record.damagedLines {
            data.append(contentsOf: damaged.bytes)
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }

    /// The fields of a record, each escaped, then the tags (escaped each, separated by U+001F) when given, then
    /// the fields `after` them.
    private static func fields(_ values: [String], tags: [String]? = nil, after: [String] = []) -> String {
        (values.map(escaped) + (tags.map { [$0.map(escaped).joined(separator: "\u{1F}")] } ?? [])
            + after.map(escaped))
            .joined(separator: "\t")
    }

    /// A kept row's fields after its tags: its review, then each problem's field, value and reason, each only
    /// when it has them.
    private static func keptExtras(_ row: HistoryFileRow) -> [String] {
        guard !row.problems.isEmpty else { return row.review.map { [$0] } ?? [] }
        return [row.review ?? ""] + row.problems.flatMap { [$0.field.rawValue, $0.value, $0.reason] }
    }

    private static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "\\" || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{1F}" }) else {
            return text
        }
        var result = ""
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\r\n": result += "\\r\\n"
            case "\u{1F}": result += "\\u"
            default: result.append(character)
            }
        }
        return result
    }

    private static func year(_ year: Int?) -> String { year.map(String.init) ?? "" }

    private static func rating(_ rating: FilmRating) -> String {
        switch rating {
        case .points(let points): "p\(points)"
        case .halfStars(let halves): "s\(halves)"
        }
    }

    private static func flags(rewatch: Bool, marked: Bool) -> String {
        (rewatch ? "r" : "") + (marked ? "m" : "")
    }

    // MARK: - Reading

    /// Every line that can be read; each one that cannot (a malformed record, an unknown one, bytes that are
    /// no text, a first line that is not the header) is kept in `damagedLines` with its reason, never a reason
    /// to lose the rest. A line ending in a carriage return (a file edited on Windows) is read without it.
    static func decode(_ data: Data) -> HistoryRecord {
        // One pass over the bytes, in place: a line at a time, a field at a time, a String made only of each
        // field's bytes (Data's slices and String's characters cost most of the time when the file was parsed
        // through them, and copying the file into an array a twentieth).
        data.withUnsafeBytes { raw in decode(raw.bindMemory(to: UInt8.self)) }
    }

    private static func decode(_ buffer: UnsafeBufferPointer<UInt8>) -> HistoryRecord {
        var record = HistoryRecord()
        // Room for the viewings and ratings, counted by their lines' first letter: growing the lists as they
        // filled was a tenth of the reading. Lines are found with memchr, which looks at many bytes at a time.
        var counts = (viewings: 0, ratings: 0)
        var start = 0
        while start < buffer.count {
            if buffer[start] == UInt8(ascii: "v") { counts.viewings += 1 }
            if buffer[start] == UInt8(ascii: "r") { counts.ratings += 1 }
            start = lineEnd(in: buffer, from: start) + 1
        }
        record.viewings.reserveCapacity(counts.viewings)
        record.ratings.reserveCapacity(counts.ratings)
        var lineNumber = 0
        start = 0
        while start < buffer.count {
            let end = lineEnd(in: buffer, from: start)
            lineNumber += 1
            var line = UnsafeBufferPointer(rebasing: buffer[start..<end])
            start = end + 1
            if line.last == UInt8(ascii: "\r") { line = UnsafeBufferPointer(rebasing: line.dropLast()) }
            do {
                try read(line, number: lineNumber, into: &record)
            } catch {
                record.damagedLines.append(
                    DamagedHistoryLine(line: lineNumber, bytes: Array(line), reason: error.reason))
            }
        }
        return record
    }

    /// Where the line starting at `start` ends: its line break, or the end of the buffer.
    private static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = buffer.baseAddress,
            let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
        else { return buffer.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    /// Reads line `number` into `record`: the header, nothing for an empty line, else one record.
    private static func read(
        _ line: UnsafeBufferPointer<UInt8>, number: Int, into record: inout HistoryRecord
    ) throws(Problem) {
        if number == 1 {
            guard String(decoding: line, as: UTF8.self) == header else {
                throw Problem(line: 1, reason: "it is not the header \"\(header)\"")
            }
            return
        }
        guard !line.isEmpty else { return }
        if let problem = textProblem(line) { throw Problem(line: number, reason: problem) }
        let raw = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
        try read(
            raw.map(text), tags: { index in index < raw.count ? tags(raw[index]) : [] }, into: &record, line: number)
    }

    /// Why a line's bytes are no text of this format, if they are not: control bytes other than the tab and the
    /// tag separator, or bytes that are not UTF-8.
    private static func textProblem(_ line: UnsafeBufferPointer<UInt8>) -> String? {
        // One branchless pass that ORs each byte's class together (a branch per byte was a few percent of
        // reading a 5,000-viewing history); the rare line with a flag is looked at again.
        var found: UInt8 = 0
        byteClasses.withUnsafeBufferPointer { classes in
            for byte in line { found |= classes[Int(byte)] }
        }
        if found & controlByte != 0 { return "it holds control bytes" }
        guard found & nonASCIIByte != 0 else { return nil }
        return String(validating: line, as: UTF8.self) == nil ? "it is not UTF-8 text" : nil
    }

    private static let controlByte: UInt8 = 1
    private static let nonASCIIByte: UInt8 = 2

    /// Each byte's class: a control byte other than the tab and the tag separator, a byte that is not ASCII, or
    /// plain text (0).
    private static let byteClasses: [UInt8] = (0...255).map { byte in
        if byte < 0x20, byte != 0x09, byte != 0x1F { return controlByte }
        return byte >= 0x80 ? nonASCIIByte : 0
    }

    /// Reads one record; `tags` gives the tags of the field at an index, split before their escapes were undone
    /// (read only by the records that have tags).
    private static func read(
        _ fields: [String], tags: (Int) -> [String], into record: inout HistoryRecord, line: Int
    ) throws(Problem) {
        let field = { (index: Int) -> String in index < fields.count ? fields[index] : "" }
        switch fields[0] {
        case "next":
            guard let next = Int(field(1)) else { throw Problem(line: line, reason: "\"next\" needs a number") }
            record.nextViewingNumber = next
        case "rating":
            guard fields.count == 6, let rating = rating(field(4)), let day = DiaryDate(field(5)) else {
                throw Problem(line: line, reason: "a rating needs a film, a title, a year, a rating and a day")
            }
            record.ratings.append(
                PersonalRating(movieID: field(1), title: field(2), year: Int(field(3)), rating: rating, ratedOn: day))
        case "viewing":
            guard (9...10).contains(fields.count), let day = DiaryDate(field(5)),
                field(6).isEmpty || rating(field(6)) != nil
            else {
                throw Problem(line: line, reason: "a viewing needs an id, a film, a title, a year, a day and more")
            }
            var viewing = Viewing(
                id: field(1), movieID: field(2), title: field(3), year: Int(field(4)), date: day,
                rating: rating(field(6)),
                isRewatch: field(7).contains("r"), tags: tags(8))
            viewing.isMarkedWatched = field(7).contains("m")
            viewing.isRewatchDerived = field(7).contains("d")
            viewing.review = fields.count > 9 ? field(9) : nil
            record.viewings.append(viewing)
        case "unplaced":
            record.unplaced.append(try unplaced(fields, tags: tags(10), line: line))
        default:
            throw Problem(line: line, reason: "\"\(fields[0].prefix(20))\" is no record of a history")
        }
    }

    private static func unplaced(_ fields: [String], tags: [String], line: Int) throws(Problem) -> HistoryFileRow {
        guard fields.count == 11 || (fields.count >= 12 && (fields.count - 12).isMultiple(of: 3)),
            let kind = HistoryFileRow.Kind(rawValue: fields[1]),
            fields[7].isEmpty || DiaryDate(fields[7]) != nil, fields[8].isEmpty || rating(fields[8]) != nil
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
            titleType: text(6), date: DiaryDate(fields[7]), rating: rating(fields[8]),
            isRewatch: fields[9].contains("r"), tags: tags, review: text(11), problems: problems)
    }

    private static func rating(_ text: String) -> FilmRating? {
        guard let kind = text.first, let value = Int(text.dropFirst()), FilmRating.pointRange.contains(value) else {
            return nil
        }
        switch kind {
        case "p": return .points(value)
        case "s": return .halfStars(value)
        default: return nil
        }
    }

    /// The tags of a raw field: split at U+001F, then each one's escapes undone.
    private static func tags(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [String] {
        guard !bytes.isEmpty else { return [] }
        return bytes.split(separator: 0x1F, omittingEmptySubsequences: false).map(text)
    }

    /// A field's text, its escapes undone.
    private static func text(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        let raw = String(decoding: UnsafeBufferPointer(rebasing: bytes), as: UTF8.self)
        guard bytes.contains(UInt8(ascii: "\\")) else { return raw }
        var result = ""
        var escaping = false
        for character in raw {
            if escaping {
                switch character {
                case "t": result.append("\t")
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "u": result.append("\u{1F}")
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
