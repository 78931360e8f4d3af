import ForgeJSON
import ForgeSupport
import Foundation

/// Runs `swift package dump-package` in a package folder: SwiftPM's own evaluation of `Package.swift`.
package struct DumpPackage {
    /// Why the dump failed, with SwiftPM's own words.
    package struct Failure: Error {
        package let message: String

        package init(message: String) {
            self.message = message
        }
    }

    /// The `swift` executable: `$SWIFT` when set (as the Makefile passes it), else the one on PATH.
    package static var swiftCommand: [String] {
        if let swift = ProcessInfo.processInfo.environment["SWIFT"], !swift.isEmpty { return [swift] }
        return ["swift"]
    }

    package let packagePath: String

    package init(packagePath: String) {
        self.packagePath = packagePath
    }

    /// The package, read as typed values.
    package func package() throws(Failure) -> DumpedPackage {
        try DumpedPackage(json: Data(run()))
    }

    /// What `dump-package` printed, checked to be a JSON object: for comparisons that must see every field,
    /// the ones forge does not read included.
    package func run() throws(Failure) -> [UInt8] {
        let result: Subprocess.Result
        do {
            result = try Subprocess.run(
                Self.swiftCommand + ["package", "--package-path", packagePath, "dump-package"])
        } catch {
            throw Failure(
                message: "cannot run `swift package dump-package`: \(error.reason); is the Swift toolchain on PATH?")
        }
        guard result.status == 0 else {
            let text = String(decoding: result.errors, as: UTF8.self)
            let lines = text.split(separator: "\n").filter { $0.contains("error") }.prefix(12)
            throw Failure(
                message: "swift package dump-package failed (exit \(result.status)):\n"
                    + (lines.isEmpty ? text.suffix(2000) : Substring(lines.joined(separator: "\n"))))
        }
        guard case .object = (try? JSONParser.parse(result.output))?.value else {
            throw Failure(message: "swift package dump-package printed something that is not a JSON object")
        }
        return result.output
    }
}
