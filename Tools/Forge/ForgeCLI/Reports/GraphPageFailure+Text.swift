import Commands
import ForgeDiagnostics
import ForgeGraphPage
import ForgeSupport

extension GraphPageFailure {
    /// Says why no page was written and returns the exit status: a base that names no commit, or a selection that
    /// names nothing, is a usage error; the manifests' or git's problems a failure.
    func show(on errors: any TextOutput) -> ExitStatus {
        switch self {
        case .graph(let failure):
            failure.write(to: errors)
            if case .unknownSelection = failure { return .usage }
            return .failure
        case .unknownBase(let base, let reason):
            errors.report(
                Finding(
                    "--base: no commit is called \"\(base)\": \(reason)",
                    help:
                        "name a branch, a tag or a commit id that `git rev-parse --verify` knows (git fetch it first in a shallow clone)"
                ))
            return .usage
        case .affected(let failure):
            for diagnostic in failure.diagnostics { errors.line(diagnostic.shown) }
            if let finding = failure.finding { errors.report(finding) }
            return .failure
        }
    }
}
