import ForgeResultStore

/// Which test targets run and which are skipped, and why.
package struct TestPlan: Equatable {
    /// A test target and its hash.
    package struct Target: Equatable, Sendable {
        package let name: String
        package let hash: String
        /// Why it runs (what differs from its last pass), when it runs and that is known.
        internal(set) package var reasons: [String] = []
        /// How long its last pass took, in seconds, when the store recorded one: its weight in a shard.
        internal(set) package var lastSeconds: Double?
        /// What the store saw of it with this hash.
        internal(set) package var seen = SeenOutcomes()

        package init(name: String, hash: String) {
            self.name = name
            self.hash = hash
        }
    }

    /// Not in the store with this hash: never proven with these inputs.
    package let run: [Target]
    /// Passed before with exactly this hash.
    package let skipped: [Target]
    /// The targets that are not tests the run builds besides them, as `swift build --build-tests` builds every
    /// target: those no test left to run needs, that no skipped test's pass proves built, and that the store has
    /// not seen build with their hash; each with why (its reasons).
    internal(set) package var builds: [Target] = []

    /// Each target to run with its hash.
    package var hashesToRun: [String: String] {
        Dictionary(run.map { ($0.name, $0.hash) }, uniquingKeysWith: { first, _ in first })
    }

    /// Only the targets to run that `shard` holds; the skipped ones stay listed, the targets to build only when
    /// `keepingBuilds` (one shard of a matrix builds them).
    package func restricted(to shard: Set<String>, keepingBuilds: Bool = false) -> TestPlan {
        TestPlan(run: run.filter { shard.contains($0.name) }, skipped: skipped, builds: keepingBuilds ? builds : [])
    }

    private init(run: [Target], skipped: [Target], builds: [Target]) {
        self.run = run
        self.skipped = skipped
        self.builds = builds
    }

    package init(targets: [Target], passed: (Target) -> Bool) {
        var run: [Target] = []
        var skipped: [Target] = []
        for target in targets {
            if passed(target) { skipped.append(target) } else { run.append(target) }
        }
        self.run = run
        self.skipped = skipped
    }

    /// The same plan with each target that runs as `explain` completes it (its reasons and last duration).
    package func explained(by explain: (Target) -> Target) -> TestPlan {
        TestPlan(run: run.map(explain), skipped: skipped, builds: builds)
    }
}
