import ForgeSupport

/// What a check found, worded once beside the check that finds it: its severity, the lint rule it belongs to (if
/// any), the message and what to do. A `Diagnostic` is a finding placed in a file.
///
/// Checks declare their findings as static factories in an extension next to them, so a message is written
/// once and the control flow only says which one applies:
///
///     extension Finding {
///         static func duplicateKey(_ key: String) -> Finding { Finding("duplicate key \"\(key)\"", help: "...") }
///     }
package struct Finding: Sendable, Equatable {
    package let severity: Diagnostic.Severity
    package let message: String
    package let help: String?
    /// The lint rule (`implicit-import`), for lint findings; nil for manifest errors.
    package let ruleID: String?
    /// Lines that explain it (the differences found, the problems met), printed indented under the message.
    package let details: [String]

    package init(
        _ message: String, details: [String] = [], help: String? = nil, severity: Diagnostic.Severity = .error,
        rule: String? = nil
    ) {
        self.severity = severity
        self.message = message
        self.details = details
        self.help = help
        self.ruleID = rule
    }
}

extension Finding: CustomStringConvertible {
    /// How a finding about no file in particular is printed: `error: message`, its details and its help indented.
    package var description: String {
        var text = "\(severity.rawValue): " + (ruleID.map { "[\($0)] " } ?? "") + message
        for detail in details { text += "\n    \(detail)" }
        if let help { text += "\n    help: \(help)" }
        return text
    }
}

extension TextOutput {
    /// Writes `finding` as forge prints every problem: `error: ...`, then its details and help.
    package func report(_ finding: Finding) { line(finding.description) }
}

extension Diagnostic {
    /// `finding`, placed at `location` (and `jsonPath`) in `file`.
    package init(_ finding: Finding, file: String, location: SourceLocation?, jsonPath: String? = nil) {
        self.init(
            finding.severity, file: file, location: location, jsonPath: jsonPath, message: finding.message,
            help: finding.help, ruleID: finding.ruleID)
    }
}
