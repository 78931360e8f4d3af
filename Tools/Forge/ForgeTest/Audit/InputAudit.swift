import ForgeHasher
import ForgeSupport

/// What a test target's run touched in the repository that its hash does not cover: files it read that are no
/// input of its hash (nor of the targets it depends on), and programs built from this package that it ran
/// without declaring their target (`"inputs": {"targets": [...]}`). Build products, git's own files and
/// hidden folders are not sources and are not counted.
struct InputAudit {
    /// One undeclared access.
    struct Access: Equatable {
        enum Kind: Equatable {
            /// A file of the repository read, by path from the root.
            case read
            /// A program of this package run: its executable, and the target that builds it.
            case ran(target: String)
        }
        let kind: Kind
        let path: String
    }

    let rootPath: String
    let hashes: [String: TargetHasher.TargetHash]
    /// Executable name → the target that builds it.
    let executables: [String: String]

    /// What `trace` shows the test target `target`'s run did that its hash does not cover.
    func undeclared(for target: String, in trace: SystemCallTrace) -> [Access] {
        let (files, targets) = closure(of: target)
        let processes = trace.descendants(ofProgramsMatching: Self.isTestBundle)
        var accesses: [Access] = []
        for path in Set(processes.flatMap(\.read)).sorted() {
            guard let relative = repositoryPath(path), !files.contains(relative) else { continue }
            accesses.append(Access(kind: .read, path: relative))
        }
        for path in Set(processes.flatMap(\.executed)).sorted() where !Self.isTestBundle(path) {
            guard let relative = repositoryPath(path, keepingBuildProducts: true) else { continue }
            let name = String(relative.split(separator: "/").last ?? "")
            if relative.hasPrefix(".build") {
                if let builder = executables[name], !targets.contains(builder) {
                    accesses.append(Access(kind: .ran(target: builder), path: relative))
                }
            } else if !files.contains(relative) {
                accesses.append(Access(kind: .read, path: relative))
            }
        }
        return accesses
    }

    /// Whether `trace` holds a run of the tests at all: none when strace could not trace them (no ptrace allowed).
    static func tracedTests(in trace: SystemCallTrace) -> Bool {
        !trace.descendants(ofProgramsMatching: isTestBundle).isEmpty
    }

    /// The program SwiftPM builds the tests into (`<Package>PackageTests.xctest`), which `swift test` runs.
    private static func isTestBundle(_ path: String) -> Bool { path.hasSuffix(".xctest") }

    /// The files and the targets `target`'s hash covers: its own, and those of every target it depends on or
    /// declares as an input, directly or not.
    private func closure(of target: String) -> (files: Set<String>, targets: Set<String>) {
        var files: Set<String> = []
        var targets: Set<String> = [target]
        var queue = [target]
        while let name = queue.popLast(), let hash = hashes[name] {
            for input in hash.inputs {
                switch input.kind {
                case .file, .input: files.insert(input.name)
                case .dependency where targets.insert(input.name).inserted: queue.append(input.name)
                default: break
                }
            }
        }
        return (files, targets)
    }

    /// `path` from the repository root when it is in the repository and is a source: nil outside it, in a build
    /// folder (`.build`, `.build-*`; kept with `keepingBuildProducts`), in `.git` or another hidden folder.
    private func repositoryPath(_ path: String, keepingBuildProducts: Bool = false) -> String? {
        guard path.hasPrefix(rootPath + "/") else { return nil }
        let relative = String(path.dropFirst(rootPath.count + 1))
        let first = relative.split(separator: "/").first.map(String.init) ?? ""
        if first.hasPrefix(".build") { return keepingBuildProducts ? relative : nil }
        return first.hasPrefix(".") ? nil : relative
    }
}
