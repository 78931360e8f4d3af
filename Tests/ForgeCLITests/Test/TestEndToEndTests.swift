import ForgeSupport
import ForgeTestSupport
import Foundation
import OffThePool
import ProcessRunner
import Testing

/// The built `forge` in an environment of its own: what only a process can show (the variables and the `swift`
/// it starts with), and that a declared variable's value is never printed, in any format, nor stored.
@Suite(.offThePool) struct TestEndToEndTests {
    /// A test that reads `PROBE_MODE`, which its manifest declares, and expects `UNDECLARED` never to reach it.
    private static let probe = #"""
        import Core
        import Foundation
        import Testing

        @Test func probe() { #expect(ProcessInfo.processInfo.environment["PROBE_MODE"] != "fail") }
        @Test func onlyDeclaredVariablesArrive() {
            #expect(ProcessInfo.processInfo.environment["UNDECLARED"] == nil)
            #expect(ProcessInfo.processInfo.environment["TZ"] == "UTC")
        }
        """#

    @Test func aDeclaredVariableIsAnInputWhoseValueIsNeverShownOrStored() throws {
        let package = try TemporaryRepository.withProject(
            #"{ "name": "Sample", "swiftToolsVersion": "6.0", "swiftLanguageMode": "6", "testInputs": "declared" }"#)
        try package.write(
            "Manifest/Core.json", #"{ "name": "Core", "tests": { "inputs": { "environment": ["PROBE_MODE"] } } }"#)
        try package.write("Sources/Core/Core.swift", "public let core = 1\n")
        try package.write("Tests/CoreTests/CoreTests.swift", Self.probe)
        try #require(package.forge("generate").code == .success)
        func forge(_ arguments: [String], _ variables: [String: String]) throws -> BuiltProducts.Result {
            let environment = ProcessInfo.processInfo.environment.merging(variables) { $1 }
            return try BuiltProducts.run("forge", arguments, in: package.root, environment: environment)
        }
        let first = try forge(["test"], ["UNDECLARED": "x", "TZ": "Pacific/Auckland"])
        #expect(first.status == 0, "\(first.output)\(first.errors)")

        // The case as a user meets it: the pass must not hide what the variable now makes fail.
        let failing = try forge(["test"], ["PROBE_MODE": "fail"])
        #expect(failing.status == 1, "\(failing.output)")
        #expect(failing.output.contains("the environment variable PROBE_MODE changed"), "\(failing.output)")
        let warm = try forge(["test"], ["PROBE_MODE": "fail"])
        #expect(warm.status == 1 && warm.output.contains("failed CoreTests"), "a warm store changed the verdict")

        let secret = "s3cr3t-\(UUID().uuidString)"
        let runs = [
            try forge(["test"], ["PROBE_MODE": secret]),
            try forge(["hash", "--explain", "CoreTests"], ["PROBE_MODE": secret]),
            try forge(["hash", "--explain", "--format", "json"], ["PROBE_MODE": secret]),
            try forge(["test", "--dry-run", "--format", "json"], ["PROBE_MODE": secret]),
        ]
        #expect(runs[0].status == 0, "\(runs[0].output)\(runs[0].errors)")
        for run in runs { #expect(!(run.output + run.errors).contains(secret)) }
        let kept = FileSystem.files(under: package.root.appendingPathComponent(".build/forge").path).filter {
            !$0.hasPrefix("selected/")
        }
        #expect(!kept.isEmpty)
        for file in kept {
            let bytes = FileSystem.bytes(at: package.root.appendingPathComponent(".build/forge/\(file)").path) ?? []
            #expect(!String(decoding: bytes, as: UTF8.self).contains(secret), "\(file) holds the secret")
        }
    }

    @Test func aToolchainEarlierOnPathChangesEveryHash() throws {
        let package = try TemporaryRepository.withProject()
        try package.write("Manifest/Core.json", #"{ "name": "Core", "tests": true }"#)
        try package.write("Sources/Core/Core.swift", "public let core = 1\n")
        try package.write("Tests/CoreTests/CoreTests.swift", "import Core\n")
        try #require(package.forge("generate").code == .success)
        let before = try BuiltProducts.run("forge", ["hash"], in: package.root)
        // A `swift` that says another version and is otherwise the real one.
        let real = try #require(
            try Subprocess.run(["sh", "-c", "command -v swift"]).output.split(separator: 10).first.map {
                String(decoding: $0, as: UTF8.self)
            })
        try package.writeExecutable(
            "bin/swift",
            "#!/bin/sh\nif [ \"$1\" = --version ]; then echo 'Swift version 9.9 (fake)'; exit 0; fi\nexec \(real) \"$@\"\n"
        )
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = package.root.appendingPathComponent("bin").path + ":" + (environment["PATH"] ?? "")
        let after = try BuiltProducts.run("forge", ["hash"], in: package.root, environment: environment)
        let (old, new) = (before.output.split(separator: "\n"), after.output.split(separator: "\n"))
        try #require(old.count == 2 && new.count == 2, "\(before.output)\(after.output)\(after.errors)")
        for (line, changed) in zip(old, new) { #expect(line != changed) }
    }
}
