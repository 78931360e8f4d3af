import ForgeDiagnostics
import ForgeSupport

/// What validation finds wrong in what a target refers to, worded once.
extension Finding {
    static func dependencyListedTwice(_ name: String, firstAt: SourceLocation) -> Finding {
        Finding("\"\(name)\" is listed twice (first at \(firstAt))", help: "remove the repetition")
    }

    /// A product dependency on `package`, which `project` does not declare (its manifest is `projectFile`).
    static func unknownPackage(_ package: String, identities: [String], projectFile: String) -> Finding {
        Finding(
            "unknown package \"\(package)\" (SwiftPM: no package dependency with that identity)",
            help: Suggestions.didYouMean(package, in: identities)
                ?? "add it to \"dependencies\" in \(projectFile); a package's identity is the last part of its URL or path"
        )
    }

    static func invalidEnvironmentVariable(_ name: String) -> Finding {
        Finding(
            "\"\(name)\" is not an environment variable's name",
            help: "name a variable as the shell does: letters, digits and underscores, not starting with a digit")
    }

    static func testListsItsHost(_ host: String) -> Finding {
        Finding(
            "the test target already depends on \"\(host)\"; do not list it", help: "remove \"\(host)\" from the list")
    }

    static func dependsOnItself(_ name: String) -> Finding {
        Finding("module \"\(name)\" depends on itself", help: "remove \"\(name)\" from the list")
    }

    static func unknownModule(_ name: String, known: some Sequence<String>) -> Finding {
        Finding(
            "unknown module \"\(name)\"",
            help: Suggestions.didYouMean(name, in: known)
                ?? "declare it in a manifest under Manifest/, or depend on a product: {\"product\": \"\(name)\", \"package\": \"...\"}"
        )
    }

    static func unknownPluginPackage(_ package: String, plugin: String, projectFile: String) -> Finding {
        Finding(
            "unknown package \"\(package)\" for plugin \"\(plugin)\"",
            help: "add the package to \"dependencies\" in \(projectFile)")
    }

    static func notAPluginTarget(_ name: String) -> Finding {
        Finding(
            "\"\(name)\" is not a plugin target of this package",
            help:
                "declare a target with \"type\": \"plugin\", or name its package: {\"plugin\": \"\(name)\", \"package\": \"...\"}"
        )
    }

    static func dependsOnTestTarget(_ target: String, test: String) -> Finding {
        Finding(
            "\"\(target)\" depends on the test target \"\(test)\" (SwiftPM: test targets cannot be dependencies)",
            help: "move the shared code into a regular target")
    }

    /// `owner`: "module \"X\"" or "the tests of \"X\"".
    static func dependsOnApp(_ owner: String, app: String) -> Finding {
        Finding(
            "\(owner) depends on the app \"\(app)\"; nothing may depend on an app",
            help: "move the shared code into a core or feature module")
    }

    static func dependsOnTool(_ owner: String, kind: ModuleKind, tool: String) -> Finding {
        Finding(
            "\(owner) (kind \(kind.rawValue)) depends on the tool module \"\(tool)\"",
            help: "only tool modules, test-support modules and tests may depend on tool modules; remove the dependency")
    }

    static func dependsOnTestSupport(_ owner: String, module: String) -> Finding {
        Finding(
            "\(owner) depends on the test-support module \"\(module)\"",
            help: "list it under \"tests\": {\"dependencies\": [...]} instead")
    }

    static func conditionNamesUnknownTrait(_ trait: String, declared: Set<String>, projectFile: String) -> Finding {
        Finding(
            "the condition names the trait \"\(trait)\", which the package does not declare",
            help: Suggestions.didYouMean(trait, in: declared) ?? "declare it under \"traits\" in \(projectFile)")
    }

    /// `what` (a target type, a setting, a trait condition) is newer than the package's `declared` tools version.
    static func needsToolsVersion(
        _ what: String, version: ToolsVersion, declared: String, projectFile: String
    )
        -> Finding
    {
        Finding(
            "\(what) needs swift-tools-version \(version) or later; the package declares \(declared)",
            help: "raise \"swiftToolsVersion\" in \(projectFile), or remove it")
    }
}
