import Foundation

extension BuildPlatform {
    /// The machine forge runs on as the kernel names it, "Linux x86_64": part of every test target's hash, since
    /// a target built on another system or architecture is another build. (`host` is the same machine as a
    /// platform imports are evaluated for.)
    package static var hostDescription: String {
        var system = utsname()
        guard uname(&system) == 0 else { return "unknown" }
        func field(_ value: some Any) -> String {
            withUnsafeBytes(of: value) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
        }
        return field(system.sysname) + " " + field(system.machine)
    }
}
