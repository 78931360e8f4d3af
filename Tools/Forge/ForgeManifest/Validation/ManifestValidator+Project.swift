import ForgeDiagnostics
import ForgeJSON
import ForgeSupport

/// Checks of `project.json` as a whole: its products, traits, package dependencies and language mode.
extension ManifestValidator {
    /// Products, traits and package dependencies of `project.json`.
    func checkProject(targets: [String: DeclaredTarget]) {
        var productNames = Set(manifests.modules.compactMap(\.executableProductName))
        for product in manifests.project.products {
            if !productNames.insert(product.name.value).inserted {
                reportProject(
                    product.name, "duplicate product name \"\(product.name.value)\" (SwiftPM rejects duplicates)",
                    help: "rename one of them; modules with \"executableName\" build a product of that name")
            }
            checkProduct(product, targets: targets)
        }
        let traitNames = checkTraits()
        checkPackageDependencies(traitNames: traitNames)
        let project = manifests.project
        if let mode = project.swiftLanguageMode, project.toolsVersion < ToolsVersion(6, 0) {
            reportProject(
                nil, "$.swiftLanguageMode", "\"swiftLanguageMode\" \(mode) needs swift-tools-version 6.0 or later",
                help: "raise \"swiftToolsVersion\", or remove it")
        }
    }

    private func reportProject(_ location: SourceLocation?, _ jsonPath: String?, _ message: String, help: String) {
        diagnostics.emit(
            Diagnostic(
                file: manifests.project.file, location: location, jsonPath: jsonPath, message: message, help: help))
    }

    private func reportProject(_ value: some DiagnosticPosition, _ message: String, help: String) {
        reportProject(value.location, value.jsonPath, message, help: help)
    }

    /// A product has targets, each declared and of a type its product type can hold.
    private func checkProduct(_ product: ProductManifest, targets: [String: DeclaredTarget]) {
        if product.targets.isEmpty {
            reportProject(
                product.name, "product \"\(product.name.value)\" has no targets",
                help: "list the targets it is built from in \"targets\"")
        }
        for name in product.targets {
            guard let declared = targets[name.value] else {
                reportProject(
                    name, "product \"\(product.name.value)\" names the unknown target \"\(name.value)\"",
                    help: Suggestions.didYouMean(name.value, in: targets.keys) ?? "list targets this package declares")
                continue
            }
            let type = declared.target.type
            if !product.type.canContain(type) {
                reportProject(
                    name,
                    "a \(product.type.rawValue) product cannot contain the \(type.rawValue) target \"\(name.value)\"",
                    help: "remove it from the product's targets")
            }
        }
        // Before tools 5.4 an executable is a regular target with a main.swift.
        if product.type == .executable, manifests.project.toolsVersion >= ToolsVersion(5, 4),
            !product.targets.contains(where: { targets[$0.value]?.target.type == .executable })
        {
            reportProject(
                product.name, "executable product \"\(product.name.value)\" has no executable target",
                help: "list the executable target it is built from")
        }
    }

    /// Traits need tools 6.1, are declared once, and enable only declared traits; returns their names.
    private func checkTraits() -> Set<String> {
        let project = manifests.project
        if !project.traits.isEmpty || project.defaultTraits != nil, project.toolsVersion < ToolsVersion(6, 1) {
            reportProject(
                nil, "$.traits",
                "traits need swift-tools-version 6.1 or later; the package declares \(project.swiftToolsVersion.value)",
                help: "raise \"swiftToolsVersion\", or remove the traits")
        }
        var traitNames = Set<String>()
        for trait in project.traits where !traitNames.insert(trait.name.value).inserted {
            reportProject(trait.name, "duplicate trait \"\(trait.name.value)\"", help: "remove one")
        }
        for trait in project.traits {
            for enabled in trait.enabledTraits where !traitNames.contains(enabled) {
                reportProject(
                    trait.name, "trait \"\(trait.name.value)\" enables the unknown trait \"\(enabled)\"",
                    help: "declare \"\(enabled)\" under \"traits\"")
            }
        }
        for name in project.defaultTraits ?? [] where !traitNames.contains(name.value) {
            reportProject(
                name, "the default trait \"\(name.value)\" is not declared", help: "declare it under \"traits\"")
        }
        return traitNames
    }

    /// Package identities are unique; dependency traits need tools 6.1 and name declared traits.
    private func checkPackageDependencies(traitNames: Set<String>) {
        var identities: [String: PackageDependency] = [:]
        for dependency in manifests.project.dependencies {
            if let first = identities[dependency.identity] {
                reportProject(
                    dependency,
                    "two package dependencies have the identity \"\(dependency.identity)\" (first at \(first.location))",
                    help: "SwiftPM identifies packages by the last part of their URL or path; keep one")
            }
            identities[dependency.identity] = dependency
            for trait in dependency.traits ?? [] {
                for name in trait.whenTraits where !traitNames.contains(name) {
                    reportProject(
                        dependency, "the trait condition names \"\(name)\", which the package does not declare",
                        help: "declare it under \"traits\"")
                }
            }
            if dependency.traits != nil, manifests.project.toolsVersion < ToolsVersion(6, 1) {
                reportProject(
                    dependency, "dependency traits need swift-tools-version 6.1 or later",
                    help: "raise \"swiftToolsVersion\", or remove \"traits\"")
            }
        }
    }
}
