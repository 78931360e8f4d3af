import ForgeDiagnostics

/// A lint finding as `forge lint --format json` prints it (`file`, `line`, `column`, `severity`, `rule`,
/// `message`, `help`), with the module it concerns: the module whose folder or manifest holds the file.
package struct GraphPageFinding: Encodable, Equatable, Sendable {
    package let module: String?
    package let diagnostic: DiagnosticDocument

    /// `diagnostic`, concerning `module`.
    package init(_ diagnostic: Diagnostic, module: String?) {
        self.module = module
        self.diagnostic = DiagnosticDocument(diagnostic)
    }

    private enum CodingKeys: String, CodingKey { case module }

    /// One flat object: `module`, then the diagnostic's own fields.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(module, forKey: .module)
        try diagnostic.encode(to: encoder)
    }
}
