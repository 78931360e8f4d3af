import ForgeJSON
import ForgeManifest
import ForgeSwiftPM

/// The package: from the top of a dumped package to `Manifest/project.json`.
extension DumpedPackageConverter {
    /// `Manifest/project.json`: the package, its products (but executables the targets carry) and dependencies.
    mutating func project(skipping executables: Set<String>) -> ManifestJSON {
        var members: [(String, ManifestJSON)] = [("name", .string(dump.name))]
        let tools = dump.toolsVersion ?? "5.9"
        let isPatchZero = tools.hasSuffix(".0") && tools.split(separator: ".").count == 3
        members.append(("swiftToolsVersion", .string(isPatchZero ? String(tools.dropLast(2)) : tools)))
        if let localization = dump.defaultLocalization {
            members.append(("defaultLocalization", .string(localization)))
        }
        let platforms = platforms()
        if !platforms.isEmpty { members.append(("platforms", .object(platforms))) }
        if let modes = dump.swiftLanguageVersions, !modes.isEmpty {
            members.append(("swiftLanguageModes", .strings(modes)))
        }
        if let standard = dump.cLanguageStandard { members.append(("cLanguageStandard", .string(standard))) }
        if let standard = dump.cxxLanguageStandard { members.append(("cxxLanguageStandard", .string(standard))) }
        let (traits, defaultTraits) = self.traits()
        if let defaultTraits { members.append(("defaultTraits", .strings(defaultTraits))) }
        if !traits.isEmpty { members.append(("traits", .array(traits))) }
        let productList = dump.products.compactMap { product(from: $0, skipping: executables) }
        if !productList.isEmpty { members.append(("products", .array(productList))) }
        let dependencies = dump.dependencies.compactMap { packageDependency($0) }
        if !dependencies.isEmpty { members.append(("dependencies", .array(dependencies))) }
        if dump.isSystemLibraryPackage {
            problems.append(
                "the package itself declares pkgConfig or providers (a system-library package), which forge cannot express"
            )
        }
        return .object(members)
    }

    /// `platforms`: each deployment target by the name manifests use.
    private mutating func platforms() -> [(String, ManifestJSON)] {
        dump.platforms.map { platform in
            if let options = platform.options, !options.isEmpty {
                problems.append(
                    "platform \(platform.platformName) has options \(options), which forge cannot express")
            }
            return (
                PlatformName.manifestName(dumpName: platform.platformName, known: PlatformName.deploymentPlatforms),
                .string(platform.version)
            )
        }
    }

    /// The declared traits, and the ones enabled by default (SwiftPM's `default` trait), when it is declared.
    ///
    /// SwiftPM keeps traits in sets, so dump-package lists them in a different order each run; sorted, the
    /// adopted manifests are the same every time.
    private func traits() -> (traits: [ManifestJSON], defaultTraits: [String]?) {
        var traits: [ManifestJSON] = []
        var defaultTraits: [String]?
        for trait in dump.traits.sorted(by: { $0.name < $1.name }) {
            let enabled = (trait.enabledTraits ?? []).sorted()
            if trait.name == PackageTrait.defaultName {
                defaultTraits = enabled
                continue
            }
            var object: [(String, ManifestJSON)] = [("name", .string(trait.name))]
            if let description = trait.description { object.append(("description", .string(description))) }
            if !enabled.isEmpty { object.append(("enabledTraits", .strings(enabled))) }
            traits.append(.object(object))
        }
        return (traits, defaultTraits)
    }

    private mutating func product(
        from product: DumpedPackage.Product, skipping executables: Set<String>
    ) -> ManifestJSON? {
        var members: [(String, ManifestJSON)] = [("name", .string(product.name))]
        switch product.kind {
        case .library(let linkage):
            members.append(("type", .string("library")))
            if let linkage, linkage != "automatic" { members.append(("linkage", .string(linkage))) }
        case .executable:
            if executables.contains(product.name) { return nil }
            members.append(("type", .string("executable")))
        case .plugin:
            members.append(("type", .string("plugin")))
        case .unsupported(let kind):
            problems.append("product \(product.name) has the type [\"\(kind)\"], which forge cannot express")
            return nil
        }
        members.append(("targets", .strings(product.targets)))
        return .object(members)
    }
}
