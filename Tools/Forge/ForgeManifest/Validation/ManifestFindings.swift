import ForgeDiagnostics

/// What the manifest checks find about names, features and cycles, worded once.
extension Finding {
    static let emptyPackageName = Finding("the package name is empty (SwiftPM requires one)", help: "name the package")

    static func invalidTag(_ tag: String) -> Finding {
        Finding("tag \"\(tag)\" is not a valid tag", help: "use lowercase letters, digits and '-', e.g. \"ui\"")
    }

    static func unprintableTargetName(_ name: String) -> Finding {
        Finding(
            name.isEmpty ? "a target name is empty" : "target name \(name.debugDescription) has a control character",
            help: "name the target with printable characters")
    }

    /// A target name taken already at `firstAt`; `defaultTestsOf` names the module whose default test target
    /// name it is, when that is why.
    static func duplicateTargetName(_ name: String, firstAt: String, defaultTestsOf host: String?) -> Finding {
        Finding(
            "duplicate module name \"\(name)\" (also declared at \(firstAt))",
            help: host.map { "the name <Module>Tests is the default name of \($0)'s test target; rename one of them" }
                ?? "target names are unique in a package (SwiftPM rejects duplicates); rename one of them")
    }

    static func sameModule(_ module: String, builtBy first: String, and second: String) -> Finding {
        Finding(
            "targets \"\(first)\" and \"\(second)\" both build the module \(module)",
            help:
                "rename one of them; module names are the target names with characters that cannot be in an identifier replaced by '_'"
        )
    }

    static func invalidExecutableName(_ name: String) -> Finding {
        Finding(
            "executable name \"\(name)\" is not a valid command name",
            help: "use letters, digits, '-' and '_', e.g. \"movieland\"")
    }

    static func executableBuiltTwice(_ executable: String, alsoBy module: String) -> Finding {
        Finding(
            "executable \"\(executable)\" is also built by module \"\(module)\"",
            help: "give each executable its own \"executableName\"")
    }

    static func featureName(_ feature: String, _ problem: String, help: String) -> Finding {
        Finding("feature name \"\(feature)\" \(problem) (forge's feature convention)", help: help)
    }

    static func featureLayerName(_ module: String, layer: FeatureLayer, feature: String, expected: String) -> Finding {
        Finding(
            "module \"\(module)\" is the \(layer.rawValue) layer of feature \"\(feature)\", so it must be named \"\(expected)\"",
            help: "rename it to \"\(expected)\", or correct \"feature\" or \"layer\"")
    }

    /// A cycle as a path that ends where it starts; lint reports it under its own rule.
    static func dependencyCycle(_ cycle: [String]) -> Finding {
        Finding(
            "dependency cycle: " + cycle.joined(separator: " -> "),
            help:
                "break one edge of the cycle, e.g. move what both need into a lower module or talk through a DomainApi protocol",
            rule: LintRuleID.cycle)
    }

    static func tooManyCycles(listed count: Int) -> Finding {
        Finding(
            "more than \(count) dependency cycles; only the first \(count) are listed",
            help: "fix these and run again to see the rest")
    }

    /// A test input that names no target of the package.
    static func unknownTestInput(_ name: String, suggestion: String?) -> Finding {
        Finding(
            "the test input \"\(name)\" is no target of this package",
            help: suggestion ?? "name a target whose build the tests use, such as the executable they run")
    }
}
