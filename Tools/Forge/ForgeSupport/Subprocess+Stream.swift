import Foundation

extension Subprocess {
    /// Runs `arguments` with its standard output and errors handed to `stream` as they come (a chunk may end
    /// inside a character), and kept: its exit status (128 plus the signal when killed) and all it wrote.
    package static func runStreamingOutput(
        _ arguments: [String], to stream: (ArraySlice<UInt8>) -> Void
    ) throws(LaunchFailure) -> (status: Int32, output: [UInt8]) {
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else { throw LaunchFailure(reason: String(cString: strerror(errno))) }
        let spawned = spawn(
            arguments, standardOutput: pipeEnds[1], standardError: pipeEnds[1], closing: pipeEnds)
        close(pipeEnds[1])
        defer { close(pipeEnds[0]) }
        let child = try spawned.get()
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            output += buffer[..<count]
            stream(buffer[..<count])
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) == -1 && errno == EINTR {}
        return ((status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f), output)
    }
}
