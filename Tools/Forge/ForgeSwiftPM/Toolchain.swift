import ForgeSupport
import Foundation

/// The Swift toolchain in use, as `swift --version` names it.
package enum Toolchain {
    /// `swift --version`'s output (`$SWIFT` when set), or a line saying it could not be run: a hash then
    /// differs from every hash made with a working toolchain, so nothing is skipped on a guess.
    package static func version(swift: [String] = DumpPackage.swiftCommand) -> String {
        guard let result = try? Subprocess.run(swift + ["--version"]), result.status == 0 else {
            return failedVersion
        }
        return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The same, remembered in `cacheFile` while the toolchain's binaries keep their `FileStamp`s, as ccache
    /// checks its compiler (its default `compiler_check = mtime`): `swift --version` costs 50 to 100 ms, most
    /// of `forge hash` on a large repository. The answer is remembered only for a `swift` that is a
    /// toolchain's own driver (a link to `swift-driver` or `swift-frontend` beside `swift-frontend`): a
    /// wrapper that picks a toolchain by folder (swiftly, xcrun) is asked every time.
    package static func version(
        cacheFile: URL, environment: [String: String] = ProcessInfo.processInfo.environment, now: Int = time(nil)
    ) -> String {
        let swift = [environment["SWIFT"].flatMap { $0.isEmpty ? nil : $0 } ?? "swift"]
        guard let key = cacheKey(swift: swift[0], environment: environment, now: now) else {
            return version(swift: swift)
        }
        let cached = (try? String(contentsOf: cacheFile, encoding: .utf8)).flatMap { cachedVersion($0, key: key) }
        if let cached { return cached }
        let answer = version(swift: swift)
        if answer != failedVersion, !key.isRecent {
            try? FileManager.default.createDirectory(
                at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? AtomicFile.write(key.text + answer, to: cacheFile)
        }
        return answer
    }

    private static let failedVersion = "swift --version failed"
    private static let cacheHeader = "forge toolchain 1"
    /// Variables the driver reads to choose another compiler.
    private static let driverVariables = ["SWIFT_EXEC", "SWIFT_DRIVER_SWIFT_FRONTEND_EXEC"]

    /// The lines that identify the toolchain now: the stamps of the driver and the frontend, and the variables
    /// that redirect the driver; nil when `swift` is not a toolchain's own driver.
    struct CacheKey {
        let text: String
        let isRecent: Bool
    }

    static func cacheKey(swift: String, environment: [String: String], now: Int) -> CacheKey? {
        guard let resolved = resolvedExecutable(swift, environment: environment) else { return nil }
        let folder = (resolved as NSString).deletingLastPathComponent
        let frontend = FileSystem.join(folder, "swift-frontend")
        guard ["swift-driver", "swift-frontend"].contains((resolved as NSString).lastPathComponent),
            let driverStamp = FileStamp(path: resolved, now: now),
            let frontendStamp = FileStamp(path: frontend, now: now)
        else { return nil }
        let variables = driverVariables.map { "V \($0)=\(environment[$0] ?? "")" }
        let lines = [cacheHeader, driverStamp.line, frontendStamp.line] + variables
        return CacheKey(
            text: lines.joined(separator: "\n") + "\n", isRecent: driverStamp.isRecent || frontendStamp.isRecent)
    }

    /// The version a cache file holds when it was written for `key`.
    static func cachedVersion(_ text: String, key: CacheKey) -> String? {
        guard text.hasPrefix(key.text) else { return nil }
        let version = text.dropFirst(key.text.count)
        return version.isEmpty ? nil : String(version)
    }

    /// `name` when it holds a slash, else the first executable of that name on `path`.
    /// Arguments for `swift build` that link with the toolchain's own lld where it has one beside `swift` (Linux):
    /// the same programs, linked about a tenth faster than by the system's gold, which a debug build of test
    /// runners and the programs they run spends seconds in. None elsewhere.
    package static func fasterLinkerArguments(
        swift: String = DumpPackage.swiftCommand[0],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        #if os(Linux)
        guard let resolved = resolvedExecutable(swift, environment: environment) else { return [] }
        let lld = FileSystem.join((resolved as NSString).deletingLastPathComponent, "ld.lld")
        return access(lld, X_OK) == 0 ? ["-Xswiftc", "-use-ld=lld"] : []
        #else
        return []
        #endif
    }

    /// `swift` found on `PATH` (or as given when it is a path), with every link resolved: the toolchain's own file.
    private static func resolvedExecutable(_ swift: String, environment: [String: String]) -> String? {
        guard let found = executable(swift, path: environment["PATH"] ?? "") else { return nil }
        return realpath(found, nil).map { pointer in
            defer { free(pointer) }
            return String(cString: pointer)
        }
    }

    private static func executable(_ name: String, path: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        return path.split(separator: ":").map { FileSystem.join(String($0), name) }.first { access($0, X_OK) == 0 }
    }
}
