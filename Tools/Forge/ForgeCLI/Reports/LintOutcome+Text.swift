import ForgeDiagnostics
import ForgeLinter
import ForgeManifest
import ForgeSupport

extension LintOutcome {
    /// Writes the outcome as `forge lint` prints it: the findings in `format` on `output`, problems on `errors`,
    /// and what `--fix` did beside the findings (on `errors` when they are JSON).
    func write(in format: LintFormat, to output: any TextOutput, errors: any TextOutput) {
        let notes = format == .json ? errors : output
        fix?.write(to: notes, errors: errors)
        switch end {
        case .stopped(let stop): stop.write(to: errors)
        case .notFixed: break
        case .baselineWritten(let baseline, let path):
            output.line("lint: wrote \(plural(baseline.findings.count, "finding")) to \(path)")
        case .baselineNotWritten(_, let reason):
            errors.report(Finding(reason, help: "choose a writable path for --write-baseline"))
        case .baselineUnreadable(let failure): errors.report(failure.finding)
        case .report(let report, let baseline):
            baseline?.write(to: errors)
            output.write(format.render(report))
        }
    }
}

extension LintStop {
    /// The diagnostics that stopped the lint, then what to fix first.
    func write(to errors: any TextOutput) {
        switch self {
        case .invalidManifests(let diagnostics):
            for diagnostic in diagnostics { errors.line(diagnostic.shown) }
            errors.line("lint: Manifest/ is invalid; fix it first (`forge validate`)")
        case .invalidRules(let diagnostics):
            for diagnostic in diagnostics { errors.line(diagnostic.description) }
            errors.line("lint: \(ManifestLoader.folder)/\(LintRules.fileName) is invalid; fix it first")
        }
    }
}

extension LintBaseline.Match {
    /// How many findings the baseline held, and its entries to remove.
    func write(to errors: any TextOutput) {
        if accepted > 0 { errors.line("lint: \(plural(accepted, "finding")) in the baseline \(path)") }
        for entry in gone {
            errors.line("note: no longer found, remove it from \(path): \(entry.summary)")
        }
    }
}

extension LintBaseline.Failure {
    /// What is wrong with the baseline file, and how to make one.
    var finding: Finding {
        switch self {
        case .unreadable(let path):
            Finding("cannot read the baseline \(path); write one with --write-baseline")
        case .notABaseline(let path):
            Finding(
                "\(path) is not a forge lint baseline (version \(LintBaseline.version)); write it again with --write-baseline"
            )
        }
    }
}
