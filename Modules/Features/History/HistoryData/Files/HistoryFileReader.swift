import DelimitedText
import FoundationEssentials
import HistoryDomain
import HistoryDomainApi
import SystemIO

/// Reads the exports `diary import` takes: IMDb's ratings, Letterboxd's ratings, diary, watched and reviews, and
/// Movieland's own (CSV or JSON), the shape recognised from the header, the bytes read as UTF-8 or else as
/// Windows-1252.
struct HistoryFileReader: HistoryFileReading {
    func read(_ path: String) throws(HistoryError) -> HistoryFile {
        let bytes = try contents(of: path)
        let export = ExportText(bytes)
        let encoding = export.encoding == .utf8 ? nil : export.encoding.rawValue
        let text = export.text
        guard !text.allSatisfy({ $0.isWhitespace || $0 == "\u{FEFF}" }) else {
            throw .fileUnreadable(path: path, reason: "the file is empty")
        }
        if text.hasPrefix(HistoryStoreText.header) { return Self.historyText(bytes, encoding: encoding) }
        if text.drop(while: { $0.isWhitespace || $0 == "\u{FEFF}" }).first == "{" {
            return HistoryFile(
                shape: "Movieland history export", encoding: encoding,
                rows: try MovielandJSONHistory.rows(text, path: path))
        }
        let records: [CSV.Record]
        do {
            records = try CSV.records(in: text)
        } catch {
            throw .fileMalformed(path: path, line: error.line, reason: "a quoted field is never closed")
        }
        return try file(records, path: path, encoding: encoding)
    }

    private func contents(of path: String) throws(HistoryError) -> Data {
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder {
            throw .fileUnreadable(path: path, reason: "it is a folder; give the export file in it")
        }
        let file: FileDescriptor
        do {
            file = try FileDescriptor.open(readingFrom: path)
        } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            throw .fileUnreadable(path: path, reason: reason)
        }
        defer { file.close() }
        do {
            return try file.readToEnd()
        } catch {
            throw .fileUnreadable(path: path, reason: error.reason)
        }
    }

    private func file(_ records: [CSV.Record], path: String, encoding: String?) throws(HistoryError) -> HistoryFile {
        let remaining = records.drop { $0.isBlank }
        guard let header = remaining.first else { throw .fileUnreadable(path: path, reason: "the file is empty") }
        guard let shape = HistoryFileShape.recognise(header: header.fields) else {
            let line = header.fields.joined(separator: ",")
            throw .fileUnrecognised(
                path: path, header: String(line.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }),
                knownShapes: HistoryFileShape.known)
        }
        if shape.name == "Letterboxd watched",
            URL(fileURLWithPath: path).lastPathComponent.lowercased().contains("watchlist")
        {
            throw .fileUnrecognised(
                path: path, header: header.fields.joined(separator: ","),
                knownShapes: ["films seen, not a watchlist: import a watchlist with `movieland watchlist import`"])
        }
        let rows = remaining.dropFirst().filter { !$0.isBlank }.map(shape.row)
        return HistoryFile(shape: shape.name, encoding: encoding, rows: rows)
    }

    /// A Movieland `history.tsv` (one set aside by an earlier version too): every record it holds as rows, and
    /// each line it cannot read as a row kept with the line as it is.
    private static func historyText(_ data: Data, encoding: String?) -> HistoryFile {
        let record = HistoryStoreText.decode(data)
        let damaged = record.damagedLines.map { line in
            HistoryFileRow(
                line: line.line, kind: .viewing, title: "",
                problems: [
                    HistoryRowProblem(
                        field: .line, value: String(decoding: line.bytes, as: UTF8.self),
                        reason: "line \(line.line) cannot be read: \(line.reason)")
                ])
        }
        return HistoryFile(shape: "Movieland history file", encoding: encoding, rows: record.rows + damaged)
    }
}
