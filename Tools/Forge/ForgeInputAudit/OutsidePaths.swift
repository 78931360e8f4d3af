import Foundation

/// What a test may use outside the repository without it being an input: the system's files and programs, the
/// toolchain, temporary files, and the hidden folders of the home folder (caches, configuration). Anything else
/// outside the repository (a file beside it, a folder of another checkout, a program in `/home/...`) and any
/// connection to another machine is something no hash covers.
package struct OutsidePaths {
    /// Folders of the system, package managers and toolchains.
    static let systemFolders = [
        "/usr/", "/lib/", "/lib32/", "/lib64/", "/libx32/", "/bin/", "/sbin/", "/etc/", "/proc/", "/sys/", "/dev/",
        "/run/", "/var/", "/opt/", "/nix/", "/snap/", "/tmp/",
    ]

    /// The system folders, the temporary folder and the home folder's hidden folders of this process.
    package var folders: [String]

    package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        folders = Self.systemFolders
        if let temporary = environment["TMPDIR"], temporary.hasPrefix("/") {
            folders.append(temporary.hasSuffix("/") ? temporary : temporary + "/")
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            folders.append((home.hasSuffix("/") ? home : home + "/") + ".")
        }
    }

    /// Whether `path` (absolute) is the system's, a temporary file or a hidden file of the home folder, and not
    /// beside the repository at `rootPath` (in the folder that holds it, where sibling checkouts and local
    /// packages live, even when that folder is inside a temporary one).
    package func holds(_ path: String, besides rootPath: String) -> Bool {
        let parent = (rootPath as NSString).deletingLastPathComponent
        // Beside a repository that sits right in a system or temporary folder is that whole folder: not beside.
        let shared = parent == "/" || folders.contains(parent + "/")
        if !shared, path.hasPrefix(parent + "/"), !Self.isHiddenOrBuild(path.dropFirst(parent.count + 1)) {
            return false
        }
        return folders.contains { path.hasPrefix($0) }
    }

    /// Whether a path beside the repository is in a hidden folder or file (`.cache`, `.build`).
    private static func isHiddenOrBuild(_ relative: Substring) -> Bool {
        relative.split(separator: "/").contains { $0.hasPrefix(".") }
    }

    /// Whether `address` (`host:port` or `[host]:port`) is this machine: `127.0.0.0/8`, `::1`, the unspecified
    /// address, or an IPv4 loopback address written as IPv6.
    package static func isLoopback(_ address: String) -> Bool {
        let host =
            address.hasPrefix("[")
            ? String(address.dropFirst().prefix { $0 != "]" }) : String(address.prefix { $0 != ":" })
        return host.hasPrefix("127.") || host == "::1" || host == "0.0.0.0" || host == "::"
            || host.hasPrefix("::ffff:127.")
    }
}
