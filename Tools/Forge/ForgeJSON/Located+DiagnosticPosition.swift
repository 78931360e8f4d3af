import ForgeDiagnostics

extension Located: DiagnosticPosition {}
extension JSONObjectReader: DiagnosticPosition {}
