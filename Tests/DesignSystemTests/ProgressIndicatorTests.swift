import Foundation
import Testing

@testable import DesignSystem

/// Collects what the indicator writes.
private final class Recorder: @unchecked Sendable {
    private let lock = NSLock()
    private var chunks: [String] = []

    func append(_ text: String) { lock.withLock { chunks.append(text) } }
    var text: String { lock.withLock { chunks.joined() } }
}

@Suite struct ProgressIndicatorTests {
    @Test func drawsFramesAndErasesItsLineOnATerminal() async throws {
        let recorder = Recorder()
        let indicator = ProgressIndicator(isEnabled: true, interval: .milliseconds(5)) { recorder.append($0) }
        indicator.start("Searching\u{1B}[2J")
        // Wait for the second frame rather than a fixed time: a loaded machine schedules late.
        let deadline = ContinuousClock.now + .seconds(60)
        while !recorder.text.contains("⠙"), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        indicator.stop()
        let text = recorder.text
        #expect(text.hasPrefix("\r\u{1B}[2K⠋ Searching"))
        #expect(text.contains("⠙ Searching"))
        #expect(text.hasSuffix("\r\u{1B}[2K"))
        #expect(!text.contains("[2J"))
    }

    @Test func writesNothingOffATerminal() async throws {
        let recorder = Recorder()
        let indicator = ProgressIndicator(isEnabled: false, interval: .milliseconds(5)) { recorder.append($0) }
        let value = await indicator.during("Searching") { 42 }
        #expect(value == 42)
        #expect(recorder.text.isEmpty)
    }
}
