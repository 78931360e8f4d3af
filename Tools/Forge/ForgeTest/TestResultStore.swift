import ForgeSupport
import Foundation

/// Where the test targets that passed are remembered: an entry per passed (target, hash), named by the hash
/// (a target whose hash is there passed with exactly these inputs), and per target and configuration the record
/// of its last pass (what its inputs were and how long it took). A store can only skip work: any answer it
/// cannot give is "not passed".
protocol TestResultStore {
    /// The bytes stored under `key`, or nil when there are none. A store that cannot answer says why in
    /// `warning`, and answers nil.
    func read(_ key: String, warning: inout String?) -> Data?
    /// Stores `data` under `key`; a failure to write is a warning, returned for the report.
    func write(_ data: Data, to key: String) -> String?
}

extension TestResultStore {
    /// Whether `target` passed with `hash`; false when unknown, unreadable, corrupt or foreign.
    func hasPassed(_ target: String, hash: String, warning: inout String?) -> Bool {
        guard let data = read(TestResultEntry.key(hash: hash), warning: &warning) else { return false }
        return TestResultEntry.matches(data, target: target, hash: hash)
    }

    /// Records that `target` passed with `hash`.
    func recordPassed(_ target: String, hash: String) -> String? {
        write(TestResultEntry(target: target, hash: hash).encoded(), to: TestResultEntry.key(hash: hash))
    }

    /// The record of `target`'s last pass in `configuration`, when there is a readable one of this format.
    func lastPass(of target: String, configuration: String, warning: inout String?) -> PassRecord? {
        let key = PassRecord.key(target: target, configuration: configuration)
        return read(key, warning: &warning).flatMap {
            PassRecord.decoded($0, target: target, configuration: configuration)
        }
    }

    /// Replaces the record of `record.target`'s last pass in its configuration.
    func recordLastPass(_ record: PassRecord) -> String? {
        write(record.encoded(), to: PassRecord.key(target: record.target, configuration: record.configuration))
    }
}

/// A folder of entries (by default `.build/forge/test-results`), written atomically.
struct FolderTestResultStore: TestResultStore {
    let folder: URL

    func read(_ key: String, warning: inout String?) -> Data? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(key).path)
    }

    func write(_ data: Data, to key: String) -> String? {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(String(decoding: data, as: UTF8.self), to: folder.appendingPathComponent(key))
            return nil
        } catch {
            return "cannot write \(key) in \(folder.path): \(error.localizedDescription)"
        }
    }
}
