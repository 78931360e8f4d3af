import ForgeGenerator
import ForgeManifest
import ForgeSupport

extension ValidationReport {
    /// `forge validate`'s words: what valid manifests declare on `output`; their diagnostics on `errors`.
    func write(to output: any TextOutput, errors: any TextOutput) {
        errors.report(validated)
        guard isValid else { return }
        output.line(
            "\(ManifestLoader.folder)/ is valid: \(plural(moduleCount, "module")), \(plural(featureCount, "feature"))")
    }
}
