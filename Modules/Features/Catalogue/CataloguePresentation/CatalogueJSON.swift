import CatalogueDomain
import Common
import FoundationEssentials
import PlainText

/// The `catalogue` commands' JSON shapes (`--json`), every key always present (null when unknown).
enum CatalogueJSON {
    /// `catalogue status --json`: every key always present.
    struct Status: Encodable {
        struct File: Encodable {
            let name: String
            @NullEncoded var date: String?
            let rows: Int
            let malformedRows: Int
        }

        let source: String
        let description: String
        let path: String
        let films: Int
        let sizeBytes: Int
        @NullEncoded var importedAt: String?
        let titleTypes: [String]
        let files: [File]
        let missingFiles: [String]
        let hasPeople: Bool

        init(_ status: CatalogueStatus) {
            source = status.source
            description = status.description
            path = status.path
            films = status.filmCount
            sizeBytes = status.sizeBytes
            importedAt = status.importedAt.map(DateText.iso8601)
            titleTypes = status.titleTypes
            files = status.files.map {
                File(name: $0.name, date: $0.date.map(DateText.iso8601), rows: $0.rows, malformedRows: $0.malformedRows)
            }
            missingFiles = status.missingFiles.map(\.name)
            hasPeople = status.hasPeople
        }

    }

    /// `catalogue update --json` and `import --json`: the catalogue now in use and what the import saw.
    struct Report: Encodable {
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

        let catalogue: Status
        let unchanged: Bool
        let downloads: [Download]
        let malformedCount: Int
        let malformedRows: [Malformed]
        let warnings: [String]

        init(_ report: CatalogueImportReport) {
            catalogue = Status(report.status)
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
            warnings = report.warnings
        }
    }
}
