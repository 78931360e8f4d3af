import ForgeResultStore
import ForgeTestRun
import Foundation

extension GraphPageBuilder {
    /// How the test targets stand in the store at `location`; nil, with a notice, when it is missing, not a
    /// folder, or cannot be read or reached (its answers would say "never run" for everything, which is not
    /// what the store knows).
    func standing(in location: String, notices: inout [String]) -> GraphPageTestStanding? {
        if let problem = Self.folderProblem(location, root: root) {
            notices.append(Self.notice(location, problem))
            return nil
        }
        var warnings: [String] = []
        let run = SelectiveTestRun(root: root) { event in
            if case .warning(let warning) = event { warnings.append(warning) }
        }
        var options = SelectiveTestRun.Options()
        options.store = location
        options.dryRun = true
        let standing: TestStanding
        do throws(TestRunStop) {
            standing = try run.standing(options, store: run.store(for: options))
        } catch {
            notices.append(
                Self.notice(
                    location,
                    "the test targets could not be hashed: the manifests have errors (`forge validate` lists them)"))
            return nil
        }
        guard warnings.isEmpty else {
            notices.append(Self.notice(location, warnings.joined(separator: "; ")))
            return nil
        }
        return GraphPageTestStanding(store: location, standing: standing)
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
