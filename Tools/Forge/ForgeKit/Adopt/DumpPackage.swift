import Foundation

/// Runs `swift package dump-package` in a package folder: SwiftPM's own evaluation of `Package.swift`.
struct DumpPackage {
    /// Why the dump failed, with SwiftPM's own words.
    struct Failure: Error {
        let message: String
    }

    /// The `swift` executable: `$SWIFT` when set (as the Makefile passes it), else the one on PATH.
    static var swiftCommand: [String] {
        if let swift = ProcessInfo.processInfo.environment["SWIFT"], !swift.isEmpty { return [swift] }
        return ["swift"]
    }

    let packagePath: String

    /// The dumped package as JSON objects.
    func run() throws(Failure) -> [String: Any] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = Self.swiftCommand + ["package", "--package-path", packagePath, "dump-package"]
        let output = Pipe()
        // Warnings can be long; a file never fills up and blocks SwiftPM the way a second pipe could.
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent(
            "forge-dump-\(UUID().uuidString).err")
        defer { try? FileManager.default.removeItem(at: errorFile) }
        guard FileManager.default.createFile(atPath: errorFile.path, contents: nil),
            let errors = try? FileHandle(forWritingTo: errorFile)
        else {
            throw Failure(message: "cannot create a temporary file in \(errorFile.deletingLastPathComponent().path)")
        }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw Failure(
                message:
                    "cannot run `swift package dump-package`: \(error.localizedDescription); is the Swift toolchain on PATH?"
            )
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try? errors.close()
        guard process.terminationStatus == 0 else {
            let text = (try? String(contentsOf: errorFile, encoding: .utf8)) ?? ""
            let lines = text.split(separator: "\n").filter { $0.contains("error") }.prefix(12)
            throw Failure(
                message: "swift package dump-package failed (exit \(process.terminationStatus)):\n"
                    + (lines.isEmpty ? text.suffix(2000) : Substring(lines.joined(separator: "\n"))))
        }
        guard let node = try? JSONParser.parse([UInt8](data)), let object = node.foundationValue as? [String: Any]
        else {
            throw Failure(message: "swift package dump-package printed something that is not a JSON object")
        }
        return object
    }
}
