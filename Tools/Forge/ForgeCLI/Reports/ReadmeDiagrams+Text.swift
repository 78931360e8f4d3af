import ForgeDiagnostics
import ForgeGraph
import ForgeSupport

extension ReadmeDiagrams {
    /// Each README's diagram, current or updated, on `output`; every problem on `errors`.
    func write(to output: any TextOutput, errors: any TextOutput) {
        errors.report(validation)
        guard validation.isValid else { return }
        guard !readmes.isEmpty else {
            return errors.report(
                Finding(
                    "no README.md of the repository has a \(GraphReadmeBlock.begin) ... \(GraphReadmeBlock.end) block",
                    help: "add the two markers where the module graph should appear"))
        }
        for readme in readmes { readme.write(to: output, errors: errors) }
    }
}

extension ReadmeDiagrams.Readme {
    /// What became of this README's diagram.
    func write(to output: any TextOutput, errors: any TextOutput) {
        switch outcome {
        case .invalidMarker(let problem):
            errors.report(
                Finding(
                    "\(path): \(problem.message)",
                    help: "write the marker as <!-- forge:graph:begin --kind tool --> with forge graph's --kind, "
                        + "--exclude-kind, --feature, --focus, --depth or --collapse"))
        case .noGraph(let failure): failure.write(to: errors)
        case .drawn(let selected, let diagram):
            selected.writeNotes(to: errors)
            switch diagram {
            case .current: output.line("\(path): the module graph is current")
            case .updated: output.line("\(path): module graph updated")
            case .stale:
                errors.report(
                    Finding("\(path): the module graph is stale", help: "run `make graph` and commit \(path)"))
            case .notWritten(let reason): errors.report(Finding(reason))
            }
        }
    }
}
