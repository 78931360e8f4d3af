import ForgeDiagnostics

/// A lint finding as `forge lint --format json` prints it (`file`, `line`, `column`, `severity`, `rule`,
/// `message`, `help`), with the module it concerns: the module whose folder or manifest holds the file.
package struct GraphPageFinding: Encodable, Equatable, Sendable {
    package let module: String?
    package let file: String
    package let line: Int?
    package let column: Int?
    package let severity: String
    package let rule: String?
    package let message: String
    package let help: String?

    /// `diagnostic`, concerning `module`.
    package init(_ diagnostic: Diagnostic, module: String?) {
        self.module = module
        file = diagnostic.file
        line = diagnostic.location?.line
        column = diagnostic.location?.column
        severity = diagnostic.severity.rawValue
        rule = diagnostic.ruleID
        message = diagnostic.message
        help = diagnostic.help
    }

    private enum CodingKeys: String, CodingKey { case module, file, line, column, severity, rule, message, help }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(module, forKey: .module)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(severity, forKey: .severity)
        try container.encode(rule, forKey: .rule)
        try container.encode(message, forKey: .message)
        try container.encode(help, forKey: .help)
    }
}
