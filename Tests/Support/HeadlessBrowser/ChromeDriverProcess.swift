import Foundation

/// A chromedriver listening on a free port of 127.0.0.1 (the kernel picks it: `--port=0`), stopped by `stop()`.
final class ChromeDriverProcess: @unchecked Sendable {
    /// The port chromedriver reported.
    let port: Int
    private let process: Process
    private let output: DriverOutput

    /// Starts `executable` and waits (at most 20 s) for the line saying its port, again when it exits first:
    /// with `--port=0` chromedriver picks a port, then binds it, and exits ("IPv4 port not available") when
    /// another program took it in between, as happens when several start at once.
    init(executable: URL) throws {
        var attempt = 1
        while true {
            let (process, output) = try Self.launch(executable)
            if let port = Self.waitForPort(of: process, output: output) {
                self.port = port
                self.process = process
                self.output = output
                return
            }
            let ended = !process.isRunning
            if !ended { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            guard ended, attempt < 5 else {
                // What it printed last, once its pipe has been read to the end.
                Thread.sleep(forTimeInterval: 0.1)
                throw HeadlessBrowserError.driverDidNotStart(executable: executable.path, output: output.text)
            }
            attempt += 1
        }
    }

    private static func launch(_ executable: URL) throws -> (Process, DriverOutput) {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--port=0"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let output = DriverOutput()
        pipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
        try process.run()
        return (process, output)
    }

    /// The port once chromedriver reports it; nil when it exits first or 20 s pass.
    private static func waitForPort(of process: Process, output: DriverOutput) -> Int? {
        let deadline = Date().addingTimeInterval(20)
        while output.port == nil, process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        return output.port
    }

    /// Ends chromedriver and waits for it; the browser's session is to be deleted first. SIGKILL: a test
    /// process blocks SIGTERM on its threads, and a child inherits the blocked mask, so SIGTERM would wait forever.
    func stop() {
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { stop() }
}

/// What chromedriver printed, kept for an error message, and the port it reported.
private final class DriverOutput: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    func append(_ data: Data) {
        lock.withLock { if bytes.count < 65_536 { bytes.append(data) } }
    }

    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }

    /// From "ChromeDriver was started successfully on port 36677."
    var port: Int? {
        let marker = "started successfully on port "
        guard let range = text.range(of: marker) else { return nil }
        let digits = text[range.upperBound...].prefix { $0.isNumber }
        return text[range.upperBound...].dropFirst(digits.count).first == "." ? Int(digits) : nil
    }
}
