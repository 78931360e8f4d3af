import Common
import DesignSystem
import HistoryDomainApi
import PlainText

/// `stats`: your year in pictures, as bar charts that fit the terminal (ASCII bars without colour), or JSON.
struct HistoryStatsView {
    let painter: Painter
    let width: Int

    func text(_ stats: HistoryStats) -> String {
        let period = stats.year.map { "Your \($0)" } ?? "Your film history"
        guard stats.viewings > 0 || stats.ratingSpread.contains(where: { $0 > 0 }) else {
            return "\(period) has no viewings or ratings yet; log a film with: movieland diary add <id | title>\n"
        }
        var output =
            painter.paint(
                "\(period) in pictures: \(Self.plural(stats.viewings, "viewing")) of \(Self.plural(stats.films, "film")), "
                    + "\(Self.plural(stats.rewatches, "rewatch", "rewatches"))", .title) + "\n"
        if stats.outside != HistoryStats.Outside() {
            output +=
                painter.paint(
                    "Of these, \(Self.plural(stats.outside.viewings, "viewing")) of "
                        + "\(Self.plural(stats.outside.films, "film")) and \(Self.plural(stats.outside.ratings, "rating")) "
                        + "are kept rows outside the catalogue in use (see: movieland diary list --unplaced)", .muted)
                + "\n"
        }
        output += section(stats.year == nil ? "Viewings by year" : "Viewings by month", stats.perPeriod)
        output += ratings(stats.ratingSpread)
        output += crowd(stats)
        output += section("Decades", stats.decades)
        output += section("Genres", stats.genres)
        guard stats.knowsPeople else {
            return output + "\nDirectors and actors need the IMDb catalogue's people:\n"
                + "the catalogue in use has none (movieland catalogue update).\n"
        }
        return output + section("Directors you watch most", stats.directors)
            + section("Actors you watch most", stats.actors)
    }

    private func section(_ title: String, _ counts: [HistoryStats.Count]) -> String {
        guard counts.contains(where: { $0.count > 0 }) else { return "" }
        let bars = counts.map { BarChart.Bar(label: $0.label, value: Double($0.count), valueText: String($0.count)) }
        return "\n" + SectionHeader.render(title, width: width, painter: painter)
            + BarChart(bars: bars, usesBlocks: painter.paints).render(width: min(width, 72), painter: painter)
    }

    /// The spread of your ratings out of ten (stars doubled), highest first.
    private func ratings(_ spread: [Int]) -> String {
        guard spread.contains(where: { $0 > 0 }) else { return "" }
        let counts = (1...10).reversed().map { HistoryStats.Count(String($0), spread[$0 - 1]) }
        return section("Your ratings out of 10 (stars doubled)", counts)
    }

    private func crowd(_ stats: HistoryStats) -> String {
        guard let difference = stats.crowdDifference else { return "" }
        var lines = [
            "On \(Self.plural(stats.crowdFilms, "film")) you rated, you are "
                + Self.apart(difference) + " IMDb's average."
        ]
        if !stats.disagreements.isEmpty {
            lines.append("Most apart:")
            lines += stats.disagreements.map {
                "  \(TextSanitizer.sanitize($0.film)): yours \($0.yours), IMDb \(Self.decimal($0.crowd))"
            }
        }
        return "\n" + SectionHeader.render("You and the crowd", width: width, painter: painter)
            + lines.joined(separator: "\n") + "\n"
    }

    private static func apart(_ difference: Double) -> String {
        guard abs(difference) >= 0.05 else { return "right on" }
        return decimal(abs(difference)) + (difference > 0 ? " above" : " below")
    }

    private static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))"
    }

    private static func plural(_ count: Int, _ word: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? word : plural ?? word + "s")"
    }

    /// The figures for scripts.
    static func json(_ stats: HistoryStats) -> String {
        struct Count: Encodable {
            let label: String
            let count: Int
        }
        struct Disagreement: Encodable {
            let film: String
            let yours: FilmRating
            let crowd: Double
        }
        struct Crowd: Encodable {
            let difference: Double
            let films: Int
            let disagreements: [Disagreement]
        }
        struct Outside: Encodable {
            let viewings, films, ratings: Int
        }
        struct Output: Encodable {
            @NullEncoded var year: Int?
            let viewings, films, rewatches: Int
            let outsideCatalogue: Outside
            let perPeriod: [Count]
            let ratingSpread: [Int]
            @NullEncoded var crowd: Crowd?
            let decades, genres, directors, actors: [Count]
            let knowsPeople: Bool
        }
        let counts = { (list: [HistoryStats.Count]) in list.map { Count(label: $0.label, count: $0.count) } }
        return JSONOutput.text(
            Output(
                year: stats.year, viewings: stats.viewings, films: stats.films, rewatches: stats.rewatches,
                outsideCatalogue: Outside(
                    viewings: stats.outside.viewings, films: stats.outside.films, ratings: stats.outside.ratings),
                perPeriod: counts(stats.perPeriod), ratingSpread: stats.ratingSpread,
                crowd: stats.crowdDifference.map { difference in
                    Crowd(
                        difference: (difference * 100).rounded() / 100, films: stats.crowdFilms,
                        disagreements: stats.disagreements.map {
                            Disagreement(film: $0.film, yours: $0.yours, crowd: $0.crowd)
                        })
                },
                decades: counts(stats.decades), genres: counts(stats.genres), directors: counts(stats.directors),
                actors: counts(stats.actors), knowsPeople: stats.knowsPeople))
    }
}
