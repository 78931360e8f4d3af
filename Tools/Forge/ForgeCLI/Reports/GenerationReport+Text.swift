import ForgeDiagnostics
import ForgeGenerator
import ForgeManifest
import ForgeSupport

extension GenerationReport {
    /// `forge generate`'s words: the result on `output`; the manifests' diagnostics and any failure on `errors`.
    func write(to output: any TextOutput, errors: any TextOutput) {
        errors.report(validated)
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
    }
}
