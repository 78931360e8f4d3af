import CatalogueDomain
import DesignSystem
import Foundation
import Testing

@testable import CataloguePresentation

/// Progress as a person sees it: a bar with amount, rate and time left on a terminal; a line when a phase
/// starts and one when it ends off a terminal.
@Suite struct CatalogueProgressViewTests {
    /// What the view wrote, with a clock the test moves.
    final class Recorder: @unchecked Sendable {
        private let lock = NSLock()
        private var text = ""
        private var now = 0.0

        var written: String { lock.withLock { text } }
        func write(_ part: String) { lock.withLock { text += part } }
        func advance(_ seconds: Double) { lock.withLock { now += seconds } }
        func time() -> Double { lock.withLock { now } }
    }

    private func view(terminal: Bool, recorder: Recorder) -> CatalogueProgressView {
        CatalogueProgressView(
            isTerminal: terminal, width: 100, painter: Painter(colorEnabled: false), write: recorder.write,
            clock: recorder.time)
    }

    @Test func onATerminalABarWithRateAndTimeLeftRedrawnAtMostTenTimesASecond() {
        let recorder = Recorder()
        let progress = view(terminal: true, recorder: recorder)
        let phase = "Reading title.basics.tsv.gz"
        progress.show(WorkProgress(phase: phase, completed: 0, total: 200_000_000, unit: .bytes))
        recorder.advance(2)
        progress.show(WorkProgress(phase: phase, completed: 50_000_000, total: 200_000_000, unit: .bytes))
        progress.show(WorkProgress(phase: phase, completed: 51_000_000, total: 200_000_000, unit: .bytes))  // too soon
        recorder.advance(6)
        progress.show(
            WorkProgress(phase: phase, completed: 200_000_000, total: 200_000_000, unit: .bytes, isFinished: true))
        let frames = recorder.written.components(separatedBy: "\r\u{1B}[2K").filter { !$0.isEmpty }
        #expect(frames.count == 3)
        #expect(frames[1].hasPrefix(phase + "  ━━━━╸──────────────  25%"))  // the 19 columns left for the bar
        #expect(frames[1].contains(" 25%  50.0 MB of 200.0 MB · 25.0 MB/s · 6.0 s left"))
        #expect(frames[2].contains("100%  200.0 MB of 200.0 MB · 25.0 MB/s · 8.0 s\n"))
    }

    @Test func offATerminalALineWhenAPhaseStartsAndOneWhenItEnds() {
        let recorder = Recorder()
        let progress = view(terminal: false, recorder: recorder)
        progress.show(WorkProgress(phase: "Building the index", completed: 0, total: 905_000, unit: .films))
        for step in 1...50 {
            recorder.advance(0.1)
            progress.show(
                WorkProgress(phase: "Building the index", completed: step * 10_000, total: 905_000, unit: .films))
        }
        progress.show(
            WorkProgress(
                phase: "Building the index", completed: 905_000, total: 905_000, unit: .films, isFinished: true))
        #expect(recorder.written == "Building the index ...\n  done: 905,000 films in 5.0 s\n")
    }

    @Test func aFailureEndsTheUnfinishedBarsLine() {
        let recorder = Recorder()
        let progress = view(terminal: true, recorder: recorder)
        progress.show(WorkProgress(phase: "Downloading title.basics.tsv.gz", completed: 10, total: nil, unit: .bytes))
        progress.finish()
        #expect(recorder.written.hasSuffix("\n"))
        #expect(recorder.written.contains("10 B"))
    }
}
