import ForgeInputAudit
import ForgeSupport

extension AuditReport {
    /// `{"audited": [...], "failed": [...], "undeclared": {"Target": [{"kind", "path", "target"?}]}}`.
    func json() -> String {
        struct Access: Encodable {
            let kind: String
            let path: String
            let target: String?
        }
        struct Output: Encodable {
            let audited: [String]
            let failed: [String]
            let undeclared: [String: [Access]]
        }
        let undeclared = Dictionary(
            targets.filter { !$0.undeclared.isEmpty }.map { target in
                (
                    target.name,
                    target.undeclared.map { access -> Access in
                        switch access.kind {
                        case .read: Access(kind: "read", path: access.path, target: nil)
                        case .ran(let builder): Access(kind: "ran", path: access.path, target: builder)
                        case .missing(let builder): Access(kind: "missing", path: access.path, target: builder)
                        case .readOutside: Access(kind: "read-outside", path: access.path, target: nil)
                        case .ranOutside: Access(kind: "ran-outside", path: access.path, target: nil)
                        case .connected: Access(kind: "connected", path: access.path, target: nil)
                        }
                    }
                )
            }, uniquingKeysWith: { first, _ in first })
        return JSONDocument.text(
            Output(
                audited: targets.map(\.name), failed: targets.filter { !$0.passed }.map(\.name),
                undeclared: undeclared))
    }
}
