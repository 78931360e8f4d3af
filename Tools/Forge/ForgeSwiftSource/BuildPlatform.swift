/// A platform forge evaluates `#if` for: what `os()`, `arch()`, `targetEnvironment()`, `_endian()`,
/// `_pointerBitWidth()` and `_runtime()` say on it, and which modules its toolchain and SDK provide.
///
/// A platform has several concrete targets (architectures, devices and simulators); an import is active on
/// the platform when it is compiled for at least one of them.
package struct BuildPlatform: Sendable, Equatable {
    /// One concrete target: an architecture, maybe a simulator or Mac Catalyst.
    struct Target: Sendable, Equatable {
        let arch: String
        let pointerBitWidth: Int
        let bigEndian: Bool
        /// `simulator` or `macCatalyst`, for `targetEnvironment()`.
        let environment: String?

        init(_ arch: String, bits: Int = 64, bigEndian: Bool = false, environment: String? = nil) {
            self.arch = arch
            self.pointerBitWidth = bits
            self.bigEndian = bigEndian
            self.environment = environment
        }
    }

    /// The spelling `--platform` and manifests use (`linux`, `macOS`).
    package let name: String
    /// What `os()` matches (`Linux`, `macOS`; `OSX` is an alias the compiler also accepts).
    let os: String
    let targets: [Target]
    /// `_ObjC` on Apple platforms, `_Native` elsewhere.
    let runtime: String
    /// Modules that come with the platform's toolchain and SDK: importable without a dependency.
    package let modules: Set<String>

    /// The platform this forge runs on, with only this machine's architecture: what `swiftc` here compiles for.
    package static var host: BuildPlatform {
        #if os(macOS)
        let platform = macOS
        #elseif os(Windows)
        let platform = windows
        #else
        let platform = linux
        #endif
        #if arch(arm64)
        let arch = "arm64"
        #else
        let arch = "x86_64"
        #endif
        return BuildPlatform(
            name: platform.name, os: platform.os, targets: platform.targets.filter { $0.arch == arch },
            runtime: platform.runtime, modules: platform.modules)
    }

    package static let all: [BuildPlatform] = [
        linux, macOS, macCatalyst, iOS, tvOS, watchOS, visionOS, windows, android, wasi,
    ]

    /// The platform named `name` as `--platform` or a manifest spells it, whatever the case.
    package static func named(_ name: String) -> BuildPlatform? {
        all.first { $0.name.lowercased() == name.lowercased() }
    }

    /// Whether `os(name)` holds here.
    func isOS(_ name: String) -> Bool { name == os || (os == "macOS" && name == "OSX") }

    package static let linux = BuildPlatform(
        name: "linux", os: "Linux",
        targets: [
            Target("x86_64"), Target("arm64"), Target("i386", bits: 32), Target("arm", bits: 32),
            Target("powerpc64le"), Target("s390x", bigEndian: true), Target("riscv64"),
        ],
        runtime: "_Native", modules: ToolchainModules.linux)
    static let macOS = BuildPlatform(
        name: "macOS", os: "macOS", targets: [Target("arm64"), Target("x86_64")], runtime: "_ObjC",
        modules: ToolchainModules.macOS)
    static let macCatalyst = BuildPlatform(
        name: "macCatalyst", os: "iOS",
        targets: [Target("arm64", environment: "macCatalyst"), Target("x86_64", environment: "macCatalyst")],
        runtime: "_ObjC", modules: ToolchainModules.iOS)
    static let iOS = BuildPlatform(
        name: "iOS", os: "iOS",
        targets: [
            Target("arm64"), Target("arm64", environment: "simulator"), Target("x86_64", environment: "simulator"),
        ], runtime: "_ObjC", modules: ToolchainModules.iOS)
    static let tvOS = BuildPlatform(
        name: "tvOS", os: "tvOS",
        targets: [
            Target("arm64"), Target("arm64", environment: "simulator"), Target("x86_64", environment: "simulator"),
        ], runtime: "_ObjC", modules: ToolchainModules.tvOS)
    static let watchOS = BuildPlatform(
        name: "watchOS", os: "watchOS",
        targets: [
            Target("arm64_32", bits: 32), Target("arm64"), Target("arm64", environment: "simulator"),
            Target("x86_64", environment: "simulator"),
        ], runtime: "_ObjC", modules: ToolchainModules.watchOS)
    static let visionOS = BuildPlatform(
        name: "visionOS", os: "visionOS", targets: [Target("arm64"), Target("arm64", environment: "simulator")],
        runtime: "_ObjC", modules: ToolchainModules.visionOS)
    static let windows = BuildPlatform(
        name: "windows", os: "Windows", targets: [Target("x86_64"), Target("arm64"), Target("i386", bits: 32)],
        runtime: "_Native", modules: ToolchainModules.windows)
    static let android = BuildPlatform(
        name: "android", os: "Android",
        targets: [Target("arm64"), Target("x86_64"), Target("arm", bits: 32), Target("i386", bits: 32)],
        runtime: "_Native", modules: ToolchainModules.android)
    static let wasi = BuildPlatform(
        name: "wasi", os: "WASI", targets: [Target("wasm32", bits: 32)], runtime: "_Native",
        modules: ToolchainModules.wasi)
}
