import Foundation
import OffThePool
import ProcessRunner
import Testing

/// `rate` and `diary` through the built binary on the embedded catalogue: kept across runs, listed newest first,
/// and every mistake a usage error that changes nothing.
@Suite(.offThePool) struct HistoryEndToEndTests {
    /// The data folder every test of the suite runs `movieland` in.
    private let data = DataFolderRun()
    private var home: URL { data.home }
    private var historyFile: URL { data.historyFile }

    private func movieland(_ arguments: String...) throws -> BuiltProducts.Result {
        try data.run(arguments)
    }

    /// A history with two good viewings around lines that cannot be read: a malformed record, binary bytes, a
    /// Windows line end on a good one, and a truncated last line.
    private func writeDamagedHistory() throws -> [UInt8] {
        let bytes =
            Array("movieland history 1\nnext\t4\nviewing\tv1\t32710\tThe Matrix\t1999\t2025-02-14\tp8\t\t\n".utf8)
            + Array("viewing\tbroken\n".utf8) + [0x62, 0x00, 0xFF, 0x0A]
            + Array("viewing\tv2\t32710\tThe Matrix\t1999\t2025-03-01\t\tr\t\r\n".utf8)
            + Array("viewing\tv3\t3271".utf8)
        try FileManager.default.createDirectory(
            at: historyFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: historyFile)
        return bytes
    }

