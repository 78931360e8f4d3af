import Foundation
import OffThePool
import Testing

/// Rows an import cannot place are kept, listed, counted, settled and removed through the built binary: one bad
/// row never stops an import, and nothing a file holds is dropped.
@Suite(.offThePool) struct KeptRowsEndToEndTests {
    private let movieland = DataFolderRun()

    /// A Letterboxd diary of 2025: two films the catalogue has, a day that does not exist, a day still to come, a
    /// film it does not have, and two viewings of one film on one day.
    private func diary() throws -> String {
        try movieland.file(
            "diary.csv",
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
                + "2025-02-15,The Matrix,1999,https://boxd.it/a,4.5,,,2025-02-14\n"
                + "2025-03-01,Heat,1995,https://boxd.it/b,4,,,2025-02-30\n"
                + "2025-03-02,Alien,1979,https://boxd.it/c,5,,,2099-01-01\n"
                + "2025-03-03,Oppenheimer,2023,https://boxd.it/d,4,,,2025-03-03\n"
                + "2025-03-04,Vertigo,1958,https://boxd.it/e,5,,,2025-03-04\n"
                + "2025-03-04,Vertigo,1958,https://boxd.it/e,5,,,2025-03-04\n"
                + "2025-03-05,Heat,,https://boxd.it/f,4,,,2025-03-05\n")
    }

