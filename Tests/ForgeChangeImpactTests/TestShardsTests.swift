import Foundation
import Testing

@testable import ForgeChangeImpact

@Suite struct TestShardsTests {
    private let weights: [String: Double] = [
        "ATests": 7, "BTests": 5, "CTests": 4, "DTests": 3, "ETests": 3, "FTests": 2, "GTests": 1, "HTests": 1,
    ]

    @Test(arguments: 1...9)
    func theShardsPartitionTheTargets(count: Int) {
        let shards = TestShards(weights: weights, count: count).shards
        #expect(shards.count == count)
        #expect(shards.flatMap { $0 }.sorted() == weights.keys.sorted())
        #expect(Set(shards.flatMap { $0 }).count == weights.count)  // no target in two shards
        #expect(shards.allSatisfy { $0 == $0.sorted() })
    }

    @Test func heaviestFirstIntoTheLightestShard() {
        // A 7, B 5, C 4 open the shards; D 3 joins C (7), E 3 joins B (8); F 2 joins A, the first of two 7s;
        // G 1 joins C (8); H 1 joins B, the first of two 8s.
        let shards = TestShards(weights: weights, count: 3).shards
        #expect(shards == [["ATests", "FTests"], ["BTests", "ETests", "HTests"], ["CTests", "DTests", "GTests"]])
        let loads = shards.map { $0.reduce(0) { $0 + weights[$1]! } }
        #expect(loads == [9, 9, 8])
    }

    @Test func theSplitIsTheSameWhateverTheInputOrder() {
        let reversed = Dictionary(uniqueKeysWithValues: weights.reversed().map { ($0.key, $0.value) })
        #expect(TestShards(weights: reversed, count: 4).shards == TestShards(weights: weights, count: 4).shards)
    }

    @Test func selectionsAreKOfN() {
        #expect(TestShards.Selection("2/3") == TestShards.Selection("2/3"))
        #expect(TestShards.Selection("2/3")?.index == 2 && TestShards.Selection("2/3")?.count == 3)
        for bad in ["0/3", "4/3", "1/0", "1", "a/b", "1/2/3", "/2", "-1/2"] {
            #expect(TestShards.Selection(bad) == nil, "\(bad)")
        }
    }

    @Test func durationsWeighAndUnknownTargetsAreScaledFromTheirFiles() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("shards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for (target, files) in [("Tests/ATests", 2), ("Tests/BTests", 4), ("Tests/CTests", 1)] {
            let directory = folder.appendingPathComponent(target)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            for index in 0..<files {
                try Data().write(to: directory.appendingPathComponent("File\(index).swift"))
            }
            try Data().write(to: directory.appendingPathComponent("README.md"))  // only Swift files count
        }
        let paths = ["ATests": "Tests/ATests", "BTests": "Tests/BTests", "CTests": "Tests/CTests"]
        let tests = ["ATests", "BTests", "CTests"]
        #expect(
            TestShards.weights(of: tests, paths: paths, root: folder, durations: nil)
                == ["ATests": 2, "BTests": 4, "CTests": 1])
        // ATests took 10 s for 2 files: 5 s a file, so BTests (4 files) and CTests (1), not recorded, weigh 20 and 5.
        #expect(
            TestShards.weights(of: tests, paths: paths, root: folder, durations: ["ATests": 10])
                == ["ATests": 10, "BTests": 20, "CTests": 5])
        // Recorded durations win over file counts, however few files.
        #expect(
            TestShards.weights(
                of: tests, paths: paths, root: folder, durations: ["ATests": 1, "BTests": 1, "CTests": 9])
                == ["ATests": 1, "BTests": 1, "CTests": 9])
        // A duration of 0 is no measure: with only those, the files weigh, and the split does not collapse.
        #expect(
            TestShards.weights(
                of: tests, paths: paths, root: folder, durations: ["ATests": 0, "BTests": 0, "CTests": 0])
                == ["ATests": 2, "BTests": 4, "CTests": 1])
        #expect(
            TestShards.weights(of: tests, paths: paths, root: folder, durations: ["ATests": 10, "BTests": 0])
                == ["ATests": 10, "BTests": 20, "CTests": 5])
    }

    @Test func aDurationsFileMustMapNamesToSeconds() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("durations-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("durations.json")
        try Data(#"{"ATests": 12.5, "BTests": 3}"#.utf8).write(to: file)
        #expect(try TestShards.durations(at: file) == ["ATests": 12.5, "BTests": 3])
        for (text, reason) in [
            (#"[1, 2]"#, "it is not a JSON object"), (#"{"ATests": "slow"}"#, "\"ATests\" is not a number"),
            (#"{"ATests": -1}"#, "\"ATests\" is not a number"), (#"{"ATests": true}"#, "\"ATests\" is not a number"),
        ] {
            try Data(text.utf8).write(to: file)
            #expect(throws: DurationsError.self) { try TestShards.durations(at: file) }
            do {
                _ = try TestShards.durations(at: file)
            } catch {
                #expect(error.description.contains(reason), "\(error.description)")
            }
        }
    }
}
