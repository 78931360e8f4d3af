import ForgeDiagnostics
import ForgeSupport

/// What decoding finds wrong in `Manifest/project.json` and in reading the folder, worded once.
extension Finding {
    /// With `hasPackage`, the help says what adoption does and names no command (`ManifestLoader.isAdoptable`
    /// tells the command line, which names its own).
    static func noManifestFolder(_ folder: String, in root: String, hasPackage: Bool) -> Finding {
        Finding(
            "no \(folder)/ folder in \(root)",
            help: hasPackage
                ? ManifestLoader.adoptableHelp
                : "run the tool from the repository root, or pass --root <path to the repository>")
    }

    /// `help`: what to do when the file is one forge expects but cannot find.
    static func unreadableFile(_ file: String, help: String?) -> Finding {
        Finding("cannot read \(file)", help: help ?? "check that the file exists and is readable")
    }

    static func malformedManifestJSON(_ problem: String) -> Finding {
        Finding(
            "malformed JSON: \(problem)",
            help: "fix the JSON syntax; an editor using Manifest/*.schema.json shows these as you type")
    }

    static func invalidFolderPattern(_ pattern: String) -> Finding {
        Finding(
            "\"\(pattern)\" is not a folder pattern",
            help: "write a relative path holding {name} (and {feature} for features), e.g. \"Sources/{name}\"")
    }

    static func invalidToolsVersion(_ text: String) -> Finding {
        Finding("\"\(text)\" is not a swift-tools-version", help: "write a version such as \"6.0\"")
    }

    /// A language mode that is not one; `alone` when it is the package's one mode rather than one of a list.
    static func invalidLanguageMode(_ text: String, alone: Bool) -> Finding {
        Finding(
            "\"\(text)\" is not a Swift language mode",
            help: alone ? "use \"6\" (or \"5\" for code not yet migrated)" : "use \"5\" or \"6\"")
    }

    static let emptyFeatureOrConditionName = Finding("a feature or condition name is empty", help: "remove it")

    static func unknownLanguageStandard(_ text: String, known: [String]) -> Finding {
        Finding(
            "\"\(text)\" is not a language standard SwiftPM knows",
            help: Suggestions.help(for: text, choices: known))
    }

    static func invalidPlatformVersion(_ text: String) -> Finding {
        Finding("\"\(text)\" is not a platform version", help: "write a version such as \"14.0\" or \"10.15\"")
    }

    static let traitNamedDefault = Finding(
        "\"default\" is SwiftPM's name for the default traits",
        help: "list the traits to enable by default in \"defaultTraits\" instead")

    static let linkageOfNonLibrary = Finding("\"linkage\" only applies to library products", help: "remove it")

    static let packageSourceMissing = Finding(
        "a package dependency has one of \"url\", \"path\" or \"id\"",
        help:
            "write {\"url\": \"https://github.com/apple/swift-log\", \"from\": \"1.5.0\"} or {\"path\": \"../Local\"}")

    static func localPackageRequirement(_ key: String) -> Finding {
        Finding("a local package takes no version requirement", help: "remove \"\(key)\"")
    }

    /// A URL or registry package without exactly one of `keys`; `found` is how many it has.
    static func requirementCount(fromURL: Bool, found: Int, keys: [String]) -> Finding {
        Finding(
            "a package from \(fromURL ? "a URL" : "a registry") needs one version requirement, found \(found)",
            help: "add one of: " + keys.joined(separator: ", ") + " (for example \"from\": \"1.0.0\")")
    }

    static let unversionedRegistryPackage = Finding(
        "a registry package is versioned only", help: "use \"from\", \"exact\" or \"range\"")

    static func invalidSemanticVersion(_ text: String) -> Finding {
        Finding("\"\(text)\" is not a semantic version", help: "write major.minor.patch, such as \"1.2.0\"")
    }

    static func emptyVersionRange(_ lower: String, _ upper: String) -> Finding {
        Finding("the range \(lower)..<\(upper) is empty", help: "\"to\" is excluded and must be above \"from\"")
    }
}
