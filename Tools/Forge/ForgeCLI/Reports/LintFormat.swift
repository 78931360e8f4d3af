import ForgeLinter

/// How `forge lint` prints its findings: compiler-style lines, versioned JSON, or GitHub annotations.
enum LintFormat: String, CaseIterable, Sendable {
    case text
    case json
    case github

    /// `report` in this format.
    func render(_ report: LintEngine.Report) -> String {
        switch self {
        case .text: report.text
        case .json: report.json
        case .github: report.githubAnnotations
        }
    }
}
