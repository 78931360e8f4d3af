import ForgeDiagnostics
import ForgeManifest
import ForgeSupport

extension GenerationReport {
    /// For `lint --fix`, which still prints as it goes: prints this report as `forge generate` prints it (results
    /// to `output`, the manifests' diagnostics and any failure to `errors`) and returns whether `Package.swift` is
    /// current. The command line words its reports itself (ForgeCLI's `Reports/GenerationReport+Text.swift`).
    package func reported(to output: any TextOutput, errors: any TextOutput) -> Bool {
        for diagnostic in validated.diagnostics { errors.line(diagnostic.description) }
        if let summary = validated.summary { errors.line(summary) }
        let file = ManifestLoader.packageFile
        switch outcome {
        case .current: output.line("\(file) is up to date (\(plural(moduleCount, "module")))")
        case .written: output.line("wrote \(file) (\(plural(moduleCount, "module")))")
        case .invalidManifests: errors.line("\(file) was not changed; fix the errors above and run again")
        case .notGeneratedByForge:
            errors.report(
                Finding(
                    "\(file) was not written by forge; it was left as it is",
                    help:
                        "run `forge adopt` to turn it into \(ManifestLoader.folder)/ (it keeps the original as \(file).orig), or `forge generate --force` to replace it"
                ))
        case .notWritten(let reason):
            errors.report(Finding(reason, help: "check that the repository folder is writable"))
        }
        return succeeded
    }
}
