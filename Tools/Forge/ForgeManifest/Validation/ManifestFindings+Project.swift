import ForgeDiagnostics
import ForgeSupport

/// What validation finds wrong in `project.json` as a whole, worded once.
extension Finding {
    static func duplicateProduct(_ name: String) -> Finding {
        Finding(
            "duplicate product name \"\(name)\" (SwiftPM rejects duplicates)",
            help: "rename one of them; modules with \"executableName\" build a product of that name")
    }

    static func languageModeNeedsTools6(_ mode: String) -> Finding {
        Finding(
            "\"swiftLanguageMode\" \(mode) needs swift-tools-version 6.0 or later",
            help: "raise \"swiftToolsVersion\", or remove it")
    }

    static func productWithoutTargets(_ product: String) -> Finding {
        Finding("product \"\(product)\" has no targets", help: "list the targets it is built from in \"targets\"")
    }

    static func productNamesUnknownTarget(_ product: String, target: String, known: some Sequence<String>) -> Finding {
        Finding(
            "product \"\(product)\" names the unknown target \"\(target)\"",
            help: Suggestions.didYouMean(target, in: known) ?? "list targets this package declares")
    }

    static func productCannotContain(
        _ type: ProductManifest.ProductType, target: String, of targetType: TargetType
    )
        -> Finding
    {
        Finding(
            "a \(type.rawValue) product cannot contain the \(targetType.rawValue) target \"\(target)\"",
            help: "remove it from the product's targets")
    }

    static func executableProductWithoutExecutable(_ product: String) -> Finding {
        Finding(
            "executable product \"\(product)\" has no executable target",
            help: "list the executable target it is built from")
    }

    static func traitsNeedTools61(declared version: String) -> Finding {
        Finding(
            "traits need swift-tools-version 6.1 or later; the package declares \(version)",
            help: "raise \"swiftToolsVersion\", or remove the traits")
    }

    static func duplicateTrait(_ name: String) -> Finding {
        Finding("duplicate trait \"\(name)\"", help: "remove one")
    }

    static func traitEnablesUnknown(_ trait: String, enabled: String) -> Finding {
        Finding(
            "trait \"\(trait)\" enables the unknown trait \"\(enabled)\"",
            help: "declare \"\(enabled)\" under \"traits\"")
    }

    static func undeclaredDefaultTrait(_ name: String) -> Finding {
        Finding("the default trait \"\(name)\" is not declared", help: "declare it under \"traits\"")
    }

    static func duplicatePackageIdentity(_ identity: String, firstAt: SourceLocation) -> Finding {
        Finding(
            "two package dependencies have the identity \"\(identity)\" (first at \(firstAt))",
            help: "SwiftPM identifies packages by the last part of their URL or path; keep one")
    }

    static func traitConditionNamesUnknown(_ name: String) -> Finding {
        Finding(
            "the trait condition names \"\(name)\", which the package does not declare",
            help: "declare it under \"traits\"")
    }

    static let dependencyTraitsNeedTools61 = Finding(
        "dependency traits need swift-tools-version 6.1 or later",
        help: "raise \"swiftToolsVersion\", or remove \"traits\"")
}
