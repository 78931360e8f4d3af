import Foundation

/// A chromedriver listening on a free port of 127.0.0.1 (the kernel picks it: `--port=0`), stopped by `stop()`.
final class ChromeDriverProcess: @unchecked Sendable {
    /// The port chromedriver reported.
    let port: Int
    private let process: Process
    private let output: DriverOutput

    /// Starts `executable` and waits (at most 20 s) for the line saying its port.
    init(executable: URL) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--port=0"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let output = DriverOutput()
        pipe.fileHandleForReading.readabilityHandler = { handle in output.append(handle.availableData) }
        try process.run()
        let deadline = Date().addingTimeInterval(20)
        while output.port == nil, process.isRunning, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
        }
        guard let port = output.port else {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            throw HeadlessBrowserError.driverDidNotStart(executable: executable.path, output: output.text)
        }
        self.port = port
        self.process = process
        self.output = output
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
