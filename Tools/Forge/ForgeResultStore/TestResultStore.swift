import ForgeSupport
import Foundation

/// Where the test targets that passed are remembered: an entry per passed (target, hash), named by the hash
/// (a target whose hash is there passed with exactly these inputs), and per target and configuration the record
/// of its last pass (what its inputs were and how long it took). A store can only skip work: any answer it
/// cannot give is "not passed".
package protocol TestResultStore {
    /// The bytes stored under `key`, or nil when there are none. A store that cannot answer says why in
    /// `warning`, and answers nil.
    func read(_ key: String, warning: inout String?) -> Data?
    /// The bytes stored under each of `keys` that has some: one question for many, which a remote store answers
    /// over one connection pool, concurrently.
    func read(_ keys: [String], warning: inout String?) -> [String: Data]
    /// Stores `data` under `key`; a failure to write is a warning, returned for the report.
    func write(_ data: Data, to key: String) -> String?
    /// Stores the content of `file` under `key` (a test bundle: large, binary); a failure is a warning, returned.
    func upload(_ file: URL, to key: String) -> String?
    /// Copies what is stored under `key` to `file`; false when there is nothing (and a warning when the store
    /// cannot answer).
    func download(_ key: String, to file: URL, warning: inout String?) -> Bool
}

extension TestResultStore {
    /// One key after the other.
    package func read(_ keys: [String], warning: inout String?) -> [String: Data] {
        var found: [String: Data] = [:]
        for key in keys { found[key] = read(key, warning: &warning) }
        return found
    }

    /// What the store saw of each of `targets` with its hash: whether it passed and whether it failed, and when.
    /// An entry that is unknown, unreadable, corrupt or foreign is not there.
    package func outcomes(of targets: [(name: String, hash: String)], warning: inout String?) -> [String: SeenOutcomes]
    {
        let keys = targets.flatMap { target in
            [TestResultEntry.Outcome.passed, .failed].map { TestResultEntry.key(hash: target.hash, outcome: $0) }
        }
        let found = read(keys, warning: &warning)
        var outcomes: [String: SeenOutcomes] = [:]
        for target in targets {
            let entry = { (outcome: TestResultEntry.Outcome) in
                found[TestResultEntry.key(hash: target.hash, outcome: outcome)].flatMap {
                    TestResultEntry.decoded($0, target: target.name, hash: target.hash)
                }
            }
            outcomes[target.name] = SeenOutcomes(passed: entry(.passed), failed: entry(.failed))
        }
        return outcomes
    }

    /// Those of `targets` the store saw build with their hash (`built-<hash>`, for the targets no test needs). An
    /// entry that is unknown, unreadable, corrupt or foreign is not there, and the target builds.
    package func built(_ targets: [(name: String, hash: String)], warning: inout String?) -> Set<String> {
        let found = read(targets.map { TestResultEntry.key(hash: $0.hash, outcome: .built) }, warning: &warning)
        return Set(
            targets.filter { target in
                found[TestResultEntry.key(hash: target.hash, outcome: .built)].flatMap {
                    TestResultEntry.decoded($0, target: target.name, hash: target.hash)
                } != nil
            }.map(\.name))
    }

    /// Records that `target` had `outcome` with `hash`, now.
    package func record(_ outcome: TestResultEntry.Outcome, of target: String, hash: String) -> String? {
        write(
            TestResultEntry(target: target, hash: hash, seen: TestResultEntry.now()).encoded(),
            to: TestResultEntry.key(hash: hash, outcome: outcome))
    }

    /// The record of each of `targets`' last pass in `configuration` that has a readable one of this format.
    package func lastPasses(of targets: [String], configuration: String, warning: inout String?) -> [String: PassRecord]
    {
        lastRecords(of: targets, configuration: configuration, kind: .pass, warning: &warning)
    }

    /// The record of each of `targets`' last pass (or build, by `kind`) in `configuration` that has a readable one
    /// of this format.
    package func lastRecords(
        of targets: [String], configuration: String, kind: PassRecord.Kind, warning: inout String?
    ) -> [String: PassRecord] {
        let keys = targets.map { PassRecord.key(target: $0, configuration: configuration, kind: kind) }
        let found = read(keys, warning: &warning)
        var records: [String: PassRecord] = [:]
        for (target, key) in zip(targets, keys) {
            records[target] = found[key].flatMap {
                PassRecord.decoded($0, target: target, configuration: configuration)
            }
        }
        return records
    }

    /// Replaces the record of `record.target`'s last pass (or build, by `kind`) in its configuration.
    package func recordLastPass(_ record: PassRecord, kind: PassRecord.Kind = .pass) -> String? {
        write(
            record.encoded(), to: PassRecord.key(target: record.target, configuration: record.configuration, kind: kind)
        )
    }
}

/// A folder of entries (by default `.build/forge/test-results`), written atomically.
package struct FolderTestResultStore: TestResultStore {
    package let folder: URL

    package init(folder: URL) {
        self.folder = folder
    }

    package func read(_ key: String, warning: inout String?) -> Data? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(key).path)
    }

    package func write(_ data: Data, to key: String) -> String? {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try AtomicFile.write(String(decoding: data, as: UTF8.self), to: folder.appendingPathComponent(key))
            return nil
        } catch {
            return "cannot write \(key) in \(folder.path): \(error.localizedDescription)"
        }
    }

    /// Copied beside its place, then renamed over it: a reader sees the old bundle or the new one.
    package func upload(_ file: URL, to key: String) -> String? {
        let temporary = folder.appendingPathComponent(".\(key).tmp-\(ProcessInfo.processInfo.processIdentifier)")
        defer { try? FileManager.default.removeItem(at: temporary) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try? FileManager.default.removeItem(at: temporary)
            try FileManager.default.copyItem(at: file, to: temporary)
        } catch {
            return "cannot write \(key) in \(folder.path): \(error.localizedDescription)"
        }
        guard rename(temporary.path, folder.appendingPathComponent(key).path) == 0 else {
            return "cannot write \(key) in \(folder.path): \(String(cString: strerror(errno)))"
        }
        return nil
    }

    package func download(_ key: String, to file: URL, warning: inout String?) -> Bool {
        let stored = folder.appendingPathComponent(key)
        guard FileManager.default.fileExists(atPath: stored.path) else { return false }
        do {
            try? FileManager.default.removeItem(at: file)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: stored, to: file)
            return true
        } catch {
            warning = "cannot copy \(key) from \(folder.path): \(error.localizedDescription)"
            return false
        }
    }
}
