import ForgeTestSupport
import Foundation
import OffThePool
import Testing

@testable import ForgeSwiftPM

/// `swift --version` is remembered while the toolchain's driver and frontend keep their stamps, and asked again
/// when either changes or when `swift` is a wrapper that could pick another toolchain.
@Suite(.offThePool) struct ToolchainVersionTests {
    /// A toolchain folder whose driver prints `version` and counts how often it was asked.
    private static func toolchain(_ repository: TemporaryRepository, version: String) throws {
        try repository.writeExecutable(
            "toolchain/bin/swift-driver",
            "#!/bin/sh\necho asked >> \"$(dirname \"$0\")/../asked\"\necho '\(version)'\n")
        try repository.writeExecutable("toolchain/bin/swift-frontend", "#!/bin/sh\n")
        let link = repository.root.appendingPathComponent("toolchain/bin/swift").path
        if FileManager.default.fileExists(atPath: link) { return }
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "swift-driver")
    }

    private static func asked(_ repository: TemporaryRepository) -> Int {
        let text = (try? String(contentsOf: repository.root.appendingPathComponent("toolchain/asked"), encoding: .utf8))
        return text?.split(separator: "\n").count ?? 0
    }

    /// Asks as `forge hash` does, with the clock a minute on so the new binaries are not "recent".
    private static func version(_ repository: TemporaryRepository, swift: String = "toolchain/bin/swift") -> String {
        Toolchain.version(
            cacheFile: repository.root.appendingPathComponent(".build/forge/toolchain-version"),
            environment: ["SWIFT": repository.root.appendingPathComponent(swift).path, "PATH": "/usr/bin:/bin"],
            now: Int(time(nil)) + 60)
    }

    @Test func theVersionIsAskedOnceWhileTheToolchainIsUnchanged() throws {
        let repository = try TemporaryRepository()
        try Self.toolchain(repository, version: "Swift version 6.3.1")
        #expect(Self.version(repository) == "Swift version 6.3.1")
        #expect(Self.version(repository) == "Swift version 6.3.1")
        #expect(Self.asked(repository) == 1)
    }

    @Test func aReplacedDriverIsAskedAgain() throws {
        let repository = try TemporaryRepository()
        try Self.toolchain(repository, version: "Swift version 6.3.1")
        #expect(Self.version(repository) == "Swift version 6.3.1")
        try Self.toolchain(repository, version: "Swift version 6.3.2")
        #expect(Self.version(repository) == "Swift version 6.3.2")
        #expect(Self.asked(repository) == 2)
    }

    @Test func aWrapperThatIsNotTheDriverIsAskedEveryTime() throws {
        let repository = try TemporaryRepository()
        try Self.toolchain(repository, version: "Swift version 6.3.1")
        try repository.writeExecutable(
            "wrapper/swift", "#!/bin/sh\nexec \"\(repository.root.path)/toolchain/bin/swift\" \"$@\"\n")
        #expect(Self.version(repository, swift: "wrapper/swift") == "Swift version 6.3.1")
        #expect(Self.version(repository, swift: "wrapper/swift") == "Swift version 6.3.1")
        #expect(Self.asked(repository) == 2)
    }

    @Test func aCorruptCacheIsAskedAgainAndAFailureIsNeverRemembered() throws {
        let repository = try TemporaryRepository()
        try Self.toolchain(repository, version: "Swift version 6.3.1")
        try repository.write(".build/forge/toolchain-version", "forge toolchain 1\ngarbage")
        #expect(Self.version(repository) == "Swift version 6.3.1")
        #expect(Self.asked(repository) == 1)
        try repository.writeExecutable("toolchain/bin/swift-driver", "#!/bin/sh\nexit 1\n")
        #expect(Self.version(repository) == "swift --version failed")
        #expect(Self.version(repository) == "swift --version failed")
    }

    @Test func theToolchainsOwnLinkerIsUsedWhereItHasOne() throws {
        let repository = try TemporaryRepository()
        try Self.toolchain(repository, version: "Swift version 6.3.1")
        let swift = repository.root.appendingPathComponent("toolchain/bin/swift").path
        #expect(Toolchain.fasterLinkerArguments(swift: swift, environment: [:]).isEmpty)
        try repository.writeExecutable("toolchain/bin/ld.lld", "#!/bin/sh\n")
        #if os(Linux)
        #expect(Toolchain.fasterLinkerArguments(swift: swift, environment: [:]) == ["-Xswiftc", "-use-ld=lld"])
        // Found on PATH as swift is, through its link to the driver.
        #expect(
            Toolchain.fasterLinkerArguments(
                swift: "swift", environment: ["PATH": repository.root.appendingPathComponent("toolchain/bin").path])
                == ["-Xswiftc", "-use-ld=lld"])
        #endif
    }
}
