import ForgeDiagnostics
import ForgeGraph
import ForgeSupport

extension SelectedGraph {
    /// What reading the manifests and the rules said on the way to the graph.
    func writeNotes(to errors: any TextOutput) {
        errors.report(validation)
        for diagnostic in ruleDiagnostics { errors.line(diagnostic.description) }
    }
}

extension GraphSelectionFailure {
    /// Why no graph was selected: the manifests' problems, or the selection that names nothing.
    func write(to errors: any TextOutput) {
        switch self {
        case .invalidManifests(let validation): errors.report(validation)
        case .unknownSelection(let finding, let validation):
            errors.report(validation)
            errors.report(finding)
        }
    }
}
