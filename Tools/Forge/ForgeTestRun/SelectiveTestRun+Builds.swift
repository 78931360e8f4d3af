import ForgeResultStore
import ForgeSupport
import Foundation

/// The targets a whole run builds besides its tests: `swift build --build-tests` builds every target of the
/// package, so a library, program, macro or plugin no test needs that does not build fails `swift test`, and
/// fails `forge test` too (as Bazel's `bazel test //...` builds every target; `--build-tests-only` opts out).
extension SelectiveTestRun {
    /// Whether the run `options` ask for builds the targets no test needs: a run of every test target (no names
    /// given), unless `buildTestsOnly`, and not a run from a bundle (the job that built the bundle built them).
    func buildsOtherTargets(_ options: Options) -> Bool {
        !options.buildTestsOnly && options.targets.isEmpty
            && (options.buildOnly || (options.bundle == nil && !options.bundleInStore))
    }

    /// The targets `plan` builds besides its tests, in generation order, each with why: those the package
    /// compiles that no test left to run needs, that no skipped test's pass proves built (a test's hash covers
    /// the targets it depends on) and that `store` has not seen build with their current hash.
    func builds(
        for plan: TestPlan, hashed: HashedTests, store: any TestResultStore, warning: inout String?
    ) -> [TestPlan.Target] {
        let covered = SelectedTestPackage.targets(
            for: (plan.run + plan.skipped).map(\.name), in: hashed.byName)
        let candidates = hashed.compiled.filter { !covered.contains($0.name) }.map {
            TestPlan.Target(name: $0.name, hash: $0.hash)
        }
        let built = store.built(candidates.map { ($0.name, $0.hash) }, warning: &warning)
        let builds = candidates.filter { !built.contains($0.name) }
        let records = store.lastRecords(
            of: builds.map(\.name), configuration: hashed.configuration, kind: .build, warning: &warning)
        return builds.map { target in
            var explained = target
            explained.reasons = RerunReasons.words(
                record: records[target.name], current: hashed.recordedInputs(of: target.name), hash: target.hash,
                kind: .build)
            return explained
        }
    }

    /// Stores that each of `builds` built with its hash, and the record of that build (its inputs, and the
    /// `seconds` the build took); returns the store's warnings.
    func recordBuilds(
        _ builds: [TestPlan.Target], hashed: HashedTests, seconds: Double, in store: any TestResultStore
    ) -> [String] {
        builds.flatMap { target in
            let record = PassRecord(
                target: target.name, configuration: hashed.configuration, hash: target.hash, seconds: seconds,
                inputs: hashed.recordedInputs(of: target.name))
            return [
                store.record(.built, of: target.name, hash: target.hash), store.recordLastPass(record, kind: .build),
            ].compactMap { $0 }
        }
    }

    /// The targets of `builds` a failed build's `errors` are in, each with its first error as the compiler
    /// printed it, the file's path from the repository root: the target whose folder holds the file, or whose
    /// module's build folder (`<Module>.build/`) a linker's error names.
    func buildFailures(in errors: [String], of builds: [TestPlan.Target], hashed: HashedTests) -> [String: String] {
        let names = Set(builds.map(\.name))
        let folders = hashed.folders.sorted { $0.value.count > $1.value.count }
        let prefixes = [root.path + "/" + SelectedTestPackage.folder + "/", root.path + "/"]
        var failures: [String: String] = [:]
        for line in errors {
            let relative = prefixes.first { line.hasPrefix($0) }.map { String(line.dropFirst($0.count)) } ?? line
            let owner =
                folders.first { relative.hasPrefix($0.value + "/") }?.key
                ?? names.first { line.contains("/" + SwiftNames.c99Name($0) + ".build/") }
            guard let owner, names.contains(owner), failures[owner] == nil else { continue }
            failures[owner] = relative
        }
        return failures
    }
}
