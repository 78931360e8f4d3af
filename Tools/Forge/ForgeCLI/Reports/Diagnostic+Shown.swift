import ForgeDiagnostics
import ForgeManifest

extension Diagnostic {
    /// The diagnostic as the command line prints it: its description, with the help of a package that has no
    /// `Manifest/` folder naming the command that creates it (an engine names no command).
    var shown: String {
        guard ManifestLoader.isAdoptable(self) else { return description }
        return Diagnostic(
            severity, file: file, location: location, message: message,
            help: "run `forge adopt` to create it from this package's \(ManifestLoader.packageFile), "
                + "or pass --root <path to the repository>",
            ruleID: ruleID
        ).description
    }
}
