import ForgeDiagnostics
import ForgeJSON

// What diagnostics about manifests and rules point at: each knows where in its file it was written.
extension LintRules.Exception: DiagnosticPosition {}
extension LintRules.EdgeRule: DiagnosticPosition {}
extension TargetDependency: DiagnosticPosition {}
extension PluginUsage: DiagnosticPosition {}
extension BuildSetting: DiagnosticPosition {}
extension PackageDependency: DiagnosticPosition {}
