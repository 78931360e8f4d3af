import Foundation

/// Runs executables SwiftPM built next to this test bundle, as a user would run them.
public enum BuiltProducts {
    /// The folder holding the built products (`.build/debug` or `.build/release`).
    public static var directory: URL {
        // The test runner (`<Package>PackageTests.xctest`) sits in the products folder.
        let runner = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        var folder = runner.deletingLastPathComponent()
        while folder.path != "/" && !folder.lastPathComponent.hasSuffix(".xctest")
            && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("forge").path)
            && !FileManager.default.fileExists(atPath: folder.appendingPathComponent("movieland").path)
        {
            folder = folder.deletingLastPathComponent()
        }
        return folder.lastPathComponent.hasSuffix(".xctest") ? folder.deletingLastPathComponent() : folder
    }

    /// What a finished process left behind.
    public struct Result: Sendable {
        /// The exit status.
        public let status: Int32
        /// Everything written to standard output.
        public let output: String
        /// Everything written to standard error.
        public let errors: String
    }

    /// Runs `product` with `arguments` in `directory` and waits for it.
    public static func run(
        _ product: String, _ arguments: [String], in directory: URL, environment: [String: String]? = nil
    ) throws -> Result {
        try run(
            executable: self.directory.appendingPathComponent(product), arguments, in: directory,
            environment: environment)
    }

    /// Runs a command found on `PATH` (`["swift", "package", "describe"]`) in `directory` and waits for it.
    public static func runCommand(_ command: [String], in directory: URL) throws -> Result {
        try run(executable: URL(fileURLWithPath: "/usr/bin/env"), command, in: directory, environment: nil)
    }

    /// Runs `executable` (anywhere: a copy in an installed layout) with `arguments` and waits for it.
    public static func run(
        executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]?
    ) throws -> Result {
        // Files rather than pipes: nothing can block however much the child writes to either stream.
        let captureFolder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "capture-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: captureFolder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: captureFolder) }
        let outputURL = captureFolder.appendingPathComponent("stdout"),
            errorsURL = captureFolder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL), errors = try FileHandle(forWritingTo: errorsURL)
        let process = try start {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            if let environment { process.environment = environment }
            process.standardOutput = output
            process.standardError = errors
            return process
        }
        process.waitUntilExit()
        try output.close()
        try errors.close()
        return Result(
            status: process.terminationStatus, output: try String(contentsOf: outputURL, encoding: .utf8),
            errors: try String(contentsOf: errorsURL, encoding: .utf8))
    }

    /// Starts the process `make` configures, again after a moment when the executable was just copied: while
    /// the copy's file is open for writing in a process another test thread forked at that instant, `execve`
    /// answers ETXTBSY ("Text file busy"), a race of fork and exec on Linux that slower runs (under strace) meet.
    private static func start(_ make: () -> Process) throws -> Process {
        var attempt = 0
        while true {
            let process = make()
            do {
                try process.run()
                return process
            } catch let error as NSError
                where attempt < 20 && (error.userInfo[NSUnderlyingErrorKey] as? NSError)?.code == Int(ETXTBSY)
            {
                attempt += 1
                Thread.sleep(forTimeInterval: 0.05)
            }
        }
    }
}
