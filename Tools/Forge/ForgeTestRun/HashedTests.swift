import ForgeHasher
import ForgeManifest
import ForgeResultStore
import ForgeSupport

/// The package as a test run sees it once hashed: every target's hash and inputs by name, the configuration
/// they were hashed for, the test targets the command line selects (in generation order), and each target's
/// folder (for weighing shards by test files).
package struct HashedTests {
    package let manifests: ManifestSet
    package let byName: [String: TargetHasher.TargetHash]
    package let configuration: String
    /// `swift --version` of the toolchain the hashes were made for.
    package let toolchain: String
    package let selected: [TargetHasher.TargetHash]
    package let folders: [String: String]
    /// The environment variables test targets read.
    package let variables: TestVariables
    /// The test targets whose manifest says they are not cacheable: they always run, and are never recorded.
    package let uncacheable: Set<String>
    /// The targets besides tests that `swift build --build-tests` compiles (libraries, executables, macros and
    /// plugins; a system library or binary target compiles nothing of its own), in generation order.
    package let compiled: [TargetHasher.TargetHash]

    package init(
        manifests: ManifestSet, hashes: [TargetHasher.TargetHash], environment: TargetHasher.Environment,
        selecting names: Set<String>
    ) {
        self.manifests = manifests
        configuration = environment.configuration
        toolchain = environment.toolchain
        variables = environment.variables
        uncacheable = Set(
            manifests.modules.flatMap(\.testTargets).filter { !$0.inputs.cacheable }.map(\.targetName))
        byName = Dictionary(hashes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        selected = hashes.filter { $0.kind == TargetType.test.rawValue && names.contains($0.name) }
        let kinds: Set<TargetType> = [.regular, .executable, .macro, .plugin]
        compiled = hashes.filter { TargetType(rawValue: $0.kind).map(kinds.contains) ?? false }
        folders = Dictionary(
            manifests.modules.flatMap { $0.allTargets.map { ($0.targetName, $0.path.value) } },
            uniquingKeysWith: { first, _ in first })
    }

    /// The targets a package running `plan` needs: each test target it runs and all they depend on.
    package func targetsNeeded(by plan: TestPlan) -> Set<String> {
        SelectedTestPackage.targets(for: plan.run.map(\.name), in: byName)
    }

    /// The targets a package building `plan` holds: each test target it runs, each target it builds besides
    /// them, and all they depend on.
    package func targetsBuilt(by plan: TestPlan) -> Set<String> {
        SelectedTestPackage.targets(for: (plan.run + plan.builds).map(\.name), in: byName)
    }

    /// The test targets `names` as `swift test` runs them, their sources read under `rootPath`.
    package func testTargets(_ names: [String], rootPath: String) -> [TestTarget] {
        let declared = Dictionary(
            manifests.modules.flatMap { $0.testTargets.map { ($0.targetName, $0) } },
            uniquingKeysWith: { first, _ in first })
        return names.map { name in
            declared[name].map {
                TestTarget($0, rootPath: rootPath, variables: variables.assignments(of: variables.names(for: $0)))
            }
                ?? TestTarget(name: name, module: SwiftNames.c99Name(name), hasTests: false)
        }
    }

    /// The inputs `target`'s last pass is recorded with.
    package func recordedInputs(of target: String) -> [String: String] { PassRecord.inputs(of: target, in: byName) }
}
