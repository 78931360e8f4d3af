import ForgeDiagnostics
import ForgeLinter

extension LintEngine.Report {
    /// Workflow commands GitHub Actions turns into annotations on the changed lines, then the summary.
    var githubAnnotations: String {
        diagnostics.map { Self.annotation($0) + "\n" }.joined() + summary + "\n"
    }

    /// `::error file=F,line=L,col=C,title=RULE::message (help)`.
    private static func annotation(_ diagnostic: Diagnostic) -> String {
        var properties = ["file=\(escapeProperty(diagnostic.file))"]
        if let location = diagnostic.location {
            properties += ["line=\(location.line)", "col=\(location.column)"]
        }
        if let rule = diagnostic.ruleID { properties.append("title=\(escapeProperty(rule))") }
        let message = diagnostic.message + (diagnostic.help.map { " (\($0))" } ?? "")
        return "::\(diagnostic.severity.rawValue) \(properties.joined(separator: ","))::\(escapeData(message))"
    }

    private static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    private static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
