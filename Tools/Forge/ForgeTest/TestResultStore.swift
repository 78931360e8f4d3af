import ForgeSupport
import Foundation

/// Where the test targets that passed are remembered, by content hash: a target whose hash is in the store
/// passed with exactly these inputs. A store can only skip work: any answer it cannot give is "not passed".
protocol TestResultStore {
    /// Whether `target` passed with `hash`; false when unknown, unreadable, corrupt or foreign. A store that
    /// cannot answer says why in `warning`, and the target runs.
    func hasPassed(_ target: String, hash: String, warning: inout String?) -> Bool
    /// Records that `target` passed with `hash`; a failure to write is a warning, returned for the report.
    func recordPassed(_ target: String, hash: String) -> String?
}

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

/// A folder of entries (by default `.build/forge/test-results`), written atomically.
struct FolderTestResultStore: TestResultStore {
    let folder: URL

    func hasPassed(_ target: String, hash: String, warning: inout String?) -> Bool {
        guard let data = FileManager.default.contents(atPath: entryURL(hash).path) else { return false }
        return TestResultEntry.matches(data, target: target, hash: hash)
    }

    func recordPassed(_ target: String, hash: String) -> String? {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let entry = String(decoding: TestResultEntry(target: target, hash: hash).encoded(), as: UTF8.self)
            try AtomicFile.write(entry, to: entryURL(hash))
            return nil
        } catch {
            return "cannot record \(target) in \(folder.path): \(error.localizedDescription)"
        }
    }

    private func entryURL(_ hash: String) -> URL { folder.appendingPathComponent(TestResultEntry.key(hash: hash)) }
}
