import ForgeSupport

/// What a plugin target does: `.buildTool()` or `.command(intent:permissions:)`.
package enum PluginCapability: Sendable, Equatable {
    case buildTool
    case command(intent: Intent, permissions: [Permission])

    package enum Intent: Sendable, Equatable {
        case documentationGeneration
        case sourceCodeFormatting
        case custom(verb: String, description: String)
    }

    /// What a command plugin asks the user to allow.
    package struct Permission: Sendable, Equatable {
        package enum Kind: Sendable, Equatable {
            case writeToPackageDirectory
            /// `scope` is one of `NetworkScope.all`; ports apply to `all` and `local`.
            case allowNetworkConnections(scope: String, ports: [Int])
        }

        package let kind: Kind
        package let reason: String

        package init(kind: Kind, reason: String) {
            self.kind = kind
            self.reason = reason
        }
    }

    static let networkScopes = ["none", "local", "all", "docker", "unixDomainSocket"]
    static let scopesWithPorts: Set<String> = ["local", "all"]

    package var expression: String {
        switch self {
        case .buildTool:
            return ".buildTool()"
        case .command(let intent, let permissions):
            let intentExpression =
                switch intent {
                case .documentationGeneration: ".documentationGeneration()"
                case .sourceCodeFormatting: ".sourceCodeFormatting()"
                case .custom(let verb, let description):
                    ".custom(verb: \(SwiftLiteral.string(verb)), description: \(SwiftLiteral.string(description)))"
                }
            guard !permissions.isEmpty else { return ".command(intent: \(intentExpression))" }
            let list = permissions.map { permission in
                switch permission.kind {
                case .writeToPackageDirectory:
                    ".writeToPackageDirectory(reason: \(SwiftLiteral.string(permission.reason)))"
                case .allowNetworkConnections(let scope, let ports):
                    ".allowNetworkConnections(scope: "
                        + (Self.scopesWithPorts.contains(scope)
                            ? ".\(scope)(ports: [\(ports.map(String.init).joined(separator: ", "))])" : ".\(scope)")
                        + ", reason: \(SwiftLiteral.string(permission.reason)))"
                }
            }
            return ".command(intent: \(intentExpression), permissions: [\(list.joined(separator: ", "))])"
        }
    }
}