    @Test func aDamagedLineHidesNothingAndIsKeptInTheFileUntilFixed() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try writeDamagedHistory()
        let listed = try movieland("diary", "list")
        #expect(listed.status == 0, "\(listed.errors)")
        #expect(listed.output.hasPrefix("2 viewings in your diary"), "\(listed.output)")
        for line in [4, 5, 7] {
            #expect(listed.errors.contains("history.tsv, line \(line): "), "\(listed.errors)")
        }
        #expect(try movieland("rate", "the", "matrix", "9").status == 0)
        let written = try Data(contentsOf: historyFile)
        for kept in [Array("viewing\tbroken\n".utf8), [0x62, 0x00, 0xFF, 0x0A], Array("viewing\tv3\t3271\n".utf8)] {
            #expect(written.range(of: Data(kept)) != nil, "\(kept) was lost")
        }
        let folder = try FileManager.default.contentsOfDirectory(atPath: historyFile.deletingLastPathComponent().path)
        #expect(!folder.contains { $0.contains("unreadable") }, "\(folder)")
        #expect(try movieland("diary", "list").output.hasPrefix("2 viewings in your diary"))
    }

    @Test(.enabled(if: ReadOnlyRun.isPossible, "needs setpriv (util-linux) to run as another user"))
    func aReadOnlyDataFolderIsReadByEveryCommandAndWrittenByNone() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let before = try writeDamagedHistory()
        let run = ReadOnlyRun(folder: historyFile.deletingLastPathComponent(), home: home)
        for command in [["diary", "list"], ["stats"], ["recommend"], ["watchlist", "list"], ["diary", "export"]] {
            let result = try run.movieland(command)
            #expect(result.status == 0, "\(command): \(result.errors)")
        }
        let rated = try run.movieland(["rate", "the", "matrix", "7"])
        #expect(rated.status == 1)
        #expect(rated.errors.contains("is read-only"), "\(rated.errors)")
        #expect(try Data(contentsOf: historyFile) == Data(before))
    }

    @Test(.enabled(if: ReadOnlyRun.isPossible, "needs setpriv (util-linux) to run as another user"))
    func aReadOnlyDataFolderOfYourOwnIsSaidToBeReadOnlyAndEveryFileStaysAsItWas() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let before = try writeDamagedHistory()
        #expect(try movieland("diary", "list").status == 0, "the lock file is made")
        let diary = try data.file("diary.csv", "Date,Name,Year,Letterboxd URI,Rating\n2025-01-02,Heat,1995,,4\n")
        let folder = historyFile.deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let run = ReadOnlyRun(folder: folder, home: home, isOwnFolder: true)
        for command in [
            ["rate", "the", "matrix", "7"], ["diary", "add", "the matrix", "--date", "2025-01-01"],
            ["diary", "import", diary], ["diary", "remove", "v1"],
        ] {
            let result = try run.movieland(command)
            #expect(result.status == 1, "\(command)")
            #expect(
                result.errors.contains(
                    "the folder \(folder.path) is read-only (Permission denied): nothing was changed"),
                "\(command): \(result.errors)")
        }
        #expect(try Data(contentsOf: historyFile) == Data(before))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == files, "no file left")
    }

    @Test func aTitleStartingWithAWordThatIsAnArticleInAnotherLanguageIsPlaced() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let ratings = try data.file(
            "ratings.csv",
            "Date,Name,Year,Letterboxd URI,Rating\n2022-02-15,Die Hard,1988,,4\n2022-02-15,To Be or Not to Be,1942,,5\n"
                + "2022-02-15,As Good as It Gets,1997,,3.5\n2022-02-15,I Am Sam,2001,,3\n2022-02-15,The Matrix,1999,,4\n"
                + "2022-02-15,Das Boot,1981,,4\n")
        let imported = try movieland("diary", "import", ratings)
        #expect(imported.status == 0, "\(imported.errors)")
        #expect(
            imported.output.contains("rated 6, logged 0, already in your history 0, kept unplaced 0"),
            "\(imported.output)")
        let list = try movieland("diary", "export", "--format", "csv").output
        for film in ["Die Hard,,1988", "To Be or Not to Be,,1942", "As Good as It Gets,,1997", "I Am Sam,,2001"] {
            #expect(list.contains(film), "\(film): \(list)")
        }
    }

    @Test func aYearOffIsANamedNearMatchForAFeatureAndNeverAGuessOfAShort() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let ratings = home.appendingPathComponent("ratings.csv")
        // The embedded catalogue's only "Hero" is an 11-minute short of 2001; its "Heat" is Michael Mann's of 1995.
        try Data(
            ("Date,Name,Year,Letterboxd URI,Rating\n2025-01-02,Hero,2002,https://boxd.it/x,4\n"
                + "2025-01-03,Heat,1996,https://boxd.it/y,4.5\n").utf8
        ).write(to: ratings)
        let report = try movieland("diary", "import", ratings.path)
        #expect(report.status == 0, "\(report.errors)")
        #expect(
            report.output.contains("rated 1, logged 0, already in your history 0, kept unplaced 1"), "\(report.output)")
        #expect(report.output.contains("line 3: Heat (1996) as Heat (1995)"), "\(report.output)")
        #expect(report.output.contains("line 2: Hero (2002): the one film of this title is a year off"))
        #expect(report.output.contains("22827      Hero (2001)"), "\(report.output)")
        let stats = try movieland("stats", "--json")
        #expect(!stats.output.contains("Short"), "a short was counted: \(stats.output)")
    }

    @Test func aDayNoFilmCouldBeSeenOnIsAUsageErrorThatLogsNothing() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        for (day, message) in [
            ("2999-01-01", "is not a day a film was seen: give a day from 1874-01-01 to today"),
            ("1873-12-31", "is not a day a film was seen"),
            ("1890-01-01", "Heat (1995) could not be seen on 1890-01-01, before it was made"),
        ] {
            let added = try movieland("diary", "add", "heat", "--year", "1995", "--date", day)
            #expect(added.status == 2, "\(day): \(added.output)\(added.errors)")
            #expect(added.errors.contains(message), "\(added.errors)")
        }
        #expect(!FileManager.default.fileExists(atPath: historyFile.path))
        #expect(try movieland("diary", "add", "heat", "--year", "1995", "--date", "1994-12-01").status == 0)
    }

    @Test func twoViewingsOnTheDayGivenAreNamedByTheirIds() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        for _ in 0..<2 { #expect(try movieland("diary", "add", "toy", "story", "--date", "2025-02-02").status == 0) }
        let removed = try movieland("diary", "remove", "toy", "story", "--date", "2025-02-02")
        #expect(removed.status == 1)
        #expect(
            removed.errors.contains(
                "you saw Toy Story (1995) 2 times on 2025-02-02 (v1, v2); remove one by its id: movieland diary remove v1"
            ), "\(removed.errors)")
        #expect(try movieland("diary", "remove", "v2").status == 0)
        let last = try movieland("diary", "remove", "toy", "story", "--date", "2025-02-02")
        #expect(
            last.status == 0 && last.output.contains("Removed Toy Story (1995), seen on 2025-02-02"), "\(last.output)")
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
        #expect(try movieland("diary", "list", "--year", "2024").output.hasPrefix("Your diary has no viewing in 2024."))

        let several = try movieland("diary", "remove", "the", "matrix")
        #expect(several.status == 1 && several.errors.contains("you saw The Matrix (1999) on 2 days"))
        #expect(try movieland("diary", "remove", "v1").output.contains("seen on 2025-02-14"))
        #expect(try movieland("rate", "the", "matrix", "--clear").output.contains("(it was 4.5 stars)"))
    }

    @Test func aLetterboxdDiaryIsImportedOnceKeptWhereUnplacedAndExportedForLetterboxd() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        let diary = home.appendingPathComponent("diary.csv")
        try Data(
            ("\u{FEFF}Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\r\n"
                + "2025-02-15,The Matrix,1999,https://boxd.it/a,4.5,,\"cinema, friends\",2025-02-14\r\n"
                + "2025-03-02,Oppenheimer,2023,https://boxd.it/b,4,,,2025-03-02\r\n").utf8
        ).write(to: diary)
        let report = try movieland("diary", "import", diary.path)
        #expect(report.status == 0, "\(report.errors)")
        #expect(
            report.output.hasPrefix(
                "Imported Letterboxd diary: 2 rows\n  rated 0, logged 1, already in your history 0, kept unplaced 1"))
        #expect(report.output.contains("line 3: Oppenheimer (2023): not in the catalogue in use"))
        #expect(try movieland("diary", "import", diary.path).output.contains("logged 0, already in your history 2"))
        #expect(
            try movieland("diary", "export", "--format", "letterboxd").output
                == "imdbID,Title,Year,Rating,Rating10,WatchedDate,Rewatch,Tags,Review\r\n"
                + ",The Matrix,1999,4.5,,2025-02-14,false,\"cinema, friends\",\r\n"
                + ",The Matrix,1999,4.5,,,false,,\r\n"
                + ",Oppenheimer,2023,4,,2025-03-02,false,,\r\n")
        let unknown = try movieland("diary", "import", diary.deletingLastPathComponent().path)
        #expect(unknown.status == 1 && unknown.errors.contains("it is a folder"))
    }

    @Test func statsDrawsTheYearAtTheTerminalsWidthAndSaysThePeopleNeedTheIMDbCatalogue() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        _ = try movieland("diary", "add", "the", "matrix", "--date", "2025-02-14", "--rating", "9")
        _ = try movieland("diary", "add", "32710", "--date", "2025-03-01")
        let stats = try movieland("stats", "--year", "2025")
        #expect(stats.status == 0, "\(stats.errors)")
        #expect(stats.output.hasPrefix("Your 2025 in pictures: 2 viewings of 1 film, 1 rewatch\n"))
        #expect(stats.output.split(separator: "\n").allSatisfy { $0.count <= 100 })
        #expect(stats.output.contains("Directors and actors need the IMDb catalogue's people"))
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(try movieland("stats", "--json").output.utf8)) as? [String: Any]
        )
        #expect(json["viewings"] as? Int == 2 && json["knowsPeople"] as? Bool == false)
    }

    @Test func similarAndRecommendUseThePeopleOfTheIMDbImportAndSaySoWithoutThem() throws {
        defer { try? FileManager.default.removeItem(at: home) }
        let embedded = try movieland("similar", "heat", "--year", "1995", "--limit", "3")
        #expect(embedded.status == 0 && embedded.output.hasPrefix("Films like Heat (1995)\n"), "\(embedded.errors)")
        #expect(embedded.output.contains("The catalogue in use has no people"))
        let empty = try movieland("recommend")
        #expect(empty.status == 1 && empty.errors.contains("you have none yet"))

        #expect(try movieland("catalogue", "import", CatalogueEndToEndTests.samples.path).status == 0)
        let similar = try movieland("similar", "tt0133093", "--json")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(similar.output.utf8)) as? [String: Any])
        let films = try #require(json["films"] as? [[String: Any]])
        #expect(json["usedPeople"] as? Bool == true && films.first?["title"] as? String == "The Matrix Reloaded")
        let reasons = films.first?["reasons"] as? [String]
        #expect(reasons?.first == "same series as The Matrix (1999)", "the series first, then the people")
        #expect(reasons?.contains { $0.hasPrefix("same director: ") } == true)
        _ = try movieland("rate", "tt0133093", "9")
        let recommended = try movieland("recommend", "--json")
        let picks =
            try #require(
                try JSONSerialization.jsonObject(with: Data(recommended.output.utf8)) as? [String: Any])["films"]
            as? [[String: Any]]
        #expect(picks?.first?["title"] as? String == "The Matrix Reloaded")
        #expect(picks?.contains { $0["id"] as? String == "tt0133093" } == false)
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
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("movieland/history.tsv").path))
    }
}
