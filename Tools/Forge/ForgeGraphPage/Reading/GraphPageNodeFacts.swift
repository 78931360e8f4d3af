import ForgeGraph
import ForgeManifest
import ForgeSupport
import Foundation

/// What the page shows of each node besides the graph's own fields, read from the manifests and the folders:
/// the folder, its lines of Swift, its group, its card and its test targets.
struct GraphPageNodeFacts {
    /// Each module's and test target's manifest, and the module it belongs to.
    private let targets: [String: (target: TargetManifest, module: ModuleManifest)]
    private let rootPath: String

    init(manifests: ManifestSet, rootPath: String) {
        var targets: [String: (target: TargetManifest, module: ModuleManifest)] = [:]
        for module in manifests.modules {
            for target in module.allTargets where targets[target.targetName] == nil {
                targets[target.targetName] = (target, module)
            }
        }
        self.targets = targets
        self.rootPath = rootPath
    }

    /// `node` with its facts.
    func node(_ node: ModuleGraph.Node) -> GraphPageNode {
        let found = targets[node.id]
        let path = found?.target.path.value ?? ""
        let card = path.isEmpty ? nil : ModuleCardReader(rootPath: rootPath).card(of: node.id, folder: path)
        return GraphPageNode(
            id: node.id, kind: node.kind, feature: node.feature, layer: node.layer, path: path,
            lines: found.map { Self.linesOfSwift(in: $0.target, rootPath: rootPath) } ?? 0,
            group: Self.group(of: node, module: found?.module),
            card: card?.text, cardSource: card?.source,
            tests: found.map {
                $0.target.targetName == $0.module.targetName ? $0.module.testTargets.map(\.targetName) : []
            } ?? [])
    }

    /// The band a node is drawn in: by layer for a feature's module, by kind otherwise; test targets and test
    /// support with the tests.
    static func group(of node: ModuleGraph.Node, module: ModuleManifest?) -> String {
        if node.kind == "test" { return "Tests" }
        switch module?.kind {
        case .core: return "Core"
        case .feature: return "Features/" + (node.layer ?? "other")
        case .app: return "App"
        case .tool: return "Tools"
        case .testSupport: return "Tests"
        case nil: return module?.type == .test ? "Tests" : "Other"
        }
    }

    /// The lines of the Swift files SwiftPM compiles in `target`'s folder.
    static func linesOfSwift(in target: TargetManifest, rootPath: String) -> Int {
        TargetSources(target).files(rootPath: rootPath, suffix: ".swift").reduce(0) { total, file in
            guard file.kind == .compiled, !file.bytes.isEmpty else { return total }
            let newlines = file.bytes.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
            return total + newlines + (file.bytes.last == UInt8(ascii: "\n") ? 0 : 1)
        }
    }
}
