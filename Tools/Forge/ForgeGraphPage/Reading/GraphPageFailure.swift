import ForgeChangeImpact
import ForgeGraph

/// Why no page was written.
package enum GraphPageFailure: Error {
    /// The manifests have errors, or the selection names nothing.
    case graph(GraphSelectionFailure)
    /// `--base` names no commit of the repository: the ref, and what git said.
    case unknownBase(String, reason: String)
    /// The change since `--base` could not be read (git's or the manifests' problem).
    case affected(AffectedReport.Failure)
}
