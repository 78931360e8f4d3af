import Commands
import Common
import DesignSystem
import FoundationEssentials
import Terminal

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Interactive mode on a real terminal: raw keys in, a frame out after every change, and the
/// terminal put back however the run ends (quit, Ctrl-C, SIGTERM, an error, the terminal closing).
@MainActor
final class InteractiveTerminal {
    private enum Event: Sendable {
        case input([UInt8])
        /// No more bytes came for a held-back sequence start: take it as typed (ESC is Escape).
        case flushInput(generation: Int)
        case inputClosed
        case resize
        case redraw
    }

    private let host: TabHost
    private let session: TerminalSession
    private let painter: Painter

    init(host: TabHost, session: TerminalSession, painter: Painter) {
        self.host = host
        self.session = session
        self.painter = painter
    }

    func run() async -> ExitStatus {
        let (events, continuation) = AsyncStream.makeStream(of: Event.self)
        let session = self.session
        do {
            try session.start(
                onResize: { continuation.yield(.resize) },
                onTerminate: { signal in
                    // Runs on the main queue, between the app's own work: put the terminal back, then
                    // end as the signal asked, with the conventional status 128 + signal.
                    session.restore()
                    exit(128 + signal)
                })
        } catch {
            MovielandApp.reportFailure(error.description)
            return .failure
        }
        defer { session.restore() }
        session.startReading { bytes in continuation.yield(bytes.map(Event.input) ?? .inputClosed) }
        host.onChange = { continuation.yield(.redraw) }
        host.start()
        var renderer = FrameRenderer()
        var decoder = KeyDecoder()
        var generation = 0
        draw(&renderer)
        for await event in events {
            var keys: [Key] = []
            switch event {
            case .input(let bytes):
                keys = decoder.decode(bytes)
                generation += 1
                if decoder.hasPending {
                    // The rest of an escape sequence arrives within milliseconds, even over a slow
                    // link; a key press that is only ESC does not.
                    Task { [generation] in
                        try? await Task.sleep(for: .milliseconds(40))
                        continuation.yield(.flushInput(generation: generation))
                    }
                }
            case .flushInput(let flushed):
                if flushed == generation { keys = decoder.flush() }
            case .inputClosed:
                return .success
            case .resize:
                renderer.invalidate()
            case .redraw:
                break
            }
            for key in keys {
                if await host.handle(key) == .quit { return .success }
            }
            draw(&renderer)
        }
        return .success
    }

    private func draw(_ renderer: inout FrameRenderer) {
        let size = session.size
        let frame = host.frame(width: size.width, height: size.height, painter: painter)
        session.write(
            renderer.update(
                frame.lines, width: size.width, height: size.height,
                cursor: frame.cursor.map { (row: $0.line + 1, column: $0.column + 1) }))
    }
}
