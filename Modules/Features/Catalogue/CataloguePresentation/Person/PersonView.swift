import CatalogueDomain
import CatalogueDomainApi
import Common
import DesignSystem
import PlainText
import Terminal

/// Draws a person's films by role, most voted first, or the people a name matches; in text or JSON.
@MainActor
struct PersonView {
    let console: Console
    let format: OutputFormat

    func render(_ state: PersonViewState) {
        switch state.phase {
        case .idle, .loading:
            return
        case .loaded(let filmography):
            console.write(format == .json ? json(filmography) : text(filmography))
        case .failed(let error):
            console.writeError(failureLines(error).joined(separator: "\n"))
        }
    }

    /// The failure and, under it, the people to choose from.
    private func failureLines(_ error: PersonLookupError) -> [String] {
        let first = Console.failureLine(
            PersonErrorMessages(mode: .commandLine).text(for: error), program: console.programName)
        guard case .ambiguous(_, let candidates) = error else { return [first] }
        let more = candidates.totalCount - candidates.people.count
        return [first] + Self.candidateLines(candidates.people)
            + (more > 0 ? ["  and \(NumberText.grouped(more)) more: give more of the name"] : [])
    }

    /// One line a person: id, name, and the films they are best known for.
    static func candidateLines(_ people: [Person]) -> [String] {
        let width = people.map { DisplayWidth.of(TextSanitizer.sanitize($0.name)) }.max() ?? 0
        let idWidth = people.map(\.id.rawValue.count).max() ?? 0
        return people.map { person in
            "  \(DisplayWidth.pad(person.id.rawValue, to: idWidth))  "
                + "\(DisplayWidth.pad(TextSanitizer.sanitize(person.name), to: width))  "
                + "\(person.filmCount) film\(person.filmCount == 1 ? "" : "s")"
                + (person.knownFor.isEmpty ? "" : ", known for " + PersonText.knownFor(person))
        }
    }

    func text(_ filmography: Filmography) -> String {
        let painter = console.painter
        let person = filmography.person
        var output = SectionHeader.render(TextSanitizer.sanitize(person.name), width: console.width, painter: painter)
        output +=
            painter.paint("\(person.id.rawValue), \(person.filmCount) film\(person.filmCount == 1 ? "" : "s")", .muted)
            + "\n"
        guard !filmography.entries.isEmpty else { return output + "No films in this role.\n" }
        for role in CreditRole.allCases {
            let entries = filmography.entries.filter { $0.credit.role == role }
            guard !entries.isEmpty else { continue }
            output += "\n" + painter.paint("\(PersonText.heading(role)) (\(entries.count))", .title) + "\n"
            output += Self.table(entries).render(width: console.width, painter: painter)
        }
        return output
    }

    /// Films as rows: id, title, year, rating, votes, and the character played or the job.
    static func table(_ entries: [Filmography.Entry]) -> Table {
        Table(
            columns: [
                Table.Column("ID", alignment: .right), Table.Column("Title", isFlexible: true, minimumWidth: 10),
                Table.Column("Year", alignment: .right), Table.Column("Rating", alignment: .right),
                Table.Column("Votes", alignment: .right), Table.Column("As", isFlexible: true, minimumWidth: 6),
            ],
            rows: entries.map { entry in
                let movie = entry.movie
                return [
                    Table.Cell(movie.id.rawValue, style: .muted), Table.Cell(movie.title),
                    Table.Cell(movie.year.map(String.init) ?? ""),
                    movie.rating.map { Table.Cell(NumberText.oneDecimal($0), style: RatingView.token(for: $0)) } ?? "",
                    Table.Cell(movie.votes.map(NumberText.grouped) ?? ""), Table.Cell(PersonText.part(entry.credit)),
                ]
            })
    }

    func json(_ filmography: Filmography) -> String {
        struct PersonJSON: Encodable {
            let id: String
            let name: String
            let filmCount: Int
        }
        struct Output: Encodable {
            let person: PersonJSON
            let films: [CreditJSON]
        }
        let person = filmography.person
        return JSONOutput.text(
            Output(
                person: PersonJSON(id: person.id.rawValue, name: person.name, filmCount: person.filmCount),
                films: filmography.entries.map { CreditJSON($0.credit, in: $0.movie) }))
    }
}
