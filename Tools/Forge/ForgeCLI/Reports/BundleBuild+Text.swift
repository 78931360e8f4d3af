import ForgeDiagnostics
import ForgeSupport
import ForgeTestRun

extension BundleBuild {
    /// Shows what building the bundle did: results on `output`, problems and warnings on `errors`; a failed build
    /// as a run's outcome in `format`.
    func show(format: TestOutputFormat, output: any TextOutput, errors: any TextOutput) {
        switch self {
        case .nothingToBuild(let file, let built, let warnings):
            for warning in warnings { errors.line("warning: \(warning)") }
            for target in built { output.line("built \(target.name): \(target.reasons.joined(separator: "; "))") }
            output.line("forge test: every selected test target passed before; no bundle was written to \(file.path)")
        case .buildFailed(let outcome):
            outcome.show(format: format, ran: true, output: output, errors: errors)
        case .notWritten(let message):
            errors.report(Finding(message, help: "check that the bundle's folder exists and is writable"))
        case .built(let bundle):
            for warning in bundle.warnings { errors.line("warning: \(warning)") }
            for target in bundle.otherTargets {
                output.line("built \(target.name): \(target.reasons.joined(separator: "; "))")
            }
            output.line(
                "built \(bundle.targets.joined(separator: ", ")) into \(bundle.file.path): "
                    + "\(bundle.fileCount) files, SHA-256 \(bundle.digest)")
            switch bundle.storage {
            case .notAsked: break
            case .stored(let key): output.line("stored it as \(key)")
            case .notStored(let warning): errors.line("warning: the bundle is not in the store: \(warning)")
            }
        }
    }

    /// Whether the bundle was written, or there was nothing to write.
    var succeeded: Bool {
        switch self {
        case .nothingToBuild, .built: true
        case .buildFailed, .notWritten: false
        }
    }
}

extension TestOutcome {
    /// Shows the outcome as `forge test` prints it: its warnings on `errors`, then the report in `format` on
    /// `output`. `ran`: the targets ran (else it is a plan).
    func show(format: TestOutputFormat, ran: Bool, output: any TextOutput, errors: any TextOutput) {
        for warning in warnings { errors.line("warning: \(warning)") }
        switch format {
        case .json: output.write(json())
        case .text, .github: output.write(text(ran: ran, annotations: format == .github))
        }
    }

    /// Whether every target that ran passed, and the build did not fail.
    var succeeded: Bool { failed.isEmpty && !buildFailed }
}
