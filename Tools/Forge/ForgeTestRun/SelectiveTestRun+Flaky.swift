import ForgeResultStore
import ForgeSupport

/// The selected test targets that failed and passed with their current inputs.
extension SelectiveTestRun {
    /// Each flaky target of those `options` select, with when each outcome was seen; runs nothing. A store's
    /// warning goes to `events`.
    package func flakyTargets(_ options: Options, store: any TestResultStore) throws(TestRunStop) -> FlakyReport {
        let hashed = try hash(options)
        var warning: String?
        let targets = hashed.selected.map { TestPlan.Target(name: $0.name, hash: $0.hash) }
        let seen = store.outcomes(of: targets.map { ($0.name, $0.hash) }, warning: &warning)
        if let warning { events(.warning(warning)) }
        return FlakyReport(
            checked: targets.count,
            flaky: targets.compactMap { FlakyTarget($0, seen: seen[$0.name] ?? SeenOutcomes()) })
    }
}
