import ForgeDiagnostics

/// What decoding finds wrong in a module or target object of `Manifest/`, worded once.
extension Finding {
    static let executableNameOfNonExecutable = Finding(
        "\"executableName\" only applies to executables", help: "remove it, or set \"type\": \"executable\"")

    static let testsOfTestTarget = Finding(
        "a test target cannot have \"tests\" of its own", help: "declare the other test targets as modules of their own"
    )

    static let libraryTargetType = Finding(
        "\"library\" is not a target type; libraries are built from regular targets",
        help: "write \"regular\", or remove \"type\" (regular is the default)")

    static let appTargetType = Finding(
        "an app module is always an executable", help: "remove \"type\", or use kind \"core\" for a library")

    static func nonRegularTarget(kind: ModuleKind, declared: TargetType) -> Finding {
        Finding(
            "a module of kind \"\(kind.rawValue)\" must be a regular target",
            help: "remove \"type\", or remove \"kind\" to declare a plain \(declared.rawValue) target")
    }

    /// A feature module without `key` (`feature` or `layer`).
    static func featureKeyMissing(_ key: String) -> Finding {
        Finding(
            "a module of kind \"feature\" needs \"\(key)\"",
            help: key == "layer"
                ? "add \"layer\": one of " + FeatureLayer.allCases.map(\.rawValue).joined(separator: ", ")
                : "add \"feature\": the feature's name, such as \"Search\"")
    }

    /// `key` (`feature` or `layer`) on a module of another kind, or of none.
    static func featureKeyOutsideFeature(_ key: String, kind: ModuleKind?) -> Finding {
        Finding(
            "\"\(key)\" only applies to modules of kind \"feature\", not "
                + (kind.map { "\"\($0.rawValue)\"" } ?? "a module without a kind"),
            help: "remove \"\(key)\", or set \"kind\": \"feature\"")
    }

    /// `key` on a target of `type`, which SwiftPM's function for it does not take; `owners` are the types that do.
    static func keyNotForTargetType(_ key: String, type: TargetType, owners: [String]) -> Finding {
        Finding(
            "\"\(key)\" does not apply to a \(type.rawValue) target (SwiftPM's .\(type.function) has no such argument)",
            help: "remove it; it applies to " + owners.joined(separator: ", ") + " targets")
    }

    static let pluginWithoutCapability = Finding(
        "a plugin target needs \"capability\"",
        help: "add \"capability\": \"buildTool\" or {\"command\": {\"intent\": ...}}")

    static let binaryTargetMixesSources = Finding(
        "a binary target is either \"url\" with \"checksum\", or \"path\"",
        help: "give both \"url\" and \"checksum\" for a download, or only \"path\" for a local artifact")

    static let binaryTargetWithoutSource = Finding(
        "a binary target needs \"path\", or \"url\" and \"checksum\"",
        help: "add \"path\": \"Frameworks/Name.xcframework\", or \"url\" and \"checksum\"")

    static let localizationOutsideProcess = Finding(
        "\"localization\" only applies to resources with the rule \"process\"",
        help: "remove it, or use \"rule\": \"process\"")

    static func providerManagers(found count: Int) -> Finding {
        Finding(
            "a provider names one package manager, found \(count)",
            help: "write {\"apt\": [\"libz-dev\"]}; one object per manager")
    }

    static let invalidCapability = Finding(
        "\"capability\" must be \"buildTool\" or a command",
        help: "write \"buildTool\", or {\"command\": {\"intent\": \"sourceCodeFormatting\"}}")

    static let unknownCommandIntent = Finding(
        "unknown command intent",
        help: "use \"documentationGeneration\", \"sourceCodeFormatting\" or {\"verb\": ..., \"description\": ...}")

    static func invalidPermission(kinds: [String]) -> Finding {
        Finding(
            "a permission is one of: " + kinds.joined(separator: ", "),
            help: "write {\"writeToPackageDirectory\": {\"reason\": \"...\"}}")
    }

    static func invalidNetworkScope(_ scope: String) -> Finding {
        Finding(
            "\"\(scope)\" is not a network scope",
            help: "use one of: " + PluginCapability.networkScopes.joined(separator: ", "))
    }

    static func portsOutsideScope(_ scope: String) -> Finding {
        Finding(
            "the scope \"\(scope)\" takes no ports", help: "remove \"ports\", or use the scope \"local\" or \"all\"")
    }
}