    @Test func badRowsAreKeptWithWhyAndTheRestIsImported() throws {
        defer { movieland.remove() }
        let report = try movieland("diary", "import", try diary())
        #expect(report.status == 0, "\(report.errors)")
        #expect(report.output.contains("logged 3"), "\(report.output)")
        #expect(report.output.contains("films rated for the first time 2 "), "The Matrix and Vertigo: \(report.output)")
        #expect(report.output.contains("kept unplaced 2"), "\(report.output)")
        #expect(report.output.contains("kept with a wrong value 2"), "\(report.output)")
        #expect(report.output.contains("line 3: Heat (1995): date \"2025-02-30\" is not a day (YYYY-MM-DD)"))
        #expect(report.output.contains("line 4: Alien (1979): date \"2099-01-01\" is after today"))
        let again = try movieland("diary", "import", try diary())
        #expect(again.output.contains("logged 0, already in your history 7"), "\(again.output)")

        let listed = try movieland("diary", "list")
        #expect(listed.output.hasPrefix("5 viewings in your diary (2 kept outside the catalogue in use)"))
        #expect(listed.output.contains("Oppenheimer (kept)") && listed.output.contains("k3"), "\(listed.output)")
        #expect(
            listed.output.contains("2 other kept rows are not listed here (a rating, or a viewing whose day"),
            "the wrong and the future day: \(listed.output)")
        let unplaced = try movieland("diary", "list", "--unplaced")
        #expect(unplaced.output.hasPrefix("4 rows kept as they came"), "\(unplaced.output)")
        for text in [
            "k1", "2025-02-30", "is not a day", "k3", "not in the catalogue in use", "k4",
            "3 films could be it", "k4 could be:\n    22458      Heat (1972)\n    22459      Heat (1986)\n",
        ] {
            #expect(unplaced.output.contains(text), "\(text): \(unplaced.output)")
        }
        let stats = try movieland("stats", "--year", "2025", "--json")
        let figures = try #require(
            try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any])
        #expect(figures["viewings"] as? Int == 5 && figures["films"] as? Int == 4)
        #expect((figures["outsideCatalogue"] as? [String: Int])?["viewings"] == 2)
    }

    @Test func aKeptRowIsPlacedOnceItsWrongDayIsGivenOrRemoved() throws {
        defer { movieland.remove() }
        _ = try movieland("diary", "import", try diary())
        let needsDay = try movieland("diary", "place", "k1", "heat", "--year", "1995")
        #expect(needsDay.status == 2, "\(needsDay.errors)")
        #expect(needsDay.errors.contains("k1 cannot be placed as it is: its date \"2025-02-30\" is not a day"))
        let placed = try movieland("diary", "place", "k1", "heat", "--year", "1995", "--date", "2025-02-28")
        #expect(placed.status == 0, "\(placed.errors)")
        #expect(
            placed.output.hasPrefix("Placed k1 (Heat (1995)) as Heat (1995), id 22460: logged on 2025-02-28."),
            "\(placed.output)")
        #expect(try movieland("diary", "list").output.contains("2025-02-28  Heat"))
        let removed = try movieland("diary", "remove", "k2")
        #expect(removed.status == 0 && removed.output.hasPrefix("Removed kept row k2 (Oppenheimer (2023))"))
        let missing = try movieland("diary", "place", "k9", "heat")
        #expect(missing.status == 1 && missing.errors.contains("no row is kept as k9"), "\(missing.errors)")
        #expect(try movieland("diary", "list", "--unplaced").output.hasPrefix("2 rows kept as they came"))
    }

    @Test func aFileImportedAgainAfterItsKeptRowsWerePlacedByHandChangesNothing() throws {
        defer { movieland.remove() }
        _ = try movieland("diary", "import", try diary())
        for arguments in [
            // The rows after one placed move up: Alien is k1 next, then Heat without a year k2.
            ["diary", "place", "k1", "heat", "--year", "1995", "--date", "2025-02-28"],
            ["diary", "place", "k1", "alien", "--year", "1979", "--date", "2025-03-02"],
            ["diary", "place", "k2", "heat", "--year", "1995"],
        ] {
            let placed = try movieland.run(arguments)
            #expect(placed.status == 0, "\(arguments): \(placed.errors)")
        }
        let history = try Data(contentsOf: movieland.historyFile)
        let again = try movieland("diary", "import", try diary())
        #expect(again.output.contains("logged 0, already in your history 7, kept unplaced 0"), "\(again.output)")
        #expect(try Data(contentsOf: movieland.historyFile) == history, "no row came back as kept")
        #expect(try movieland("diary", "list", "--unplaced").output.hasPrefix("1 row kept as it came"))
        let stats = try movieland("stats", "--year", "2025", "--json")
        let figures = try #require(
            try JSONSerialization.jsonObject(with: Data(stats.output.utf8)) as? [String: Any])
        #expect(figures["viewings"] as? Int == 7, "three placed by hand, three imported, Oppenheimer kept")
    }

    @Test func aSeriesInAnIMDbExportIsKeptAndExported() throws {
        defer { movieland.remove() }
        let ratings = try movieland.file(
            "ratings.csv",
            "Const,Your Rating,Date Rated,Title,Original Title,URL,Title Type,IMDb Rating,Runtime (mins),Year\n"
                + "tt0133093,9,2025-01-02,The Matrix,The Matrix,https://imdb.com,Movie,8.7,136,1999\n"
                + "tt0411008,8,2025-01-03,Lost,Lost,https://imdb.com,TV Series,8.3,44,2004\n")
        let report = try movieland("diary", "import", ratings)
        #expect(report.output.contains("not a film (kept) 1"), "\(report.output)")
        #expect(try movieland("diary", "export", "--format", "csv").output.contains("tt0411008,Lost"))
        #expect(try movieland("diary", "list", "--unplaced").output.contains("not a film (TV Series)"))
    }

    @Test func checkListsEveryLineTheHistoryCannotReadAndFails() throws {
        defer { movieland.remove() }
        #expect(try movieland("rate", "the", "matrix", "9").status == 0)
        let clean = try movieland("diary", "check")
        #expect(clean.status == 0 && clean.output.contains("every line reads (0 viewings, 1 rating"))
        let handle = try FileHandle(forWritingTo: movieland.historyFile)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("viewing\tbroken\n".utf8))
        try handle.close()
        let damaged = try movieland("diary", "check")
        #expect(damaged.status == 1, "\(damaged.output)")
        #expect(damaged.output.contains("1 line cannot be read") && damaged.output.contains("line 4: "))
    }

    @Test func reviewsAreImportedShownAndExported() throws {
        defer { movieland.remove() }
        let reviews = try movieland.file(
            "reviews.csv",
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n"
                + "2025-02-15,The Matrix,1999,https://boxd.it/a,4.5,,\"Still the best.\n\nThe lobby, \"\"again\"\".\","
                + ",2025-02-14\n")
        #expect(try movieland("diary", "import", reviews).status == 0)
        let listed = try movieland("diary", "list", "--reviews")
        #expect(listed.output.contains("    Still the best.\n    \n    The lobby, \"again\"."), "\(listed.output)")
        let export = try movieland("diary", "export", "--format", "letterboxd").output
        #expect(export.contains("\"Still the best.\n\nThe lobby, \"\"again\"\".\""), "\(export)")
    }

    @Test func keptRowsArePlacedOnceACatalogueUpdateHasTheirFilms() throws {
        defer { movieland.remove() }
        let diary = try movieland.file(
            "diary.csv",
            "Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n"
                + "2025-02-15,Amélie,2001,https://boxd.it/a,4.5,,,2025-02-14\n")
        #expect(try movieland("diary", "import", diary).output.contains("kept unplaced 1"))
        let update = try movieland("catalogue", "import", CatalogueEndToEndTests.samples.path)
        #expect(update.status == 0, "\(update.errors)")
        #expect(update.output.contains("Your history: placed 1 kept row the catalogue in use has now."))
        #expect(try movieland("diary", "list").output.contains("2025-02-14  Amélie"))
        #expect(try movieland("diary", "list", "--unplaced").output.hasPrefix("No row is kept unplaced"))
    }
}
