import ForgeDiagnostics
import ForgeGenerator
import ForgeManifest
import ForgeSupport

extension CheckReport {
    /// `forge generate --check`'s words: a current file on `output`; the manifests' diagnostics and what is
    /// stale on `errors`.
    func write(to output: any TextOutput, errors: any TextOutput) {
        errors.report(validated)
        let file = ManifestLoader.packageFile
        switch outcome {
        case .current: output.line("\(file) is up to date (\(plural(moduleCount, "module")))")
        case .invalidManifests: errors.line("\(file) was not changed; fix the errors above and run again")
        case .missing:
            errors.report(Finding("\(file) does not exist", help: "run `make generate` and commit the result"))
        case .stale(let differences):
            errors.report(
                Finding(
                    "\(file) is stale: it does not match \(ManifestLoader.folder)/",
                    details: differences.isEmpty ? ["the formatting differs (was it edited by hand?)"] : differences,
                    help: "run `make generate` and commit \(file); never edit it by hand"))
        }
    }
}
