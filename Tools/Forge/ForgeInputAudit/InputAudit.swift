import ForgeHasher
import ForgeSupport

/// What a test target's run touched in the repository that its hash does not cover: files it read that are no
/// input of its hash (nor of the targets it depends on), and programs built from this package that it ran, or
/// looked for and did not find, without their target being an input of its hash. Each path is mapped to what
/// produced it (`PathOrigin`); build outputs that are no program, git's files and hidden folders are not
/// sources and are not counted.
package struct InputAudit {
    /// One undeclared access.
    package struct Access: Equatable {
        package enum Kind: Equatable {
            /// A file of the repository read, by path from the root.
            case read
            /// A program of this package run: its executable, and the target that builds it.
            case ran(target: String)
            /// A program of this package looked for and missing from the build (so the test failed or skipped
            /// it): its path, and the target that builds it.
            case missing(target: String)
            /// A file outside the repository read (not the system's, the toolchain's or a temporary one): no
            /// hash can cover it.
            case readOutside
            /// A program outside the repository run (not the system's or the toolchain's).
            case ranOutside
            /// A connection tried to another machine (`host:port` in `path`).
            case connected
        }
        package let kind: Kind
        package let path: String
    }

    package let rootPath: String
    package let hashes: [String: TargetHasher.TargetHash]
    /// Program file name → the executable target that builds it.
    package let programs: [String: String]
    /// The test targets whose manifests say they are not cacheable: what they use outside is their own affair.
    package var uncacheable: Set<String> = []
    /// Where system files, the toolchain and temporary files are: reads there are no one's inputs.
    package var system = OutsidePaths()

    package init(rootPath: String, hashes: [String: TargetHasher.TargetHash], programs: [String: String]) {
        self.rootPath = rootPath
        self.hashes = hashes
        self.programs = programs
    }

    /// What `trace` shows the test target `target`'s run did that its hash does not cover.
    package func undeclared(for target: String, in trace: SystemCallTrace) -> [Access] {
        let (files, targets) = closure(of: target)
        let processes = trace.descendants(ofProgramsMatching: Self.isTestBundle)
        var accesses: [Access] = []
        var seen: Set<String> = []
        let used =
            processes.flatMap(\.read).map { ($0, false) }
            + processes.flatMap(\.executed).filter { !Self.isTestBundle($0) }.map { ($0, false) }
            + processes.flatMap(\.missing).map { ($0, true) }
        for (path, isMissing) in used.sorted(by: { $0.0 < $1.0 }) where seen.insert(path).inserted {
            switch PathOrigin(path, rootPath: rootPath, programs: programs) {
            // A file looked for and missing was not read; only a program of the package's says something.
            case .source(let relative) where !isMissing && !files.contains(relative):
                accesses.append(Access(kind: .read, path: relative))
            case .program(let relative, let builder) where !targets.contains(builder):
                accesses.append(
                    Access(kind: isMissing ? .missing(target: builder) : .ran(target: builder), path: relative))
            case .outside where !isMissing && !uncacheable.contains(target) && !system.holds(path, besides: rootPath):
                let ran = processes.contains { $0.executed.contains(path) }
                accesses.append(Access(kind: ran ? .ranOutside : .readOutside, path: path))
            default:
                break
            }
        }
        guard !uncacheable.contains(target) else { return accesses }
        let remote = Set(processes.flatMap(\.connected).filter { !OutsidePaths.isLoopback($0) })
        return accesses + remote.sorted().map { Access(kind: .connected, path: $0) }
    }

    /// Whether `trace` holds a run of the tests at all: none when strace could not trace them (no ptrace allowed).
    package static func tracedTests(in trace: SystemCallTrace) -> Bool {
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
}
