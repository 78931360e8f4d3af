import Foundation
import ProcessRunner
import Testing

/// `rate` and `diary` through the built binary on the embedded catalogue: kept across runs, listed newest first,
/// and every mistake a usage error that changes nothing.
@Suite struct HistoryEndToEndTests {
    private let home = FileManager.default.temporaryDirectory.appendingPathComponent("movieland-history-\(UUID())")

    private func movieland(_ arguments: String...) throws -> BuiltProducts.Result {
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home.path
        environment["COLUMNS"] = "100"
        for name in ["FORCE_COLOR", "NO_COLOR", "MOVIELAND_SOURCE"] { environment.removeValue(forKey: name) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return try BuiltProducts.run("movieland", arguments, in: home, environment: environment)
    }

    @Test func ratingsAndTheDiaryAreKeptAcrossRuns() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let rated = try movieland("rate", "the", "matrix", "9")
        #expect(rated.status == 0 && rated.output == "Rated The Matrix (1999) 9/10.\n", "\(rated.errors)")
        #expect(
            try movieland("rate", "32710", "--stars", "4.5").output
                == "Rated The Matrix (1999) 4.5 stars (it was 9/10).\n")
        let logged = try movieland(
            "diary", "add", "the", "matrix", "--date", "2025-02-14", "--rating", "8", "--tag", "cinema")
        #expect(logged.output == "Logged The Matrix (1999) on 2025-02-14, rated 8/10, tagged cinema (v1).\n")
        #expect(try movieland("diary", "add", "32710", "--date", "2025-06-01").output.contains("a rewatch (v2)"))

        let listed = try movieland("diary", "list", "--json")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(listed.output.utf8)) as? [String: [[String: Any]]])
        #expect(json["viewings"]?.compactMap { $0["date"] as? String } == ["2025-06-01", "2025-02-14"])
        #expect(try movieland("diary", "list", "--year", "2024").output.hasPrefix("Your diary is empty."))

        let several = try movieland("diary", "remove", "the", "matrix")
        #expect(several.status == 1 && several.errors.contains("you saw The Matrix (1999) on 2 days"))
        #expect(try movieland("diary", "remove", "v1").output.contains("seen on 2025-02-14"))
        #expect(try movieland("rate", "the", "matrix", "--clear").output.contains("(it was 4.5 stars)"))
    }

    @Test(arguments: [
        ["rate", "the", "matrix", "11"], ["rate", "the", "matrix", "--stars", "6"],
        ["diary", "add", "the", "matrix", "--date", "2025-02-30"], ["diary", "add", "the", "matrix", "--rating", "0"],
    ])
    func mistakesExitTwoAndKeepNothing(arguments: [String]) throws {
        defer { try? FileManager.default.removeItem(at: home) }
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_DATA_HOME"] = home.path
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let result = try BuiltProducts.run("movieland", arguments, in: home, environment: environment)
        #expect(result.status == 2 && result.errors.hasPrefix("movieland: "), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("movieland/history.json").path))
    }
}
