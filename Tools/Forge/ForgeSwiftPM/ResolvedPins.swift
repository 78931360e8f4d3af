import ForgeJSON
import ForgeSupport
import Foundation

/// What `Package.resolved` pins each package dependency to: SwiftPM's own record of the versions in use.
package struct ResolvedPins: Sendable, Equatable {
    /// Package identity (lowercased) -> `version@revision` (or the branch and revision).
    package let pins: [String: String]

    package init(pins: [String: String]) {
        self.pins = pins
    }

    /// The pins of `<root>/Package.resolved`; none when it does not exist or cannot be read (nothing resolved
    /// yet: every hash then says so, and changes when the file appears).
    package static func load(root: URL) -> ResolvedPins {
        guard let data = FileManager.default.contents(atPath: root.appendingPathComponent("Package.resolved").path),
            let file = try? JSONDecoder().decode(ResolvedFile.self, from: data)
        else { return ResolvedPins(pins: [:]) }
        var pins: [String: String] = [:]
        // Version 1 nests the list under "object"; versions 2 and 3 keep it at the top.
        for pin in file.pins ?? file.object?.pins ?? [] {
            guard let identity = pin.identity ?? pin.package, let state = pin.state else { continue }
            pins[identity.lowercased()] = (state.version ?? state.branch ?? "") + "@" + (state.revision ?? "")
        }
        return ResolvedPins(pins: pins)
    }
}

/// `Package.resolved` as SwiftPM writes it, in any of its versions: only what a pin says of its state.
private struct ResolvedFile: Decodable {
    struct Pin: Decodable {
        /// Versions 2 and 3 name a pin by its identity, version 1 by its package name.
        let identity: String?
        let package: String?
        let state: State?
    }

    struct State: Decodable {
        let version: String?
        let branch: String?
        let revision: String?
    }

    struct Object: Decodable {
        let pins: [Pin]?
    }

    let pins: [Pin]?
    let object: Object?
}
