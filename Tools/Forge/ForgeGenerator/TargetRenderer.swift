import ForgeManifest
import ForgeSupport

/// Renders one target declaration (`.target(...)`, `.testTarget(...)`, `.plugin(...)`, ...) with its
/// arguments in `PackageDescription`'s order, one per line.
struct TargetRenderer: Sendable {
    /// The shared Swift settings (`let swiftSettings`), which every Swift-compiling target starts from.
    let sharedSwiftSettings: [String]

    private static let indent = "    "

    func block(for target: TargetManifest) -> String {
        var fields = ["name: \(SwiftLiteral.string(target.targetName))"]
        let type = target.type
        if type == .plugin, let capability = target.capability { fields.append("capability: \(capability.expression)") }
        if type.allowedKeys.contains("dependencies") { fields += list("dependencies", dependencies(of: target)) }
        if target.rendersPath { fields.append("path: \(SwiftLiteral.string(target.path.value))") }
        if type == .binary, let url = target.url {
            fields.append("url: \(SwiftLiteral.string(url.value))")
            fields.append("checksum: \(SwiftLiteral.string(target.checksum ?? ""))")
        }
        fields += list("exclude", target.exclude.map { SwiftLiteral.string($0.value) })
        if let sources = target.sources {
            fields.append("sources: " + listValue(sources.map { SwiftLiteral.string($0.value) }))
        }
        fields += list("resources", target.resources.map(\.expression))
        if let headers = target.publicHeadersPath {
            fields.append("publicHeadersPath: \(SwiftLiteral.string(headers.value))")
        }
        if let pkgConfig = target.pkgConfig { fields.append("pkgConfig: \(SwiftLiteral.string(pkgConfig))") }
        fields += list(
            "providers", target.providers.map { ".\($0.manager)(\(SwiftLiteral.stringArray($0.packages)))" })
        if let access = target.packageAccess { fields.append("packageAccess: \(access)") }
        for tool in BuildSetting.Tool.allCases
        where type.allowedKeys.contains(tool.key) || (tool == .swift && type.compilesSwift) {
            fields += settings(tool, of: target)
        }
        fields += list("plugins", target.plugins.map(plugin))
        let inner = Self.indent + Self.indent + Self.indent
        return "\(Self.indent)\(Self.indent).\(type.function)(\n" + fields.map { inner + $0 }.joined(separator: ",\n")
            + "\n\(Self.indent)\(Self.indent)),\n"
    }

    /// The host of a test target first, then the rest sorted by name, so list order in a manifest never matters.
    private func dependencies(of target: TargetManifest) -> [String] {
        let sorted = target.dependencies.map { (key: sortKey($0), text: expression($0)) }
            .sorted { ($0.key, $0.text) < ($1.key, $1.text) }
            .map(\.text)
        return (target.host.map { [SwiftLiteral.string($0.value)] } ?? []) + sorted
    }

    private func sortKey(_ dependency: TargetDependency) -> String {
        switch dependency.reference {
        case .byName(let name), .target(let name), .product(let name, _, _): name
        }
    }

    private func expression(_ dependency: TargetDependency) -> String {
        let condition = dependency.condition.map { ", condition: \($0.expression)" } ?? ""
        switch dependency.reference {
        case .byName(let name):
            return condition.isEmpty
                ? SwiftLiteral.string(name) : ".byName(name: \(SwiftLiteral.string(name))\(condition))"
        case .target(let name):
            return ".target(name: \(SwiftLiteral.string(name))\(condition))"
        case .product(let name, let package, let aliases):
            var text = ".product(name: \(SwiftLiteral.string(name))"
            if let package { text += ", package: \(SwiftLiteral.string(package))" }
            if !aliases.isEmpty {
                let pairs = aliases.sorted { $0.key < $1.key }
                text +=
                    ", moduleAliases: ["
                    + pairs.map { "\(SwiftLiteral.string($0.key)): \(SwiftLiteral.string($0.value))" }
                    .joined(separator: ", ") + "]"
            }
            return text + condition + ")"
        }
    }

    private func plugin(_ usage: PluginUsage) -> String {
        guard let package = usage.package else { return ".plugin(name: \(SwiftLiteral.string(usage.name)))" }
        return ".plugin(name: \(SwiftLiteral.string(usage.name)), package: \(SwiftLiteral.string(package)))"
    }

    /// `swiftSettings: swiftSettings + [...]` when the target adds to the shared settings.
    private func settings(_ tool: BuildSetting.Tool, of target: TargetManifest) -> [String] {
        let own = target.settings(for: tool).map(\.expression)
        let shared = tool == .swift && target.type.compilesSwift && !sharedSwiftSettings.isEmpty
        switch (shared, own.isEmpty) {
        case (true, true): return ["swiftSettings: swiftSettings"]
        case (true, false): return ["swiftSettings: swiftSettings + " + listValue(own)]
        case (false, false): return ["\(tool.key): " + listValue(own)]
        case (false, true): return []
        }
    }

    private func list(_ label: String, _ items: [String]) -> [String] {
        items.isEmpty ? [] : ["\(label): " + listValue(items)]
    }

    private func listValue(_ items: [String]) -> String {
        guard !items.isEmpty else { return "[]" }
        let inner = String(repeating: Self.indent, count: 4)
        let closing = String(repeating: Self.indent, count: 3)
        return "[\n" + items.map { "\(inner)\($0),\n" }.joined() + "\(closing)]"
    }
}
