import ForgeResultStore
import ForgeSupport
import ForgeTestRun
import Foundation

extension GraphPageBuilder {
    /// How the test targets stand in the store at `location`; nil, with a notice, when it is missing, not a
    /// folder, cannot be read or reached, or holds corrupt entries (its answers would say "never run", which is
    /// not what the store knows).
    func standing(in location: String, notices: inout [String]) -> GraphPageTestStanding? {
        if let problem = Self.folderProblem(location, root: root) {
            notices.append(Self.notice(location, problem))
            return nil
        }
        switch read(location) {
        case .success(let standing): return GraphPageTestStanding(store: location, standing: standing)
        case .failure(let problem):
            notices.append(Self.notice(location, problem.reason))
            return nil
        }
    }

    /// Why a store's answers are not shown.
    struct StoreProblem: Error {
        let reason: String
    }

    /// The dry run's standing in the store at `location`, or why it cannot be trusted: the store warned (it
    /// could not be reached or read), or it holds entries of the current hashes that are not forge's.
    private func read(_ location: String) -> Result<TestStanding, StoreProblem> {
        var warnings: [String] = []
        let run = SelectiveTestRun(root: root) { event in
            if case .warning(let warning) = event { warnings.append(warning) }
        }
        var options = SelectiveTestRun.Options()
        options.store = location
        options.dryRun = true
        let store = run.store(for: options)
        let standing: TestStanding
        do throws(TestRunStop) {
            standing = try run.standing(options, store: store)
        } catch {
            return .failure(StoreProblem(reason: "the manifests have errors (`forge validate` lists them)"))
        }
        var warning: String?
        let corrupt = Self.corruptEntries(of: standing.outcome.plan, in: store, warning: &warning)
        if let warning { warnings.append(warning) }
        guard warnings.isEmpty else { return .failure(StoreProblem(reason: warnings.joined(separator: "; "))) }
        guard corrupt.isEmpty else {
            let named = corrupt.prefix(3).joined(separator: ", ") + (corrupt.count > 3 ? ", ..." : "")
            return .failure(
                StoreProblem(
                    reason:
                        "\(plural(corrupt.count, "entry", "entries")) of the current hashes cannot be read (\(named)); remove them, or use another store"
                ))
        }
        return .success(standing)
    }

    /// The keys of the entries the store holds for the targets `plan` runs that are not forge's entries for them
    /// (a pass or a failure that does not decode, or names another target, hash or format): the plan read them as
    /// absent, which would show such a target as never run.
    static func corruptEntries(of plan: TestPlan, in store: any TestResultStore, warning: inout String?) -> [String] {
        var expected: [String: (target: String, hash: String)] = [:]
        for target in plan.run {
            if target.seen.passed == nil {
                expected[TestResultEntry.key(hash: target.hash)] = (target.name, target.hash)
            }
            if target.seen.failed == nil {
                expected[TestResultEntry.key(hash: target.hash, outcome: .failed)] = (target.name, target.hash)
            }
        }
        let found = store.read(expected.keys.sorted(), warning: &warning)
        return found.keys.sorted().filter { key in
            guard let owner = expected[key], let data = found[key] else { return false }
            return TestResultEntry.decoded(data, target: owner.target, hash: owner.hash) == nil
        }
    }

    /// The notice for a store that could not be read, and why.
    static func notice(_ location: String, _ problem: String) -> String {
        "the store \(location) could not be read: \(problem); the page shows no test results"
    }

    /// Why a folder store cannot be read: it does not exist, is a file, or cannot be listed; nil for an
    /// `http(s)://` store (its answers say) and for a readable folder.
    static func folderProblem(_ location: String, root: URL) -> String? {
        guard !location.hasPrefix("http://"), !location.hasPrefix("https://") else { return nil }
        let folder = URL(fileURLWithPath: location, relativeTo: root).standardizedFileURL.path
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
            return "there is no folder \(folder)"
        }
        guard isFolder.boolValue else { return "\(folder) is a file, not a folder of results" }
        guard (try? FileManager.default.contentsOfDirectory(atPath: folder)) != nil else {
            return "the folder \(folder) cannot be listed"
        }
        return nil
    }
}
