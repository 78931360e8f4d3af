import ForgeAdoption
import ForgeDiagnostics
import ForgeManifest
import ForgeSupport

extension AdoptionReport {
    /// `forge adopt`'s words: what it cannot see and the adopted manifests' diagnostics on `errors`, then the
    /// package adopted on `output`, or why not on `errors`.
    func write(to output: any TextOutput, errors: any TextOutput) {
        for warning in warnings { errors.report(warning) }
        if let validated { errors.report(validated) }
        switch outcome {
        case .success(let package): Self.write(package, to: output)
        case .failure(let failure): errors.report(failure.finding)
        }
    }

    private static func write(_ package: AdoptedPackage, to output: any TextOutput) {
        let file = ManifestLoader.packageFile
        let counts = [
            plural(package.targetCount, "target"), plural(package.productCount, "product"),
            plural(package.packageDependencyCount, "package dependency", "package dependencies"),
        ]
        output.line("adopted \(package.name): " + counts.joined(separator: ", "))
        let features = package.featureCount > 0 ? ", \(plural(package.featureCount, "feature"))" : ""
        output.line(
            "wrote \(ManifestLoader.folder)/ (\(plural(package.manifestFileCount, "file"))\(features)) and \(file); the original is \(file).orig"
        )
        output.line("verified: swift package dump-package sees the same package in both files")
    }
}
