import ForgeManifest

/// What keeping the READMEs' diagrams current found and did, README by README.
package struct ReadmeDiagrams: Sendable {
    /// What happened to one README's diagram.
    package enum Outcome: Sendable {
        /// The marker's filters are not the graph's (the problem); the diagram was left as it is.
        case invalidMarker(GraphReadmeBlock.Problem)
        /// The marker selects no graph; no README after this one was read.
        case noGraph(GraphSelectionFailure)
        /// The diagram drawn from the graph the marker selects, and what became of the README.
        case drawn(SelectedGraph, Diagram)
    }

    /// A README's diagram against the one the manifests draw.
    package enum Diagram: Equatable, Sendable {
        /// It is what the manifests draw.
        case current
        /// It was rewritten.
        case updated
        /// It differs, and only a check was asked for.
        case stale
        /// It differs and could not be written (why).
        case notWritten(String)
    }

    /// One README with a diagram block.
    package struct Readme: Sendable {
        /// Relative to the repository's root.
        package let path: String
        package let outcome: Outcome
    }

    /// The manifests' validation, before any README was read: when it has errors, no README was.
    package let validation: ValidatedManifests
    /// Each README with a diagram block, in path order, up to one whose marker selects no graph.
    package let readmes: [Readme]

    /// True when the manifests are valid, a README has a diagram block, and every diagram is current (or was
    /// rewritten).
    package var succeeded: Bool {
        validation.isValid && !readmes.isEmpty
            && readmes.allSatisfy {
                guard case .drawn(_, let diagram) = $0.outcome else { return false }
                return diagram == .current || diagram == .updated
            }
    }
}
