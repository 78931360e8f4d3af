import ForgeJSON

/// A dependency as a manifest writes it: a target of the package (`"Core"`) or a product of a package
/// (`{"product": "Logging", "package": "swift-log"}`).
enum DependencyEntry: Equatable {
    case target(String)
    case product(String, package: String?)

    /// The entry's JSON text; with `platforms`, as an object with a platform condition.
    func json(platforms: [String] = []) -> String {
        let condition =
            platforms.isEmpty
            ? ""
            : ", \"condition\": {\"platforms\": [" + platforms.map(ManifestJSON.quoted).joined(separator: ", ") + "]}"
        switch self {
        case .target(let name) where platforms.isEmpty: return ManifestJSON.quoted(name)
        case .target(let name): return "{\"target\": \(ManifestJSON.quoted(name))\(condition)}"
        case .product(let name, let package):
            let packagePart = package.map { ", \"package\": \(ManifestJSON.quoted($0))" } ?? ""
            return "{\"product\": \(ManifestJSON.quoted(name))\(packagePart)\(condition)}"
        }
    }
}
