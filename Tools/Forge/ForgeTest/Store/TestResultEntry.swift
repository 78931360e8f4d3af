import Foundation

/// One small JSON entry per passed (target, hash), named by the hash: `{"version": 1, "target", "hash"}`.
struct TestResultEntry: Codable, Equatable {
    static let version = 1

    let version: Int
    let target: String
    let hash: String

    init(target: String, hash: String) {
        self.version = Self.version
        self.target = target
        self.hash = hash
    }

    /// The entry's name in a store: the hash, which alone says everything that went in.
    static func key(hash: String) -> String { hash }

    /// The bytes stored.
    func encoded() -> Data { (try? JSONEncoder().encode(self)) ?? Data() }

    /// Whether `data` is this entry: another version, target or hash, or bytes that are not one, are not.
    static func matches(_ data: Data, target: String, hash: String) -> Bool {
        guard let entry = try? JSONDecoder().decode(TestResultEntry.self, from: data) else { return false }
        return entry == TestResultEntry(target: target, hash: hash)
    }
}
