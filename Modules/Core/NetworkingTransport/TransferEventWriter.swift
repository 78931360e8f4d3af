import Foundation
import Networking

/// Writes events as JSON lines; progress at most once per `progressStep` bytes (and the first and last).
final class TransferEventWriter: @unchecked Sendable {
    /// Bytes between two progress lines: a 1 GB download reports about 4,000 times, not once per packet.
    static let progressStep = 256 << 10

    private let output: FileHandle
    private let lock = NSLock()
    private var reported: Int?

    init(output: FileHandle) {
        self.output = output
    }

    func progress(received: Int, total: Int?) {
        let due = lock.withLock {
            guard let reported, received - reported < Self.progressStep, received != total else {
                reported = received
                return true
            }
            return false
        }
        if due { write(.progress(received: received, total: total)) }
    }

    func write(_ event: TransferEvent) {
        guard let line = try? JSONEncoder().encode(event) else { return }
        lock.withLock { try? output.write(contentsOf: line + Data("\n".utf8)) }
    }
}
