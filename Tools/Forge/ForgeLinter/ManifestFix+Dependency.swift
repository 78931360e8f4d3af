import ForgeDiagnostics
import ForgeJSON

extension ManifestFix.Dependency {
    /// A target of the package, on every platform.
    package static func target(_ name: String) -> Self {
        Self(name: name, package: nil, isProduct: false, platforms: [])
    }

    /// A product of `package`, on every platform.
    package static func product(_ name: String, package: String?) -> Self {
        Self(name: name, package: package, isProduct: true, platforms: [])
    }

    /// The entry as a manifest writes it: `"Core"`, `{"product": "Logging", "package": "swift-log"}`, with
    /// `"condition": {"platforms": [...]}` when it is for some platforms only.
    package var json: String {
        let condition =
            platforms.isEmpty
            ? ""
            : ", \"condition\": {\"platforms\": [" + platforms.map(ManifestJSON.quoted).joined(separator: ", ") + "]}"
        guard isProduct else {
            return platforms.isEmpty
                ? ManifestJSON.quoted(name) : "{\"target\": \(ManifestJSON.quoted(name))\(condition)}"
        }
        let packagePart = package.map { ", \"package\": \(ManifestJSON.quoted($0))" } ?? ""
        return "{\"product\": \(ManifestJSON.quoted(name))\(packagePart)\(condition)}"
    }

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
