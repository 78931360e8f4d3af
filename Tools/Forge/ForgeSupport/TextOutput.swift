import Foundation

/// Where the tool writes text: the process's standard streams, or a buffer in tests.
package protocol TextOutput: AnyObject {
    func write(_ text: String)
}

extension TextOutput {
    /// Writes `text` and a newline.
    package func line(_ text: String = "") { write(text + "\n") }
}

/// Standard output or standard error, unbuffered so the two interleave in the order they were written.
package final class StandardStream: TextOutput, Sendable {
    private let descriptor: Int32

    package static let output = StandardStream(descriptor: STDOUT_FILENO)
    package static let error = StandardStream(descriptor: STDERR_FILENO)

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    package func write(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

/// Collects everything written, for tests.
package final class BufferedOutput: TextOutput {
    package private(set) var text = ""

    package init() {}

    package func write(_ text: String) { self.text += text }
}
