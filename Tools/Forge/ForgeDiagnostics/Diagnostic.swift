/// One problem found in the manifests, with everything a person needs to fix it.
package struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    package enum Severity: String, Sendable, Comparable {
        case error
        case warning

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .error && rhs == .warning }
    }

    package let severity: Severity
    /// The file the problem is in, relative to the repository root.
    package let file: String
    /// Where in the file, when the problem is at a particular value.
    package let location: SourceLocation?
    /// The JSON path of the offending value, such as `$.dependencies[2]`.
    let jsonPath: String?
    package let message: String
    /// What to do about it.
    package let help: String?
    /// The lint rule, for lint findings (`implicit-import`); nil for manifest errors.
    package let ruleID: String?
    /// For a lint finding about one target: its name, and the module it imports or the dependency it declares.
    /// With the rule and the file they identify the finding in a baseline, whatever line it moves to.
    package var target: String?
    package var subject: String?
    /// The manifest change that resolves it, when lint knows one.
    package var fix: ManifestFix?

    package init(
        _ severity: Severity = .error, file: String, location: SourceLocation?, jsonPath: String? = nil,
        message: String, help: String? = nil, ruleID: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.file = file
        self.location = location
        self.jsonPath = jsonPath
        self.message = message
        self.help = help
    }

    /// A problem at something read from a manifest: its position and JSON path come with it.
    package init(
        _ severity: Severity = .error, file: String, at value: some DiagnosticPosition, message: String,
        help: String? = nil, ruleID: String? = nil
    ) {
        self.init(
            severity, file: file, location: value.location, jsonPath: value.jsonPath, message: message, help: help,
            ruleID: ruleID)
    }

    /// Compiler style, `file:line:column: error: message (at $.path)`, then an indented help line.
    package var description: String {
        var text = file
        if let location { text += ":\(location.line):\(location.column)" }
        text += ": \(severity.rawValue): " + (ruleID.map { "[\($0)] " } ?? "") + message
        if let jsonPath { text += " (at \(jsonPath))" }
        if let help { text += "\n    help: \(help)" }
        return text
    }
}

extension Array where Element == Diagnostic {
    /// Errors first by file and position, so output is stable whatever order files were read in.
    package func sortedForDisplay() -> [Diagnostic] {
        sorted {
            if $0.file != $1.file { return $0.file < $1.file }
            let left = $0.location ?? SourceLocation(line: 0, column: 0)
            let right = $1.location ?? SourceLocation(line: 0, column: 0)
            if left != right { return left < right }
            return $0.message < $1.message
        }
    }

    package var hasErrors: Bool { contains { $0.severity == .error } }
}

/// Something read from a JSON file that knows where it was written: diagnostics point at it.
package protocol DiagnosticPosition {
    var location: SourceLocation { get }
    /// The JSON path, such as `$.dependencies[0]`.
    var jsonPath: String { get }
}
