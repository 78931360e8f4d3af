import ForgeManifest
import ForgeSwiftPM

/// The package: from the top of a dumped package to the model's `project.json`.
extension DumpedPackageConverter {
    /// The package, its products (but executables the targets carry) and dependencies.
    mutating func project(skipping executables: Set<String>) -> ProjectManifest {
        let tools = dump.toolsVersion ?? "5.9"
        let isPatchZero = tools.hasSuffix(".0") && tools.split(separator: ".").count == 3
        if dump.isSystemLibraryPackage {
            problems.append(
                "the package itself declares pkgConfig or providers (a system-library package), which forge cannot express"
            )
        }
        let (traits, defaultTraits) = self.traits()
        return ProjectManifest(
            file: "\(ManifestLoader.folder)/\(ProjectManifest.fileName)", name: Self.unplaced(dump.name),
            swiftToolsVersion: Self.unplaced(isPatchZero ? String(tools.dropLast(2)) : tools),
            platforms: platforms(), defaultLocalization: dump.defaultLocalization, swiftLanguageMode: nil,
            upcomingFeatures: [], experimentalFeatures: [], defines: [],
            swiftLanguageModes: (dump.swiftLanguageVersions ?? []).map(Self.unplaced),
            cLanguageStandard: dump.cLanguageStandard.map(Self.unplaced),
            cxxLanguageStandard: dump.cxxLanguageStandard.map(Self.unplaced), traits: traits,
            defaultTraits: defaultTraits?.map(Self.unplaced),
            products: dump.products.compactMap { product(from: $0, skipping: executables) },
            dependencies: dump.dependencies.compactMap { packageDependency($0) }, testInputs: testInputs())
    }

    /// Said out loud where it matters, so a reader of `project.json` meets the setting: a package with tests
    /// keeps `swift test`'s assumptions (any test may run any executable and read any file no target owns)
    /// until its tests declare their inputs (the default, written).
    private func testInputs() -> TestInputsPolicy? {
        dump.targets.contains { $0.type == "test" } ? .undeclared : nil
    }

    /// Each deployment target by the name manifests use.
    private mutating func platforms() -> [ProjectManifest.Platform] {
        dump.platforms.map { platform in
            if let options = platform.options, !options.isEmpty {
                problems.append(
                    "platform \(platform.platformName) has options \(options), which forge cannot express")
            }
            return ProjectManifest.Platform(
                name: PlatformName.manifestName(
                    dumpName: platform.platformName, known: PlatformName.deploymentPlatforms),
                version: platform.version)
        }
    }

    /// The declared traits, and the ones enabled by default (SwiftPM's `default` trait), when it is declared.
    ///
    /// SwiftPM keeps traits in sets, so dump-package lists them in a different order each run; sorted, the
    /// adopted manifests are the same every time.
    private func traits() -> (traits: [PackageTrait], defaultTraits: [String]?) {
        var traits: [PackageTrait] = []
        var defaultTraits: [String]?
        for trait in dump.traits.sorted(by: { $0.name < $1.name }) {
            let enabled = (trait.enabledTraits ?? []).sorted()
            if trait.name == PackageTrait.defaultName {
                defaultTraits = enabled
                continue
            }
            traits.append(
                PackageTrait(name: Self.unplaced(trait.name), description: trait.description, enabledTraits: enabled))
        }
        return (traits, defaultTraits)
    }

    private mutating func product(
        from product: DumpedPackage.Product, skipping executables: Set<String>
    ) -> ProductManifest? {
        let type: ProductManifest.ProductType
        var linkage = ProductManifest.Linkage.automatic
        switch product.kind {
        case .library(let declared):
            type = .library
            if let declared {
                guard let known = ProductManifest.Linkage(rawValue: declared) else {
                    problems.append("product \(product.name) has the linkage \(declared), which forge cannot express")
                    return nil
                }
                linkage = known
            }
        case .executable:
            if executables.contains(product.name) { return nil }
            type = .executable
        case .plugin:
            type = .plugin
        case .unsupported(let kind):
            problems.append("product \(product.name) has the type [\"\(kind)\"], which forge cannot express")
            return nil
        }
        return ProductManifest(
            name: Self.unplaced(product.name), type: type, linkage: linkage,
            targets: product.targets.map(Self.unplaced))
    }
}
