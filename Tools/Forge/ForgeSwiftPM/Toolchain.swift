import ForgeSupport
import Foundation

/// The Swift toolchain in use, as `swift --version` names it.
package enum Toolchain {
    /// `swift --version`'s output (`$SWIFT` when set), or a line saying it could not be run: a hash then
    /// differs from every hash made with a working toolchain, so nothing is skipped on a guess.
    package static func version() -> String {
        guard let result = try? Subprocess.run(DumpPackage.swiftCommand + ["--version"]), result.status == 0 else {
            return "swift --version failed"
        }
        return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
