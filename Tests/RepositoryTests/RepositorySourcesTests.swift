import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeSwiftSource

/// forge reads this repository's own sources as the compiler does: for a sample of them (every tenth file, so
/// the suite stays fast), the imports forge finds compiled on this machine are exactly those
/// `swiftc -frontend -emit-imported-modules` lists, and each position it reports points at the module's name.
@Suite(.offThePool) struct RepositorySourcesTests {
    private func swiftFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift", !url.path.contains("/Fixtures/") { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    private func compilerModules(_ file: URL) throws -> Set<String> {
        let result = try BuiltProducts.runCommand(
            ["swiftc", "-frontend", "-emit-imported-modules", "-swift-version", "6", file.path],
            in: file.deletingLastPathComponent())
        try #require(result.status == 0, "swiftc failed on \(file.path): \(result.errors)")
        return Set(result.output.split(separator: "\n").map(String.init))
    }

    /// The modules forge finds active on this machine; each reported position is checked against the text.
    private func forgeModules(_ file: URL) throws -> Set<String> {
        let bytes = [UInt8](try Data(contentsOf: file))
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let evaluator = ConditionEvaluator(platform: .host, defines: [])
        var modules: Set<String> = []
        for item in SwiftImportScanner().scan(bytes).imports {
            let text = lines[item.location.line - 1].dropFirst(item.location.column - 1)
            #expect(text.hasPrefix(item.module), "\(file.path):\(item.location) does not point at \(item.module)")
            if evaluator.isActive(all: item.conditions) { modules.insert(item.module) }
        }
        return modules
    }

    @Test func aSampleOfTheRepositorysSourcesAgreesWithTheCompiler() throws {
        let root = Fixtures.repositoryRoot
        let files = ["Modules", "Apps", "Tools/Forge", "Tests"].flatMap {
            swiftFiles(in: root.appendingPathComponent($0))
        }
        try #require(files.count > 100)
        for file in files.enumerated().filter({ $0.offset % 10 == 0 }).map(\.element) {
            #expect(try forgeModules(file) == compilerModules(file), "\(file.path)")
        }
    }
}
