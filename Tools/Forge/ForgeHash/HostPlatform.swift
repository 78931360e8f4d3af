import Foundation

/// The operating system and architecture tests run on: part of every hash, since a target built for another
/// platform is another build.
package enum HostPlatform {
    package static var description: String {
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
