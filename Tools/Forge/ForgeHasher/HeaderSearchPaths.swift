import ForgeManifest

/// The folders a C-family target finds headers in outside its own folder (`headerSearchPath("../../Vendor/include")`):
/// their files are inputs of its hash as much as its own headers are.
package enum HeaderSearchPaths {
    /// The header search paths of `target` that leave its folder, relative to the repository root (starting with
    /// `../` when they leave the repository too), each once, in the order declared.
    package static func outside(_ target: TargetManifest) -> [String] {
        var folders: [String] = []
        for setting in target.settings where setting.kind.name == "headerSearchPath" {
            guard let value = setting.arguments.first, !value.hasPrefix("/") else { continue }
            let folder = resolved(value, from: target.path.value)
            let own = resolved(".", from: target.path.value)
            let inside =
                own == "." ? !folder.hasPrefix("..") : folder == own || folder.hasPrefix(own + "/")
            if !inside, !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    /// `relative` from `base`, with `.` and `..` worked out: "." for the root, `../x` above it.
    static func resolved(_ relative: String, from base: String) -> String {
        var parts: [Substring] = []
        for part in (base + "/" + relative).split(separator: "/") where part != "." && !part.isEmpty {
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
