import Foundation

/// One small JSON entry per (target, hash, outcome), named by the hash: `{"version": 1, "target", "hash",
/// "seen"}`. A pass is stored under the hash itself (a target whose hash is there passed with exactly these
/// inputs); a failure under `failed-<hash>`, so that a target that failed and passed with the same inputs is
/// known to be flaky. A target no test needs that `forge test` built is stored under `built-<hash>`.
package struct TestResultEntry: Codable, Equatable {
    package static let version = 1

    /// What happened to the target's tests.
    package enum Outcome: String, CaseIterable {
        case passed
        case failed
        /// A target that is not a test built (no test left to run needed it, and `swift build` builds it).
        case built
    }

    package let version: Int
    package let target: String
    package let hash: String
    /// When the outcome was last seen (ISO 8601, UTC); nil in entries written before it was kept.
    package let seen: String?

    package init(target: String, hash: String, seen: String? = nil) {
        self.version = Self.version
        self.target = target
        self.hash = hash
        self.seen = seen
    }

    /// The entry's name in a store: the hash, which alone says everything that went in, for a pass.
    package static func key(hash: String, outcome: Outcome = .passed) -> String {
        switch outcome {
        case .passed: hash
        case .failed: "failed-" + hash
        case .built: "built-" + hash
        }
    }

    /// The bytes stored.
    package func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// The entry in `data` when it is one of this version for `target` and `hash`: another version, target or
    /// hash, or bytes that are not one, are not.
    package static func decoded(_ data: Data, target: String, hash: String) -> TestResultEntry? {
        guard let entry = try? JSONDecoder().decode(TestResultEntry.self, from: data),
            entry.version == version, entry.target == target, entry.hash == hash
        else { return nil }
        return entry
    }

    /// Now, as entries say when.
    package static func now() -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter.string(from: Date())
    }
}
