import Commands
import ForgeResultStore
import ForgeSupport

/// `forge test --flaky`: the selected test targets that failed and passed with their current inputs.
extension SelectiveTestRun {
    /// Lists each flaky target with when each outcome was seen; runs nothing and exits 0 (1 when the manifests
    /// are invalid).
    package func listFlaky(_ options: Options, store: any TestResultStore) -> ExitStatus {
        let hashed: HashedTests
        switch hash(options) {
        case .hashed(let tests): hashed = tests
        case .stopped(let status): return status
        }
        var warning: String?
        let targets = hashed.selected.map { TestPlan.Target(name: $0.name, hash: $0.hash) }
        let seen = store.outcomes(of: targets.map { ($0.name, $0.hash) }, warning: &warning)
        if let warning { errors.line("warning: \(warning)") }
        let flaky = targets.compactMap { FlakyTarget($0, seen: seen[$0.name] ?? SeenOutcomes()) }
        switch options.format {
        case .json:
            struct Output: Encodable {
                let checked: Int
                let flaky: [FlakyTarget]
            }
            output.write(JSONDocument.text(Output(checked: targets.count, flaky: flaky)))
        case .text, .github:
            for target in flaky { output.line(target.line) }
            output.line(
                "forge test --flaky: \(flaky.count) of \(targets.count) test targets flaky with their current inputs")
        }
        return .success
    }
}
