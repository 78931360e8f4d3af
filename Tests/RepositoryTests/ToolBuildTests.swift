import ForgeTestSupport
import Foundation
import ProcessRunner
import Testing

@testable import ForgeManifest

/// `make tool` compiles forge's modules with swiftc, without SwiftPM, so that forge builds when `Package.swift`
/// is broken. Its module list must stay the graph `Manifest/Tools/` declares, or an incremental build would
/// miss a dependency's change.
@Suite struct ToolBuildTests {
    /// `FORGE_MODULES` and each `FORGE_DEPS_<Module>` of the file the Makefile includes (written by
    /// `forge graph --format make`), continuation lines joined.
    private func makefileModules() throws -> (order: [String], dependencies: [String: Set<String>]) {
        let makefile = try String(
            contentsOf: Fixtures.repositoryRoot.appendingPathComponent("Makefile"), encoding: .utf8)
        try #require(makefile.contains("include $(FORGE_MODULES_FILE)"), "the Makefile no longer includes the list")
        let url = Fixtures.repositoryRoot.appendingPathComponent("Tools/Forge/modules.mk")
        let text = try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: "\\\n", with: " ")
        var order: [String] = []
        var dependencies: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard parts.count >= 2, parts[1] == ":=" else { continue }
            if parts[0] == "FORGE_MODULES" { order = Array(parts[2...]) }
            if parts[0].hasPrefix("FORGE_DEPS_") {
                dependencies[String(parts[0].dropFirst("FORGE_DEPS_".count))] = Set(parts[2...])
            }
        }
        return (order, dependencies)
    }

    /// forge's library modules and the core modules they use, with their declared dependencies.
    private func manifestModules() throws -> [String: Set<String>] {
        let manifests = try #require(ValidatedManifests(root: Fixtures.repositoryRoot).manifests)
        let byName = Dictionary(uniqueKeysWithValues: manifests.modules.map { ($0.targetName, $0) })
        var result: [String: Set<String>] = [:]
        var queue = manifests.modules.filter { $0.kind == .tool && $0.type != .executable }
        while let module = queue.popLast() {
            guard result[module.targetName] == nil else { continue }
            result[module.targetName] = Set(module.dependencies.map(\.value))
            queue += module.dependencies.compactMap { byName[$0.value] }
        }
        return result
    }

    @Test func makefileCompilesTheModulesTheManifestsDeclare() throws {
        let makefile = try makefileModules()
        let manifests = try manifestModules()
        #expect(Set(makefile.order) == Set(manifests.keys))
        for (module, dependencies) in manifests {
            #expect(makefile.dependencies[module, default: []] == dependencies, "FORGE_DEPS_\(module)")
        }
    }

    @Test func makefileListsEachModuleAfterItsDependencies() throws {
        let makefile = try makefileModules()
        for (position, module) in makefile.order.enumerated() {
            let earlier = Set(makefile.order[..<position])
            let missing = makefile.dependencies[module, default: []].subtracting(earlier)
            #expect(missing.isEmpty, "\(module) comes before \(missing.sorted())")
        }
    }
}
