import ForgeResultStore

extension SelectiveTestRun {
    /// How the test targets `options` select stand in `store` for their current hashes: the dry run's plan,
    /// each one's status and last pass's duration; runs nothing, writes nothing. A store's warning goes to
    /// `events`.
    package func standing(_ options: Options, store: any TestResultStore) throws(TestRunStop) -> TestStanding {
        let hashed = try hash(options)
        var warnings: [String] = []
        let plan = plan(hashed, store: store, warnings: &warnings)
        var warning: String?
        let names = hashed.selected.map(\.name)
        let passes = store.lastPasses(of: names, configuration: hashed.configuration, warning: &warning)
        for warning in warnings + [warning].compactMap({ $0 }) { events(.warning(warning)) }
        var status: [String: TestStanding.Status] = [:]
        for target in plan.skipped { status[target.name] = .passed }
        for target in plan.run { status[target.name] = target.seen.failed != nil ? .failed : .neverRun }
        return TestStanding(
            outcome: TestOutcome(plan: plan, failed: []), status: status,
            durations: passes.mapValues(\.seconds))
    }
}
