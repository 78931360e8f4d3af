import ForgeDiagnostics
import ForgeGraph
import ForgeSupport

extension SelectedGraph {
    /// What reading the manifests and the rules said on the way to the graph.
    func writeNotes(to errors: any TextOutput) {
        validation.report(to: errors)
        for diagnostic in ruleDiagnostics { errors.line(diagnostic.description) }
    }
}

extension GraphSelectionFailure {
    /// Why no graph was selected: the manifests' problems, or the selection that names nothing.
    func write(to errors: any TextOutput) {
        switch self {
        case .invalidManifests(let validation): validation.report(to: errors)
        case .unknownSelection(let finding, let validation):
            validation.report(to: errors)
            errors.report(finding)
        }
    }
}
