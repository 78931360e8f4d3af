import CatalogueDomain
import Common
import DesignSystem
import FoundationEssentials
import PlainText
import Terminal

/// Draws what a `catalogue` command did: the catalogue in use, and for an import what was downloaded and
/// which rows broke the format.
@MainActor
struct CatalogueView {
    /// Malformed rows listed in text; the rest are counted (JSON lists every one the import kept).
    static let listedMalformedRows = 10

    let console: Console
    let format: OutputFormat
    /// The progress shown while the work runs; ended before the outcome is printed.
    let progress: CatalogueProgressView

    func render(_ state: CatalogueViewState) {
        progress.finish()
        switch state.phase {
        case .idle, .working:
            return
        case .status(let status):
            console.write(format == .json ? JSONOutput.text(CatalogueJSON.Status(status)) : text(status))
        case .reset(let status):
            console.write(
                format == .json
                    ? JSONOutput.text(CatalogueJSON.Status(status))
                    : "Back to \(status.description): \(NumberText.grouped(status.filmCount)) films.\n")
        case .imported(let report):
            console.write(format == .json ? JSONOutput.text(CatalogueJSON.Report(report)) : text(report))
        case .failed(let error):
            // Catalogue maintenance is a command-line feature.
            console.writeFailure(CatalogueErrorMessages(mode: .commandLine).text(for: error))
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
        for missing in status.missingFiles {
            entries.append(.init(missing.name, "not imported", style: .warning))
        }
        if status.source == "imdb" && !status.hasPeople {
            entries.append(.init("People", "none: films alone", style: .warning))
        }
        entries.append(.init("Size", NumberText.bytes(status.sizeBytes)))
        entries.append(.init("Path", status.path))
        var output = SectionHeader.render(
            "Catalogue: \(status.description)", width: console.width, painter: console.painter)
        output += KeyValueList(entries).render(width: console.width, painter: console.painter)
        if status.source == "embedded" {
            output += "\nGet the current IMDb catalogue with `movieland catalogue update`.\n"
        }
        output += Self.missing(status).map { "\n" + wrapped($0).joined(separator: "\n") + "\n" }.joined()
        return output
    }

    /// `sentence` (sanitised) in lines that fit the terminal.
    private func wrapped(_ sentence: String) -> [String] {
        TextWrap.wrap(sentence, width: console.width)
    }

    /// What the catalogue lacks and how to add it, a sentence each.
    private static func missing(_ status: CatalogueStatus) -> [String] {
        var sentences = status.missingFiles.map {
            "Not imported: \($0.name), so the catalogue has no \($0.brings) "
                + "(`movieland catalogue update` downloads every file)."
        }
        if status.source == "imdb" && !status.hasPeople {
            sentences.append(
                "No people: `person`, `search --actor/--director/--writer` and `similar` by shared people need them; "
                    + "`movieland catalogue update` adds them (without --without-people).")
        }
        return sentences
    }

    func text(_ report: CatalogueImportReport) -> String {
        var lines: [String] = []
        for download in report.downloads {
            switch download {
            case .downloaded(let name, let bytes):
                lines.append("Downloaded \(name) (\(NumberText.bytes(bytes)))")
            case .resumed(let name, let bytes):
                lines.append("Resumed and finished \(name) (\(NumberText.bytes(bytes)))")
            case .unchanged(let name):
                lines.append("\(name) has not changed")
            }
        }
        if report.isUnchanged {
            lines.append("The catalogue is up to date: \(NumberText.grouped(report.status.filmCount)) films.")
        } else {
            lines.append(
                "Imported \(NumberText.grouped(report.status.filmCount)) films into \(report.status.path) "
                    + "(\(NumberText.bytes(report.status.sizeBytes))); every command uses them now."
            )
        }
        lines += report.warnings.flatMap { wrapped("Warning: " + $0) }
        lines += Self.missing(report.status).flatMap(wrapped)
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
        DateText.minute(date)
    }
}
