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

    private var environment: [String] {
        manifest.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { index, line in
            let code = line.split(separator: "//", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            guard let marker = Self.environmentMarkers.first(where: { code.contains($0) }) else { return nil }
            return
                "\(GenerateCommand.packageFile):\(index + 1) branches on its environment (\(marker.trimmingCharacters(in: .whitespaces))); forge adopts the package as it evaluates on this machine"
        }
    }
}
