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
        guard let bytes = FileSystem.bytes(at: root.appendingPathComponent("Package.resolved").path),
            let node = try? JSONParser.parse(bytes), let object = node.foundationValue as? [String: Any]
        else { return ResolvedPins(pins: [:]) }
        // Version 1 nests the list under "object"; versions 2 and 3 keep it at the top.
        let list =
            (object["pins"] as? [[String: Any]]) ?? ((object["object"] as? [String: Any])?["pins"] as? [[String: Any]])
            ?? []
        var pins: [String: String] = [:]
        for pin in list {
            guard let identity = (pin["identity"] as? String) ?? (pin["package"] as? String),
                let state = pin["state"] as? [String: Any]
            else { continue }
            let version = (state["version"] as? String) ?? (state["branch"] as? String) ?? ""
            pins[identity.lowercased()] = version + "@" + ((state["revision"] as? String) ?? "")
        }
        return ResolvedPins(pins: pins)
    }
}
