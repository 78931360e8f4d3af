import ForgeTestRun

extension TestOutcome {
    /// One line per target (and why each failure counts as one) and a summary; with `annotations`, GitHub's
    /// `::error` line for each failure and `::warning` for each flaky target. `ran`: the targets ran (else the
    /// outcome is a plan).
    func text(ran: Bool, annotations: Bool) -> String {
        var lines: [String] = []
        if buildFailed {
            let names = plan.run.map(\.name).joined(separator: ", ")
            lines.append("the selected test targets did not build, so none ran and nothing was recorded: \(names)")
            lines.append("    help: fix the build errors above, then run forge test again")
        }
        for target in plan.run where !buildFailed {
            let verb = !ran ? "would run" : failed.contains(target.name) ? "failed" : "passed"
            let reasons = target.reasons.isEmpty ? ["never passed with these inputs"] : target.reasons
            lines.append("\(verb) \(target.name): \(reasons.joined(separator: "; "))")
            if ran, let why = failures[target.name] { lines.append("    \(why)") }
        }
        for target in plan.skipped {
            lines.append("skipped \(target.name): passed before with these inputs (\(target.hash.prefix(12)))")
        }
        lines += flaky.map(\.line)
        for (index, shard) in (shards ?? []).enumerated() {
            lines.append(
                "shard \(index + 1)/\(shards?.count ?? 0): \(shard.isEmpty ? "nothing to run" : shard.joined(separator: " "))"
            )
        }
        if annotations {
            lines += failed.map { "::error title=forge test::\($0) failed" }
            lines += flaky.map { "::warning title=forge test::\($0.target) is flaky" }
        }
        lines.append("forge test: \(summary(ran: ran))")
        return lines.joined(separator: "\n") + "\n"
    }

    private func summary(ran: Bool) -> String {
        let counts =
            buildFailed
            ? "ran 0, the build failed"
            : ran ? "ran \(plan.run.count), failed \(failed.count)" : "would run \(plan.run.count)"
        return "\(counts), skipped \(plan.skipped.count)" + (flaky.isEmpty ? "" : ", flaky \(flaky.count)")
    }
}

extension FlakyTarget {
    /// How the text reports name it.
    var line: String {
        "flaky \(target): failed (\(failed)) and passed (\(passed)) with the same inputs (\(hash.prefix(12))); "
            + "its outcome does not follow from its inputs"
    }
}
