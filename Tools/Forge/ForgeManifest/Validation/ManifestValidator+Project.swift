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
                reportProject(product.name, .duplicateProduct(product.name.value))
            }
            checkProduct(product, targets: targets)
        }
        let traitNames = checkTraits()
        checkPackageDependencies(traitNames: traitNames)
        let project = manifests.project
        if let mode = project.swiftLanguageMode, project.toolsVersion < ToolsVersion(6, 0) {
            reportProject(nil, "$.swiftLanguageMode", .languageModeNeedsTools6(mode))
        }
    }

    private func reportProject(_ location: SourceLocation?, _ jsonPath: String?, _ finding: Finding) {
        diagnostics.emit(finding, file: manifests.project.file, location: location, jsonPath: jsonPath)
    }

    private func reportProject(_ value: some DiagnosticPosition, _ finding: Finding) {
        reportProject(value.location, value.jsonPath, finding)
    }

    /// A product has targets, each declared and of a type its product type can hold.
    private func checkProduct(_ product: ProductManifest, targets: [String: DeclaredTarget]) {
        if product.targets.isEmpty {
            reportProject(product.name, .productWithoutTargets(product.name.value))
        }
        for name in product.targets {
            guard let declared = targets[name.value] else {
                reportProject(
                    name, .productNamesUnknownTarget(product.name.value, target: name.value, known: targets.keys))
                continue
            }
            let type = declared.target.type
            if !product.type.canContain(type) {
                reportProject(name, .productCannotContain(product.type, target: name.value, of: type))
            }
        }
        // Before tools 5.4 an executable is a regular target with a main.swift.
        if product.type == .executable, manifests.project.toolsVersion >= ToolsVersion(5, 4),
            !product.targets.contains(where: { targets[$0.value]?.target.type == .executable })
        {
            reportProject(product.name, .executableProductWithoutExecutable(product.name.value))
        }
    }

    /// Traits need tools 6.1, are declared once, and enable only declared traits; returns their names.
    private func checkTraits() -> Set<String> {
        let project = manifests.project
        if !project.traits.isEmpty || project.defaultTraits != nil, project.toolsVersion < ToolsVersion(6, 1) {
            reportProject(nil, "$.traits", .traitsNeedTools61(declared: project.swiftToolsVersion.value))
        }
        var traitNames = Set<String>()
        for trait in project.traits where !traitNames.insert(trait.name.value).inserted {
            reportProject(trait.name, .duplicateTrait(trait.name.value))
        }
        for trait in project.traits {
            for enabled in trait.enabledTraits where !traitNames.contains(enabled) {
                reportProject(trait.name, .traitEnablesUnknown(trait.name.value, enabled: enabled))
            }
        }
        for name in project.defaultTraits ?? [] where !traitNames.contains(name.value) {
            reportProject(name, .undeclaredDefaultTrait(name.value))
        }
        return traitNames
    }

    /// Package identities are unique; dependency traits need tools 6.1 and name declared traits.
    private func checkPackageDependencies(traitNames: Set<String>) {
        var identities: [String: PackageDependency] = [:]
        for dependency in manifests.project.dependencies {
            if let first = identities[dependency.identity] {
                reportProject(dependency, .duplicatePackageIdentity(dependency.identity, firstAt: first.location))
            }
            identities[dependency.identity] = dependency
            for trait in dependency.traits ?? [] {
                for name in trait.whenTraits where !traitNames.contains(name) {
                    reportProject(dependency, .traitConditionNamesUnknown(name))
                }
            }
            if dependency.traits != nil, manifests.project.toolsVersion < ToolsVersion(6, 1) {
                reportProject(dependency, .dependencyTraitsNeedTools61)
            }
        }
    }
}
