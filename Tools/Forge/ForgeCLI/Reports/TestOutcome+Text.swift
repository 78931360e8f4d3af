import ForgeTestRun

extension TestOutcome {
    /// One line per target (and why each failure counts as one) and a summary; with `annotations`, GitHub's
    /// `::error` line for each failure and `::warning` for each flaky target. `ran`: the targets ran (else the
    /// outcome is a plan).
    func text(ran: Bool, annotations: Bool) -> String {
        var lines = buildFailed ? buildFailureLines() : []
        for target in plan.run where !buildFailed {
            let verb = !ran ? "would run" : failed.contains(target.name) ? "failed" : "passed"
            let reasons = target.reasons.isEmpty ? ["never passed with these inputs"] : target.reasons
            lines.append("\(verb) \(target.name): \(reasons.joined(separator: "; "))")
            if ran, let why = failures[target.name] { lines.append("    \(why)") }
        }
        lines += buildLines(ran: ran)
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
            lines += plan.builds.filter { buildFailures[$0.name] != nil }.map {
                "::error title=forge test::\($0.name) does not build"
            }
            lines += failed.map { "::error title=forge test::\($0) failed" }
            lines += flaky.map { "::warning title=forge test::\($0.target) is flaky" }
        }
        lines.append("forge test: \(summary(ran: ran))")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why nothing ran: the build failed, in the targets no test needs that it names, or in the tests'.
    private func buildFailureLines() -> [String] {
        let names = plan.run.map(\.name).joined(separator: ", ")
        guard !plan.builds.isEmpty else {
            return [
                "the selected test targets did not build, so none ran and nothing was recorded: \(names)",
                "    help: fix the build errors above, then run forge test again",
            ]
        }
        return [
            plan.run.isEmpty
                ? "the build failed, so nothing was recorded"
                : "the build failed, so none of the selected test targets ran and nothing was recorded: \(names)",
            "    help: fix the build errors above (swift build --build-tests fails on them too), then run forge test "
                + "again; --build-tests-only builds only what the tests need",
        ]
    }

    /// One line per target built besides the tests (or that would be): why, or the error it did not build with.
    private func buildLines(ran: Bool) -> [String] {
        plan.builds.flatMap { target -> [String] in
            let reasons = target.reasons.joined(separator: "; ")
            guard ran else { return ["would build \(target.name): \(reasons)"] }
            if let error = buildFailures[target.name] {
                return ["failed to build \(target.name): \(reasons)", "    \(error)"]
            }
            return [buildFailed ? "not built \(target.name): the build failed" : "built \(target.name): \(reasons)"]
        }
    }

    private func summary(ran: Bool) -> String {
        let counts =
            buildFailed
            ? "ran 0, the build failed"
            : ran ? "ran \(plan.run.count), failed \(failed.count)" : "would run \(plan.run.count)"
        let builds =
            plan.builds.isEmpty
            ? ""
            : !ran
                ? ", would build \(plan.builds.count)"
                : buildFailed ? ", built 0 of \(plan.builds.count)" : ", built \(plan.builds.count)"
        return "\(counts), skipped \(plan.skipped.count)" + builds + (flaky.isEmpty ? "" : ", flaky \(flaky.count)")
    }
}

extension FlakyTarget {
    /// How the text reports name it.
    var line: String {
        "flaky \(target): failed (\(failed)) and passed (\(passed)) with the same inputs (\(hash.prefix(12))); "
            + "its outcome does not follow from its inputs"
    }
}
