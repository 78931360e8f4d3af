import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

@testable import ForgeSwiftSource

/// forge reads imports as the compiler does: for every file of a corpus (hand-written files for each grammar
/// case and lexer trap, and generated files; RepositorySourcesTests take a sample of this repository's own),
/// the modules whose imports forge finds compiled on this machine are exactly those `swiftc -frontend -emit-imported-modules` lists, and every
/// position forge reports points at the module name.
@Suite(.offThePool) struct CompilerOracleTests {
    private static let define = "FORGE_ORACLE"

    /// The compiler's answer for one file, in Swift 6 mode with `-D FORGE_ORACLE`.
    private func compilerModules(_ file: URL) throws -> Set<String> {
        let result = try BuiltProducts.runCommand(
            ["swiftc", "-frontend", "-emit-imported-modules", "-swift-version", "6", "-D", Self.define, file.path],
            in: file.deletingLastPathComponent())
        try #require(result.status == 0, "swiftc failed on \(file.lastPathComponent): \(result.errors)")
        return Set(result.output.split(separator: "\n").map(String.init))
    }

    /// forge's answer for the same file and settings, with each position checked against the text.
    private func forgeModules(
        _ file: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws
        -> Set<String>
    {
        let bytes = [UInt8](try Data(contentsOf: file))
        let evaluator = ConditionEvaluator(platform: .host, defines: [Self.define])
        var modules: Set<String> = []
        // Columns are UTF-8 bytes from the line's start, a byte-order mark included, as the compiler counts.
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for item in SwiftImportScanner().scan(bytes).imports {
            let line = String(decoding: lines[item.location.line - 1], as: UTF8.self)
            let text = String(
                decoding: lines[item.location.line - 1].dropFirst(item.location.column - 1), as: UTF8.self)
            #expect(
                text.hasPrefix(item.module) || text.hasPrefix("`\(item.module)`"),
                "\(file.lastPathComponent):\(item.location) does not point at \(item.module): \(line)",
                sourceLocation: sourceLocation)
            if evaluator.isActive(all: item.conditions) { modules.insert(item.module) }
        }
        return modules
    }

    private func swiftFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The corpus is stored as `.swift.txt` (swift-format would sort and hoist its imports); each file is
    /// copied to a `.swift` file for both readers.
    @Test func theHandWrittenCorpusAgreesWithTheCompiler() throws {
        let repository = try TemporaryRepository()
        let corpus = Fixtures.url("Imports", of: "ForgeSwiftSourceTests")
        let names = try FileManager.default.contentsOfDirectory(atPath: corpus.path).filter {
            $0.hasSuffix(".swift.txt")
        }
        try #require(names.count >= 5)
        for name in names {
            try FileManager.default.copyItem(
                at: corpus.appendingPathComponent(name),
                to: repository.root.appendingPathComponent(String(name.dropLast(".txt".count))))
        }
        for file in swiftFiles(in: repository.root) {
            #expect(try forgeModules(file) == compilerModules(file), "\(file.lastPathComponent)")
        }
    }

    @Test func generatedConditionsAgreeWithTheCompiler() throws {
        let repository = try TemporaryRepository()
        var generator = ConditionCorpus(seed: 2026)
        for index in 0..<12 {
            try repository.write("generated-\(index).swift", generator.file(blocks: 25))
        }
        for file in swiftFiles(in: repository.root) {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(try forgeModules(file) == compilerModules(file), "\(text)")
        }
    }

    /// `hasFeature` answers as the compiler does for every feature forge knows.
    @Test func everyKnownFeatureIsAnsweredAsTheCompilerDoes() throws {
        let repository = try TemporaryRepository()
        let names = LanguageFeatures.alwaysOn.sorted() + LanguageFeatures.upcoming.keys.sorted() + ["NotAFeature"]
        try repository.write(
            "features.swift", names.map { "#if hasFeature(\($0))\nimport Has\($0)\n#endif\n" }.joined())
        let file = repository.root.appendingPathComponent("features.swift")
        #expect(try forgeModules(file) == compilerModules(file))
    }

    /// `canImport` answers as the compiler does for every module forge lists for Linux.
    @Test func everyLinuxToolchainModuleIsImportable() throws {
        guard BuildPlatform.host.os == "Linux" else { return }
        let repository = try TemporaryRepository()
        let names = ToolchainModules.linux.sorted()
        try repository.write(
            "modules.swift", names.map { "#if canImport(\($0))\nimport Can\($0)\n#endif\n" }.joined())
        let file = repository.root.appendingPathComponent("modules.swift")
        #expect(try forgeModules(file) == compilerModules(file))
    }
}

/// Random but reproducible `#if` blocks over the atoms whose value differs between machines and settings.
struct ConditionCorpus {
    private var state: UInt64
    private var counter = 0

    init(seed: UInt64) {
        state = seed
    }

    private static let atoms = [
        "os(Linux)", "os(macOS)", "os(Windows)", "arch(x86_64)", "arch(arm64)", "canImport(Glibc)",
        "canImport(Darwin)", "canImport(Foundation)", "swift(>=6.0)", "swift(<5.9)", "compiler(>=6.3)",
        "compiler(<6)", "DEBUG", "FORGE_ORACLE", "hasFeature(StrictConcurrency)", "hasFeature(ExistentialAny)",
        "_endian(big)", "_pointerBitWidth(_64)", "targetEnvironment(simulator)", "true", "false", "$Macros",
    ]

    private mutating func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }

    private mutating func condition(depth: Int = 0) -> String {
        switch depth < 2 ? next(6) : 0 {
        case 1:
            // The compiler rejects `!!x`: a negated negation or operation is parenthesised.
            let inner = condition(depth: depth + 1)
            return inner.hasPrefix("!") || inner.contains(" ") ? "!(\(inner))" : "!" + inner
        case 2: return "(\(condition(depth: depth + 1)) && \(condition(depth: depth + 1)))"
        case 3: return "\(condition(depth: depth + 1)) || \(condition(depth: depth + 1))"
        default: return Self.atoms[next(Self.atoms.count)]
        }
    }

    private mutating func block(depth: Int) -> String {
        var text = "#if \(condition())\n\(body(depth: depth))"
        for _ in 0..<next(3) { text += "#elseif \(condition())\n\(body(depth: depth))" }
        if next(2) == 0 { text += "#else\n\(body(depth: depth))" }
        return text + "#endif\n"
    }

    private mutating func body(depth: Int) -> String {
        counter += 1
        var text = "import Module\(counter)\n"
        if depth < 2, next(4) == 0 { text += block(depth: depth + 1) }
        return text
    }

    mutating func file(blocks: Int) -> String {
        (0..<blocks).map { _ in block(depth: 0) }.joined()
    }
}
