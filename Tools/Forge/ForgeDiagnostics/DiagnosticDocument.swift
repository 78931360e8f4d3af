/// A diagnostic as forge's JSON writes it (`file`, `line`, `column`, `severity`, `rule`, `message`, `help`):
/// one entry of `forge lint --format json`'s `diagnostics`, and of the graph page's `lint`. A field without a
/// value is left out, as lint has always written it.
package struct DiagnosticDocument: Encodable, Equatable, Sendable {
    package let file: String
    package let line: Int?
    package let column: Int?
    package let severity: String
    package let rule: String?
    package let message: String
    package let help: String?

    /// `diagnostic` as its JSON entry.
    package init(_ diagnostic: Diagnostic) {
        file = diagnostic.file
        line = diagnostic.location?.line
        column = diagnostic.location?.column
        severity = diagnostic.severity.rawValue
        rule = diagnostic.ruleID
        message = diagnostic.message
        help = diagnostic.help
    }
}
