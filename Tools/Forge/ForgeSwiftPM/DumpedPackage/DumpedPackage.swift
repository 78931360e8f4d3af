import Foundation

/// What `swift package dump-package` says a package is, as typed values: SwiftPM's own evaluation of
/// `Package.swift`, read once here for every command that needs it (adopt converts it, lint asks which modules
/// a dependency's products provide).
///
/// Shapes forge has no word for are kept by name (an `unsupported` case, a kind string) rather than failing the
/// read, so a caller can say exactly what it cannot express.
package struct DumpedPackage: Decodable, Sendable {
    package let name: String
    /// The swift-tools-version as SwiftPM read it (`6.0.0`), when the dump states it.
    package let toolsVersion: String?
    package let defaultLocalization: String?
    package let platforms: [Platform]
    package let swiftLanguageVersions: [String]?
    package let cLanguageStandard: String?
    package let cxxLanguageStandard: String?
    /// Declared traits, in the order SwiftPM printed them (it keeps them in a set).
    package let traits: [Trait]
    package let products: [Product]
    package let dependencies: [Dependency]
    package let targets: [Target]
    /// Whether the package itself declares `pkgConfig` or `providers`: a system-library package.
    package let isSystemLibraryPackage: Bool

    /// A deployment target: `{"platformName": "macos", "version": "13.0", "options": []}`.
    package struct Platform: Decodable, Sendable {
        package let platformName: String
        package let version: String
        package let options: [String]?
    }

    /// A declared trait and the traits it enables.
    package struct Trait: Decodable, Sendable {
        package let name: String
        package let description: String?
        package let enabledTraits: [String]?
    }

    private enum CodingKeys: String, CodingKey {
        case name, toolsVersion, defaultLocalization, platforms, swiftLanguageVersions, cLanguageStandard
        case cxxLanguageStandard, traits, products, dependencies, targets, pkgConfig, providers
    }

    private struct ToolsVersion: Decodable {
        let _version: String?
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        toolsVersion = try container.decodeIfPresent(ToolsVersion.self, forKey: .toolsVersion)?._version
        defaultLocalization = try container.decodeIfPresent(String.self, forKey: .defaultLocalization)
        platforms = try container.decodeIfPresent([Platform].self, forKey: .platforms) ?? []
        swiftLanguageVersions = try container.decodeIfPresent([String].self, forKey: .swiftLanguageVersions)
        cLanguageStandard = try container.decodeIfPresent(String.self, forKey: .cLanguageStandard)
        cxxLanguageStandard = try container.decodeIfPresent(String.self, forKey: .cxxLanguageStandard)
        traits = try container.decodeIfPresent([Trait].self, forKey: .traits) ?? []
        products = try container.decodeIfPresent([Product].self, forKey: .products) ?? []
        dependencies = try container.decodeIfPresent([Dependency].self, forKey: .dependencies) ?? []
        targets = try container.decodeIfPresent([Target].self, forKey: .targets) ?? []
        isSystemLibraryPackage =
            try Self.isStated(.pkgConfig, in: container) || Self.isStated(.providers, in: container)
    }

    private static func isStated(_ key: CodingKeys, in container: KeyedDecodingContainer<CodingKeys>) throws -> Bool {
        try container.contains(key) && !container.decodeNil(forKey: key)
    }

    /// Decodes `dump-package`'s output.
    package init(json: Data) throws(DumpPackage.Failure) {
        do {
            self = try JSONDecoder().decode(DumpedPackage.self, from: json)
        } catch let DecodingError.dataCorrupted(context) {
            throw Self.unreadable(context)
        } catch let DecodingError.keyNotFound(key, context) {
            throw Self.unreadable(context, detail: "the key \(key.stringValue) is missing")
        } catch let DecodingError.typeMismatch(_, context) {
            throw Self.unreadable(context)
        } catch let DecodingError.valueNotFound(_, context) {
            throw Self.unreadable(context, detail: "a value is missing")
        } catch {
            throw DumpPackage.Failure(message: "cannot read what swift package dump-package printed: \(error)")
        }
    }

    private static func unreadable(_ context: DecodingError.Context, detail: String? = nil) -> DumpPackage.Failure {
        let path =
            "$"
            + context.codingPath.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
            .joined()
        return DumpPackage.Failure(
            message:
                "swift package dump-package printed a package forge cannot read at \(path): \(detail ?? context.debugDescription); "
                + "a toolchain newer than this forge may print a new shape: update forge, or report it with `swift --version`"
        )
    }
}
