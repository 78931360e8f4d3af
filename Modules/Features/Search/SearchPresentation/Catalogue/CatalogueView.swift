import Common
import DesignSystem
import Foundation
import SearchDomain

/// Draws what a `catalogue` command did: the catalogue in use, and for an import what was downloaded and
/// which rows broke the format.
@MainActor
public struct CatalogueView {
    /// Malformed rows listed in text; the rest are counted (JSON lists every one the import kept).
    static let listedMalformedRows = 10

    let console: Console
    let format: OutputFormat

    public func render(_ state: CatalogueViewState) {
        switch state.phase {
        case .idle, .working:
            return
        case .status(let status):
            console.write(format == .json ? JSONText.encode(StatusJSON(status)) : text(status))
        case .reset(let status):
            console.write(
                format == .json
                    ? JSONText.encode(StatusJSON(status))
                    : "Back to \(status.description): \(NumberText.grouped(status.filmCount)) films.\n")
        case .imported(let report):
            console.write(format == .json ? JSONText.encode(ReportJSON(report)) : text(report))
        case .failed(let message, _):
            console.writeError("movieland: \(message)")
        }
    }

    func text(_ status: CatalogueStatus) -> String {
        var entries: [KeyValueList.Entry] = [
            .init("Source", status.source == "imdb" ? "IMDb datasets (imported)" : "embedded"),
            .init("Films", NumberText.grouped(status.filmCount)),
        ]
        if let date = status.importedAt { entries.append(.init("Imported", Self.date(date))) }
        if !status.titleTypes.isEmpty {
            entries.append(.init("Title types", status.titleTypes.joined(separator: ", ")))
        }
        for file in status.files {
            var value = NumberText.grouped(file.rows) + " rows"
            if let date = file.date { value += ", published " + Self.date(date) }
            if file.malformedRows > 0 { value += ", \(NumberText.grouped(file.malformedRows)) malformed" }
            entries.append(.init(file.name, value))
        }
        entries.append(.init("Size", CatalogueProgressView.amount(status.sizeBytes, .bytes)))
        entries.append(.init("Path", status.path))
        var output = SectionHeader.render(
            "Catalogue: \(status.description)", width: console.width, painter: console.painter)
        output += KeyValueList(entries).render(width: console.width, painter: console.painter)
        if status.source == "embedded" {
            output += "\nGet the current IMDb catalogue with `movieland catalogue update`.\n"
        }
        return output
    }

    func text(_ report: CatalogueImportReport) -> String {
        var lines: [String] = []
        for download in report.downloads {
            switch download {
            case .downloaded(let name, let bytes):
                lines.append("Downloaded \(name) (\(CatalogueProgressView.amount(bytes, .bytes)))")
            case .resumed(let name, let bytes):
                lines.append("Resumed and finished \(name) (\(CatalogueProgressView.amount(bytes, .bytes)))")
            case .unchanged(let name):
                lines.append("\(name) has not changed")
            }
        }
        if report.isUnchanged {
            lines.append("The catalogue is up to date: \(NumberText.grouped(report.status.filmCount)) films.")
        } else {
            lines.append(
                "Imported \(NumberText.grouped(report.status.filmCount)) films into \(report.status.path) "
                    + "(\(CatalogueProgressView.amount(report.status.sizeBytes, .bytes))); every command uses them now."
            )
        }
        if report.malformedCount > 0 {
            lines.append(
                "\(NumberText.grouped(report.malformedCount)) rows broke IMDb's format and were left out; the first:")
            lines += report.malformedRows.prefix(Self.listedMalformedRows).map {
                "  \($0.file):\($0.line): \(TextSanitizer.sanitize($0.reason))"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func date(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm 'UTC'"
        return formatter.string(from: date)
    }
}

/// `catalogue status --json`: every key always present.
struct StatusJSON: Encodable {
    struct File: Encodable {
        let name: String
        let date: String?
        let rows: Int
        let malformedRows: Int

        private enum CodingKeys: String, CodingKey { case name, date, rows, malformedRows }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(date, forKey: .date)
            try container.encode(rows, forKey: .rows)
            try container.encode(malformedRows, forKey: .malformedRows)
        }
    }

    let source: String
    let description: String
    let path: String
    let films: Int
    let sizeBytes: Int
    let importedAt: String?
    let titleTypes: [String]
    let files: [File]

    init(_ status: CatalogueStatus) {
        let iso = ISO8601DateFormatter()
        source = status.source
        description = status.description
        path = status.path
        films = status.filmCount
        sizeBytes = status.sizeBytes
        importedAt = status.importedAt.map(iso.string)
        titleTypes = status.titleTypes
        files = status.files.map {
            File(name: $0.name, date: $0.date.map(iso.string), rows: $0.rows, malformedRows: $0.malformedRows)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case source, description, path, films, sizeBytes, importedAt, titleTypes, files
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(source, forKey: .source)
        try container.encode(description, forKey: .description)
        try container.encode(path, forKey: .path)
        try container.encode(films, forKey: .films)
        try container.encode(sizeBytes, forKey: .sizeBytes)
        try container.encode(importedAt, forKey: .importedAt)
        try container.encode(titleTypes, forKey: .titleTypes)
        try container.encode(files, forKey: .files)
    }
}

/// `catalogue update --json` and `import --json`: the catalogue now in use and what the import saw.
struct ReportJSON: Encodable {
    struct Download: Encodable {
        let file: String
        let outcome: String
        let bytes: Int?
    }

    struct Malformed: Encodable {
        let file: String
        let line: Int
        let reason: String
    }

    let catalogue: StatusJSON
    let unchanged: Bool
    let downloads: [Download]
    let malformedCount: Int
    let malformedRows: [Malformed]

    init(_ report: CatalogueImportReport) {
        catalogue = StatusJSON(report.status)
        unchanged = report.isUnchanged
        downloads = report.downloads.map {
            switch $0 {
            case .downloaded(let name, let bytes): Download(file: name, outcome: "downloaded", bytes: bytes)
            case .resumed(let name, let bytes): Download(file: name, outcome: "resumed", bytes: bytes)
            case .unchanged(let name): Download(file: name, outcome: "unchanged", bytes: nil)
            }
        }
        malformedCount = report.malformedCount
        malformedRows = report.malformedRows.map { Malformed(file: $0.file, line: $0.line, reason: $0.reason) }
    }
}
