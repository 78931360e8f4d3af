import CatalogueDomain
import DesignSystem
import FoundationEssentials
import PlainText
import Synchronization

/// Shows long catalogue work as it goes, on standard error. On a terminal: one bar per phase, redrawn at
/// most ten times a second, with the amount done, the rate and the time left. Off a terminal (logs, CI): a
/// line when a phase starts and one when it ends, so the work never looks hung and logs stay short.
final class CatalogueProgressView: @unchecked Sendable {
    private let isTerminal: Bool
    private let width: Int
    private let painter: Painter
    private let write: @Sendable (String) -> Void
    private let clock: @Sendable () -> Double
    private let lock = Mutex(())
    private var phase: String?
    private var phaseStart = 0.0
    private var lastDraw = -1.0

    init(
        isTerminal: Bool, width: Int, painter: Painter, write: @escaping @Sendable (String) -> Void,
        clock: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }
    ) {
        self.isTerminal = isTerminal
        self.width = width
        self.painter = painter
        self.write = write
        self.clock = clock
    }

    /// Takes one report; safe from any thread.
    func show(_ progress: WorkProgress) {
        lock.withLock { _ in
            let now = clock()
            if progress.phase != phase {
                if isTerminal, phase != nil { write("\n") }
                phase = progress.phase
                phaseStart = now
                lastDraw = -1
                if !isTerminal { write(progress.phase + " ...\n") }
            }
            let elapsed = now - phaseStart
            if isTerminal {
                guard progress.isFinished || now - lastDraw >= 0.1 else { return }
                lastDraw = now
                write("\r\u{1B}[2K" + line(progress, elapsed: elapsed) + (progress.isFinished ? "\n" : ""))
                if progress.isFinished { phase = nil }
            } else if progress.isFinished {
                write("  done: \(Self.amount(progress.completed, progress.unit)) in \(NumberText.duration(elapsed))\n")
                phase = nil
            }
        }
    }

    /// Ends an unfinished bar's line (the work failed part-way), so a message after it starts on its own line.
    func finish() {
        lock.withLock { _ in
            if isTerminal, phase != nil { write("\n") }
            phase = nil
        }
    }

    private func line(_ progress: WorkProgress, elapsed: Double) -> String {
        let fraction = progress.total.flatMap { $0 > 0 ? Double(progress.completed) / Double($0) : nil }
        var details = Self.amount(progress.completed, progress.unit)
        if let total = progress.total { details += " of " + Self.amount(total, progress.unit) }
        if elapsed > 0.5, progress.completed > 0 {
            let rate = Double(progress.completed) / elapsed
            details += " · " + Self.amount(Int(rate), progress.unit) + "/s"
            if let fraction, fraction > 0, !progress.isFinished {
                details += " · " + NumberText.duration(elapsed / fraction - elapsed) + " left"
            }
        }
        if progress.isFinished { details += " · " + NumberText.duration(elapsed) }
        let label = DisplayWidth.truncate(progress.phase, to: max(10, width / 3))
        let barWidth = max(10, min(30, width - DisplayWidth.of(label) - DisplayWidth.of(details) - 10))
        return label + "  " + ProgressBar(fraction: fraction, width: barWidth).render(painter: painter) + "  " + details
    }

    private static func amount(_ value: Int, _ unit: WorkProgress.Unit) -> String {
        switch unit {
        case .films: NumberText.grouped(value) + " films"
        case .bytes: NumberText.bytes(value)
        }
    }
}
