import ForgeJSON
import ForgeSupport
import Foundation

/// A deterministic split of test targets into shards of similar weight, for a CI matrix: every target in
/// exactly one shard, the same split for the same input on every machine.
///
/// Weights are the number of Swift files in each target, or recorded durations when there are some.
/// Targets are placed heaviest first, each into the lightest shard so far (ties to the lower shard):
/// the "longest processing time first" rule, within 4/3 of the best split.
package struct TestShards {
    /// Which shard: `index` of `count`, both from 1 (`2/3`).
    package struct Selection: Equatable {
        package let index: Int
        package let count: Int

        /// `K/N` with 1 ≤ K ≤ N; nil for anything else.
        package init?(_ text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count >= 1,
                (1...count).contains(index)
            else { return nil }
            self.index = index
            self.count = count
        }
    }

    /// The shards, first to last, each sorted by name.
    package let shards: [[String]]

    /// Splits `weights` (target name to weight) into `count` shards.
    package init(weights: [String: Double], count: Int) {
        var shards = Array(repeating: [String](), count: count)
        var loads = Array(repeating: 0.0, count: count)
        let heaviestFirst = weights.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
        for (name, weight) in heaviestFirst {
            let lightest = loads.indices.min { loads[$0] != loads[$1] ? loads[$0] < loads[$1] : $0 < $1 } ?? 0
            shards[lightest].append(name)
            loads[lightest] += weight
        }
        self.shards = shards.map { $0.sorted() }
    }

    /// Each target's weight: its recorded duration when `durations` has one, else its number of Swift files
    /// (at least 1) scaled to seconds by the durations that are known, so the two kinds of weight mix.
    package static func weights(
        of tests: [String], paths: [String: String], root: URL, durations: [String: Double]?
    ) -> [String: Double] {
        var files: [String: Double] = [:]
        for name in tests {
            let folder = FileSystem.join(root.path, paths[name] ?? name)
            files[name] = Double(max(1, FileSystem.files(under: folder).filter { $0.hasSuffix(".swift") }.count))
        }
        guard let durations else { return files }
        // A duration of 0 (a pass whose tests reported no time) says nothing: such a target weighs by its files.
        let positive = durations.filter { $0.value > 0 }
        let known = tests.filter { positive[$0] != nil }
        let secondsPerFile =
            known.isEmpty ? 1 : known.reduce(0) { $0 + positive[$1]! } / known.reduce(0) { $0 + files[$1]! }
        return Dictionary(uniqueKeysWithValues: tests.map { ($0, positive[$0] ?? files[$0]! * secondsPerFile) })
    }

    /// Reads a durations file: a JSON object of test target name to seconds (`{"SearchDataTests": 41.5}`).
    package static func durations(at url: URL) throws(DurationsError) -> [String: Double] {
        guard let data = try? Data(contentsOf: url) else {
            throw DurationsError(path: url.path, reason: "the file cannot be read")
        }
        guard let node = try? JSONParser.parse(Array(data)), case .object(let members) = node.value else {
            throw DurationsError(path: url.path, reason: "it is not a JSON object of test target names to seconds")
        }
        var durations: [String: Double] = [:]
        for member in members {
            guard case .number(let seconds) = member.value.value, seconds >= 0 else {
                throw DurationsError(path: url.path, reason: "\"\(member.key)\" is not a number of seconds")
            }
            durations[member.key] = seconds
        }
        return durations
    }
}
