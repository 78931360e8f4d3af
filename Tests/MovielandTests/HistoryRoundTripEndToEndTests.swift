import Foundation
import OffThePool
import Testing

/// Movieland reads everything it writes: generated histories (films placed and kept, rewatches, two viewings of
/// a film on one day, tags with commas and quotes, reviews over several lines, ratings in half stars and in
/// tens) exported in each format and imported into an empty data folder come back the same.
@Suite(.offThePool) struct HistoryRoundTripEndToEndTests {
    /// Films of the embedded catalogue whose title and year name one film.
    private static let films = [
        ("The Matrix", 1999), ("Alien", 1979), ("Toy Story", 1995), ("Vertigo", 1958), ("Heat", 1995),
        ("Jaws", 1975), ("Casablanca", 1942), ("Psycho", 1960),
    ]
    private static let tags = ["cinema", "rainy day, home", "say \"hi\"", "2025", "with Ann"]

    /// A deterministic generator (a linear congruential one), so a failure names its seed.
    private struct Generator {
        var state: UInt64

        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    /// A Movieland JSON export of `count` rows from `seed`.
    static func history(seed: UInt64, count: Int) -> String {
        var random = Generator(state: seed)
        var rows: [[String: Any]] = []
        var ratedFilms = Set<String>()
        while rows.count < count {
            let kept = random.next(5) == 0
            let (title, year) = kept ? ("Unmade Film \(random.next(4))", 2001 + random.next(3)) : films[random.next(8)]
            var row: [String: Any] = [
                "kind": "viewing", "title": title, "year": year, "rewatch": random.next(3) == 0,
                "date": String(format: "202%d-%02d-%02d", random.next(5), 1 + random.next(12), 1 + random.next(28)),
                "tags": (0..<random.next(3)).map { _ in tags[random.next(tags.count)] },
            ]
            if random.next(2) == 0 {
                row["rating"] =
                    random.next(2) == 0
                    ? ["scale": "stars", "value": Double(1 + random.next(10)) / 2]
                    : ["scale": "points", "value": 1 + random.next(10)]
                ratedFilms.insert(title)
            }
            if random.next(4) == 0 { row["review"] = "Seen again.\n\nThe \"lobby\", line \(random.next(9))." }
            rows.append(row)
            if random.next(6) == 0 { rows.append(row) }  // the same viewing twice on one day
        }
        for (title, year) in films where !ratedFilms.contains(title) && random.next(2) == 0 {
            rows.append([
                "kind": "rating", "title": title, "year": year, "rewatch": false, "tags": [String](),
                "date": "2024-06-0\(1 + random.next(9))", "rating": ["scale": "points", "value": 1 + random.next(10)],
            ])
        }
        let data = try! JSONSerialization.data(withJSONObject: ["version": 1, "rows": rows], options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: [UInt64(1), 7, 42])
    func everyExportImportsBackToTheSameHistory(seed: UInt64) throws {
        let original = DataFolderRun()
        defer { original.remove() }
        let imported = try original(
            "diary", "import", try original.file("generated.json", Self.history(seed: seed, count: 60)))
        #expect(imported.status == 0, "\(imported.errors)")
        // Every generated row was placed or kept, twins on one day included.
        #expect(imported.output.contains("already in your history 0"), "\(imported.output)")
        let expected = try original("diary", "export", "--format", "json").output
        for format in ["csv", "json", "letterboxd", "tsv"] {
            let copy = DataFolderRun()
            defer { copy.remove() }
            let file = copy.home.appendingPathComponent("export.\(format)").path
            try FileManager.default.createDirectory(at: copy.home, withIntermediateDirectories: true)
            if format == "tsv" {
                try FileManager.default.copyItem(atPath: original.historyFile.path, toPath: file)
            } else {
                #expect(try original("diary", "export", "--format", format, file).status == 0)
            }
            let again = try copy("diary", "import", file)
            #expect(again.status == 0, "\(format): \(again.errors)")
            let actual = try copy("diary", "export", "--format", "json").output
            if format == "letterboxd" {
                #expect(try Self.diaryRows(actual) == Self.diaryRows(expected), "seed \(seed), \(format)")
            } else {
                #expect(actual == expected, "seed \(seed), \(format)")
            }
        }
    }

    /// The viewing rows of a JSON export, without film ids: what Letterboxd's format carries (it has no day a
    /// rating was given, and names a film by its IMDb id only).
    private static func diaryRows(_ json: String) throws -> [String] {
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let rows = try #require(document["rows"] as? [[String: Any]])
        return try rows.filter { $0["kind"] as? String == "viewing" }.map { row in
            var row = row
            row.removeValue(forKey: "filmID")
            return String(
                decoding: try JSONSerialization.data(withJSONObject: row, options: [.sortedKeys]), as: UTF8.self)
        }
    }
}
