import Foundation
import OffThePool
import ProcessRunner
import Testing

/// `recommend --json` and `similar --json` through the built binary on the embedded catalogue: a series first,
/// reasons that name what they rest on, no more than three picks from one film, and a start for an empty history.
@Suite(.offThePool) struct RecommendEndToEndTests {
    private let movieland = DataFolderRun()

    /// The films of a `--json` answer.
    private func films(_ result: BuiltProducts.Result) throws -> [[String: Any]] {
        #expect(result.status == 0, "\(result.errors)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        return try #require(json["films"] as? [[String: Any]])
    }

    @Test func similarPutsTheSeriesFirstEvenForAFilmWithoutGenres() throws {
        defer { movieland.remove() }
        let toyStory = try films(movieland("similar", "toy story", "--year", "1995", "--limit", "5", "--json"))
        #expect(toyStory.first?["title"] as? String == "Toy Story 2")
        #expect((toyStory.first?["reasons"] as? [String])?.first == "same series as Toy Story (1995)")
        let alien = try films(movieland("similar", "alien", "--year", "1979", "--limit", "5", "--json"))
        #expect(alien.first?["title"] as? String == "Aliens", "the catalogue gives Alien no genre")
        #expect(alien.count == 5, "the rest by era and the crowd")
    }

    @Test func recommendFollowsTheSeriesOfWhatYouLikedWithReasonsAndAtMostThreeFromOneFilm() throws {
        defer { movieland.remove() }
        for (title, year, points) in [
            ("die hard", "1988", "10"), ("lethal weapon", "1987", "9"), ("the terminator", "1984", "9"),
            ("aliens", "1986", "8"), ("predator", "1987", "8"), ("the notebook", "2004", "3"),
        ] {
            #expect(try movieland("rate", title, "--year", year, points).status == 0)
        }
        let picks = try films(movieland("recommend", "--limit", "18", "--json"))
        #expect(picks.count == 18)
        let titles = picks.compactMap { $0["title"] as? String }
        #expect(titles.contains("Die Hard 2") && titles.prefix(5).contains("Lethal Weapon 2"), "\(titles)")
        #expect(!titles.contains("Die Hard") && !titles.contains("The Notebook"), "what you rated never comes back")
        let dieHard2 = try #require(picks.first { $0["title"] as? String == "Die Hard 2" })
        #expect((dieHard2["reasons"] as? [String])?.first == "same series as Die Hard (1988), which you rated 10")
        #expect(picks.allSatisfy { ($0["reasons"] as? [String])?.isEmpty == false })
        let series = picks.compactMap { ($0["reasons"] as? [String])?.first }.filter { $0.hasPrefix("same series as") }
        #expect(Dictionary(grouping: series, by: { $0 }).values.allSatisfy { $0.count <= 3 }, "\(series)")
        let likeOne = picks.filter { ($0["reasons"] as? [String])?.first?.hasPrefix("like ") == true }
            .compactMap { ($0["because"] as? [String])?.first }
        #expect(Dictionary(grouping: likeOne, by: { $0 }).values.allSatisfy { $0.count <= 3 }, "\(likeOne)")
    }

    @Test func recommendWithNoHistorySaysHowToStart() throws {
        defer { movieland.remove() }
        let empty = try movieland("recommend", "--json")
        #expect(empty.status == 1)
        for start in ["movieland rate", "movieland diary add", "movieland diary import"] {
            #expect(empty.errors.contains(start), "\(empty.errors)")
        }
    }
}
