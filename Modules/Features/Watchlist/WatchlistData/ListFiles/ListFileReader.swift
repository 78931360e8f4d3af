import DelimitedText
import FoundationEssentials
import PlainText
import SystemIO
import WatchlistDomain
import WatchlistDomainApi

/// Reads the list files `watchlist import` takes: IMDb's and Letterboxd's CSV exports and Movieland's own
/// (CSV or JSON), the shape recognised from the header.
struct ListFileReader: ListFileReading {
    func read(_ path: String) throws(WatchlistError) -> ListFile {
        let text = try contents(of: path)
        guard !text.allSatisfy(\.isWhitespace) else {
            throw .listFileUnreadable(path: path, reason: "the file is empty")
        }
        if text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "{" {
            return try MovielandJSONList.read(text, path: path)
        }
        let records: [CSV.Record]
        do {
            records = try CSV.records(in: text)
        } catch {
            throw .listFileMalformed(path: path, line: error.line, reason: "a quoted field is never closed")
        }
        return try list(records, path: path)
    }

    private func contents(of path: String) throws(WatchlistError) -> String {
        // A handle rather than Data(contentsOf:): it reads a pipe or a FIFO to its end too.
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder {
            throw .listFileUnreadable(path: path, reason: "it is a folder; give the export file in it")
        }
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(readingFrom: path)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            throw .listFileUnreadable(path: path, reason: reason)
        }
        defer { file.close() }
        do {
            return String(decoding: try file.readToEnd(), as: UTF8.self)
        } catch {
            throw .listFileUnreadable(path: path, reason: error.reason)
        }
    }

    /// The rows under the header; a Letterboxd list export's header comes after its block about the list.
    private func list(_ records: [CSV.Record], path: String) throws(WatchlistError) -> ListFile {
        var remaining = records.drop { $0.isBlank }[...]
        guard let first = remaining.first else { throw .listFileUnreadable(path: path, reason: "the file is empty") }
        if first.fields.first?.hasPrefix("Letterboxd list export") == true {
            // "Date,Name,Tags,URL,Description", the list's row, a blank line, then the films' header.
            remaining = remaining.dropFirst().drop { record in
                !(record.fields.contains("Position") && record.fields.contains("Name"))
            }
        }
        guard let header = remaining.first, let shape = ListFileShape.recognise(header: header.fields) else {
            let line = first.fields.joined(separator: ",")
            throw .listFileUnrecognised(
                path: path, header: String(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }),
                knownShapes: ListFileShape.known)
        }
        var rows: [ListFileRow] = []
        for record in remaining.dropFirst() where !record.isBlank {
            rows.append(try row(record, shape: shape, header: header, path: path))
        }
        return ListFile(shape: shape.name, rows: rows)
    }

    private func row(
        _ record: CSV.Record, shape: ListFileShape, header: CSV.Record, path: String
    ) throws(WatchlistError) -> ListFileRow {
        guard record.fields.count > shape.title else {
            throw .listFileMalformed(
                path: path, line: record.line,
                reason: "this row has \(record.fields.count) fields, the header \(header.fields.count)")
        }
        func field(_ index: Int?) -> String? {
            guard let index, index < record.fields.count else { return nil }
            let value = record.fields[index].trimmingWhitespace()
            return value.isEmpty ? nil : value
        }
        return ListFileRow(
            line: record.line, title: field(shape.title) ?? "", originalTitle: field(shape.originalTitle),
            year: field(shape.year).flatMap(Int.init).flatMap { (1800...2200).contains($0) ? $0 : nil },
            id: field(shape.id), titleType: field(shape.titleType))
    }
}
