import ForgeHasher
import ForgeManifest
import ForgeSupport
import Foundation

/// The inputs SwiftPM's incremental build does not always follow: module maps, C-family headers and the files of
/// binary targets. After a `module.modulemap` edit SwiftPM can keep the clang module it built before, and after
/// an artifact bundle's static library is replaced it can keep the link it made before, so a
/// stale build passes where a clean checkout fails; recorded, that pass would travel through the store to
/// every machine. So the selected package's build keeps the digests of these files as they were when it last
/// built, and when any of them differs now, the build products of that configuration are removed first and
/// everything is compiled anew: a clean build, at the cost of one, exactly when SwiftPM's tracking cannot be
/// trusted.
package struct UntrackedBuildInputs {
    /// The files SwiftPM's build may not notice a change of, by extension.
    static let extensions: Set<String> = ["modulemap", "h", "hh", "hpp", "hxx", "inc", "def"]

    package let package: SelectedTestPackage
    package let configuration: String

    package init(package: SelectedTestPackage, configuration: String) {
        self.package = package
        self.configuration = configuration
    }

    /// Where the digests of the last successful build are kept: inside the build folder, so that removing it
    /// removes them too.
    var recordURL: URL { package.url.appendingPathComponent(".build/forge-untracked-inputs-\(configuration)") }

    /// Each module map, header and file of a binary target the hashes cover, by path from the root, with its
    /// digest.
    package static func current(in hashes: some Sequence<TargetHasher.TargetHash>) -> [String: String] {
        var files: [String: String] = [:]
        for hash in hashes {
            let binary = hash.kind == TargetType.binary.rawValue
            for input in hash.inputs
            where input.kind == .file && (binary || extensions.contains(Self.pathExtension(input.name))) {
                files[input.name] = input.digest
            }
        }
        return files
    }

    /// Removes the products of the configuration when they were built from other module maps or headers than
    /// `current` (or when a build is there with no record of what it was built from); true when it did.
    package func cleanIfChanged(_ current: [String: String]) -> Bool {
        let products = package.url.appendingPathComponent(package.productsPath(configuration: configuration))
        guard FileManager.default.fileExists(atPath: products.path), recorded() != current else { return false }
        try? FileManager.default.removeItem(at: products)
        return true
    }

    /// Keeps `current` as what the build now in place was made from.
    package func record(_ current: [String: String]) {
        let text = current.keys.sorted().map { "\(current[$0] ?? "") \($0)\n" }.joined()
        try? AtomicFile.write(text, to: recordURL)
    }

    /// The record of the last successful build; nil when there is none or it cannot be read.
    private func recorded() -> [String: String]? {
        guard let text = try? String(contentsOf: recordURL, encoding: .utf8) else { return nil }
        var files: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let space = line.firstIndex(of: " ") else { return nil }
            files[String(line[line.index(after: space)...])] = String(line[..<space])
        }
        return files
    }

    private static func pathExtension(_ path: String) -> String {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
        return String(path[path.index(after: dot)...])
    }
}
