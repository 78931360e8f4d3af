import Common
import DesignSystem
import Foundation
import Terminal
import TopDomainApi

/// Draws a chart: a ranked table with the weighted score, or JSON.
@MainActor
public struct TopView {
    let console: Console
    let format: OutputFormat

    public func render(_ state: TopViewState) {
        switch state.phase {
        case .idle, .loading: return
        case .failed(let message): console.writeError("movieland: \(message)")
        case .loaded(let chart): console.write(format == .json ? json(chart) : text(chart))
        }
    }

    func text(_ chart: TopChart) -> String {
        let painter = console.painter
        var scope: [String] = []
        if let genre = chart.criteria.genre { scope.append(genre.capitalized) }
        if let decade = chart.criteria.decade { scope.append("\(decade)s") }
        let title = "Top \(chart.entries.count)" + (scope.isEmpty ? "" : " " + scope.joined(separator: ", "))
        guard !chart.entries.isEmpty else {
            return
                "No films with at least \(NumberText.grouped(chart.criteria.minimumVotes)) votes match; try a lower --min-votes.\n"
        }
        let table = Self.table(chart.entries)
        let note =
            "Weighted rating over \(NumberText.grouped(chart.consideredCount)) films with at least "
            + "\(NumberText.grouped(chart.criteria.minimumVotes)) votes (mean \(String(format: "%.2f", chart.meanRating)))."
        return painter.paint(title, .title) + "\n" + table.render(width: console.width, painter: painter)
            + painter.paint(note, .muted) + "\n"
    }

    /// Chart entries as rows: rank, title, year, weighted score, rating, votes and id.
    static func table(_ entries: [ChartEntry]) -> Table {
        Table(
            columns: [
                Table.Column("#", alignment: .right), Table.Column("Title", isFlexible: true, minimumWidth: 10),
                Table.Column("Year", alignment: .right), Table.Column("Score", alignment: .right),
                Table.Column("Rating", alignment: .right), Table.Column("Votes", alignment: .right),
                Table.Column("ID", alignment: .right),
            ],
            rows: entries.map { entry in
                [
                    Table.Cell(String(entry.rank)), Table.Cell(entry.title),
                    Table.Cell(entry.year.map(String.init) ?? ""),
                    Table.Cell(String(format: "%.2f", entry.weightedRating), style: .accent),
                    Table.Cell(NumberText.oneDecimal(entry.rating), style: RatingView.token(for: entry.rating)),
                    Table.Cell(NumberText.grouped(entry.votes)), Table.Cell(entry.movieID, style: .muted),
                ]
            })
    }

    func json(_ chart: TopChart) -> String {
        struct Entry: Encodable {
            let rank: Int
            let id: String
            let title: String
            let year: Int?
            let rating: Double
            let votes: Int
            let weightedRating: Double

            private enum CodingKeys: String, CodingKey { case rank, id, title, year, rating, votes, weightedRating }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(rank, forKey: .rank)
                try container.encode(id, forKey: .id)
                try container.encode(title, forKey: .title)
                try container.encode(year, forKey: .year)
                try container.encode(rating, forKey: .rating)
                try container.encode(votes, forKey: .votes)
                try container.encode((weightedRating * 1000).rounded() / 1000, forKey: .weightedRating)
            }
        }
        struct Output: Encodable {
            let genre: String?
            let decade: Int?
            let minimumVotes: Int
            let meanRating: Double
            let considered: Int
            let results: [Entry]

            private enum CodingKeys: String, CodingKey {
                case genre, decade, minimumVotes, meanRating, considered, results
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(genre, forKey: .genre)
                try container.encode(decade, forKey: .decade)
                try container.encode(minimumVotes, forKey: .minimumVotes)
                try container.encode((meanRating * 1000).rounded() / 1000, forKey: .meanRating)
                try container.encode(considered, forKey: .considered)
                try container.encode(results, forKey: .results)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let output = Output(
            genre: chart.criteria.genre, decade: chart.criteria.decade, minimumVotes: chart.criteria.minimumVotes,
            meanRating: chart.meanRating, considered: chart.consideredCount,
            results: chart.entries.map {
                Entry(
                    rank: $0.rank, id: $0.movieID, title: $0.title, year: $0.year, rating: $0.rating, votes: $0.votes,
                    weightedRating: $0.weightedRating)
            })
        return ((try? encoder.encode(output)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
}
