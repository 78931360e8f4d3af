import ForgeDiagnostics
import ForgeJSON
import ForgeManifest

extension ManifestFix.Dependency {
    /// A target of the package, on every platform.
    package static func target(_ name: String) -> Self {
        Self(name: name, package: nil, isProduct: false, platforms: [])
    }

    /// A product of `package`, on every platform.
    package static func product(_ name: String, package: String?) -> Self {
        Self(name: name, package: package, isProduct: true, platforms: [])
    }

    /// The entry as the manifest model holds it: by name on every platform, else a target or a product with
    /// `"condition": {"platforms": [...]}`.
    var entry: TargetDependency {
        let reference: TargetDependency.Reference =
            isProduct
            ? .product(name: name, package: package, moduleAliases: [:])
            : platforms.isEmpty ? .byName(name) : .target(name)
        return TargetDependency(
            reference: reference, condition: platforms.isEmpty ? nil : BuildCondition(platforms: platforms),
            location: SourceLocation(line: 1, column: 1), jsonPath: "$")
    }

    /// The entry on one line, written as `forge adopt` and the manifest model write it: `"Core"`,
    /// `{ "product": "Logging", "package": "swift-log" }`.
    package var json: String { ManifestWriter.json(entry).inlineText() }

    /// The same dependency wherever either is needed: on every platform when either is.
    package func merged(with other: Self) -> Self {
        var merged = self
        merged.platforms =
            platforms.isEmpty || other.platforms.isEmpty
            ? [] : platforms + other.platforms.filter { !platforms.contains($0) }
        return merged
    }

    /// What identifies the dependency, whatever its platforms.
    package var identity: String { "\(isProduct ? "product" : "target") \(name) \(package ?? "")" }
}
