import ForgeGenerator
import ForgeHasher
import ForgeManifest
import ForgeSupport
import Foundation

/// The package a test run builds and runs: generated from the same manifests as `Package.swift`, with only the
/// selected test targets and the targets they need (their modules, dependencies and the programs they run), so a
/// run compiles nothing else and a broken target it does not need cannot fail it.
///
/// It lives in `.build/forge/selected` beside links to every top-level entry of the repository, so target paths
/// (which SwiftPM requires to be inside the package) and the files tests read by path are the repository's own:
/// `Package.swift` too, since the selection's manifest is written as the version-specific manifest of the
/// toolchain in use (`Package@swift-6.3.1.swift`), which SwiftPM reads instead; a test that reads the package's
/// `Package.swift` through `#filePath` reads the repository's. `Package.resolved` is a copy of the repository's
/// (SwiftPM trims it to the pins the selection uses). It has a build folder of its own, kept between runs:
/// SwiftPM rebuilds only what changed, whatever is selected.
package struct SelectedTestPackage {
    /// The package's folder, relative to the repository root.
    package static let folder = ".build/forge/selected"

    /// The repository root.
    package let root: URL
    /// The file the selection's manifest is written to: the version-specific manifest of the toolchain
    /// (`swift --version`), or `Package.swift` when its version cannot be read.
    package var manifestName = "Package.swift"

    package init(root: URL, toolchain: String? = nil) {
        self.root = root
        manifestName = toolchain.map(Self.manifestName(toolchain:)) ?? "Package.swift"
    }

    /// Top-level entries that are the package's own, never links to the repository's.
    package var ownEntries: Set<String> { [".build", "Package.resolved", manifestName] }

    /// `Package@swift-<version>.swift` for the version `swift --version` prints (`Swift version 6.3.1 (...)`):
    /// the most specific manifest name SwiftPM looks for, so it wins over any the repository has.
    static func manifestName(toolchain: String) -> String {
        guard let range = toolchain.range(of: "Swift version ") else { return "Package.swift" }
        let version = toolchain[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        guard version.first?.isNumber == true, !version.hasSuffix(".") else { return "Package.swift" }
        return "Package@swift-\(version).swift"
    }

    /// The package's folder.
    package var url: URL { root.appendingPathComponent(Self.folder) }

    /// The targets a package holding `testTargets` needs: each, and every target it depends on, transitively.
    package static func targets(for testTargets: [String], in hashes: [String: TargetHasher.TargetHash]) -> Set<String>
    {
        var needed: Set<String> = []
        var pending = testTargets
        while let name = pending.popLast() {
            guard needed.insert(name).inserted else { continue }
            pending += hashes[name]?.dependencies ?? []
        }
        return needed
    }

    /// Writes the package for `targets` (closed under dependencies): its `Package.swift` when it changed (so an
    /// unchanged selection loads as fast as before), the repository's pins, and the links.
    package func write(_ manifests: ManifestSet, keeping targets: Set<String>) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let renderer = PackageRenderer(manifests: manifests.subset(keeping: targets), folder: Self.folder)
        try writeIfChanged(renderer.render(), to: manifestName)
        // A copy, not a link: SwiftPM rewrites the pins of the packages a subset does not use.
        if let pins = try? String(contentsOf: root.appendingPathComponent("Package.resolved"), encoding: .utf8) {
            try writeIfChanged(pins, to: "Package.resolved")
        }
        try link()
    }

    /// One link per top-level entry of the repository, named alike; links whose entry is gone are removed.
    private func link() throws {
        let files = FileManager.default
        let entries = Set(try files.contentsOfDirectory(atPath: root.path)).subtracting(ownEntries)
        for existing in try files.contentsOfDirectory(atPath: url.path) where !ownEntries.contains(existing) {
            if !entries.contains(existing) { try files.removeItem(at: url.appendingPathComponent(existing)) }
        }
        // The links are relative, so the repository can move and they still point into it.
        let up = FileSystem.climbing(out: Self.folder)
        for entry in entries.sorted() {
            let link = url.appendingPathComponent(entry).path
            let target = up + entry
            if (try? files.destinationOfSymbolicLink(atPath: link)) == target { continue }
            try? files.removeItem(atPath: link)
            try files.createSymbolicLink(atPath: link, withDestinationPath: target)
        }
    }

    /// The folder SwiftPM puts the products of `configuration` in, relative to the package: what `.build/debug`
    /// links to (`.build/x86_64-unknown-linux-gnu/debug`), or that folder itself when it is not a link.
    package func productsPath(configuration: String) -> String {
        let link = ".build/" + configuration
        guard
            let target = try? FileManager.default.destinationOfSymbolicLink(
                atPath: url.appendingPathComponent(link).path)
        else { return link }
        return target.hasPrefix("/") ? link : ".build/" + target
    }

    /// Removes from the products folder of `configuration` each program of the package (`programs`: file name
    /// → executable target) whose target this package does not hold: left by an earlier, wider selection, it
    /// would let a test run a program its hash does not cover, and pass here where a fresh checkout fails.
    package func removePrograms(_ programs: [String: String], outside targets: Set<String>, configuration: String) {
        let products = url.appendingPathComponent(productsPath(configuration: configuration))
        for (program, target) in programs where !targets.contains(target) {
            try? FileManager.default.removeItem(at: products.appendingPathComponent(program))
        }
    }

    /// Makes `.build/<configuration>` name `productsPath` when nothing is there yet, as a build would.
    package func linkProducts(configuration: String, to productsPath: String) {
        let link = url.appendingPathComponent(".build/" + configuration).path
        guard productsPath != ".build/" + configuration, FileSystem.entry(at: link) == nil else { return }
        try? FileManager.default.removeItem(atPath: link)
        try? FileManager.default.createSymbolicLink(
            atPath: link, withDestinationPath: String(productsPath.dropFirst(".build/".count)))
    }

    private func writeIfChanged(_ content: String, to name: String) throws {
        let file = url.appendingPathComponent(name)
        if (try? String(contentsOf: file, encoding: .utf8)) == content { return }
        try AtomicFile.write(content, to: file)
    }
}
