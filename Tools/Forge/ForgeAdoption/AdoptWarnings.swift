import ForgeManifest
import Foundation

/// What `forge adopt` cannot see in a package: manifests that branch on their environment (forge adopts
/// what they evaluate to on this machine) and `Package@swift-X.Y.swift` variants for other toolchains.
struct AdoptWarnings {
    let root: URL
    let manifest: String

    /// Text that shows a manifest reading its environment.
    static let environmentMarkers = ["ProcessInfo", "Context.environment", "getenv(", "#if "]

    var all: [String] { variants + environment }

    private var variants: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
            .filter { $0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift") }
            .sorted()
            .map {
                "\($0) is a manifest for other toolchains, which forge does not adopt; SwiftPM still prefers it where it matches, so delete it or keep it in step by hand"
            }
    }

    /// One warning per line whose code (before any `//`) holds a marker. Scans bytes: large manifests are
    /// thousands of lines, and Character-by-Character splitting showed in adopt's profile.
    private var environment: [String] {
        let markers = Self.environmentMarkers.map { Array($0.utf8) }
        var warnings: [String] = []
        for (index, line) in manifest.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
            .enumerated()
        {
            let bytes = Array(line)
            let code =
                bytes.indices.first {
                    bytes[$0] == UInt8(ascii: "/") && $0 + 1 < bytes.count && bytes[$0 + 1] == UInt8(ascii: "/")
                }
                .map { Array(bytes[..<$0]) } ?? bytes
            guard let marker = markers.first(where: { contains(code, $0) }) else { continue }
            let name = String(decoding: marker, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            warnings.append(
                "\(ManifestLoader.packageFile):\(index + 1) branches on its environment (\(name)); forge adopts the package as it evaluates on this machine"
            )
        }
        return warnings
    }

    private func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard bytes.count >= marker.count else { return false }
        return (0...(bytes.count - marker.count)).contains { start in
            bytes[start] == marker[0] && bytes[start..<(start + marker.count)].elementsEqual(marker)
        }
    }
}
