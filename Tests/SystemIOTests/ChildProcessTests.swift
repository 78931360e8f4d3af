import Foundation
import OffThePool
import Testing

@testable import SystemIO

@Suite(.offThePool) struct ChildProcessTests {
    @Test func passesInputThroughAndReportsTheExitStatus() throws {
        let child = try ChildProcess("sh", arguments: ["-c", "tr a-z A-Z; echo oops >&2; exit 3"])
        try child.input.write("hello\n".utf8)
        child.input.close()
        let output = try child.output.readToEnd()
        let errors = try child.errors.readToEnd()
        #expect(String(decoding: output, as: UTF8.self) == "HELLO\n")
        #expect(String(decoding: errors, as: UTF8.self) == "oops\n")
        #expect(child.waitForExit() == .exited(3))
        #expect(child.waitForExit() == .exited(3))
    }

    @Test func terminateEndsTheProgramWithSIGTERM() throws {
        let child = try ChildProcess("sleep", arguments: ["30"])
        child.terminate()
        #expect(child.waitForExit() == .signalled(SIGTERM))
        child.terminate()  // already waited for: nothing is signalled
    }

    @Test func aProgramThatIgnoresSIGTERMIsKilledAfterTheGrace() throws {
        // The shell ignores SIGTERM and hands that on to sleep, which it becomes. A SIGTERM before the trap is set
        // would end the shell: the shell says when it is, rather than the test guessing how long that takes.
        let child = try ChildProcess("sh", arguments: ["-c", "trap '' TERM; echo ignoring; exec sleep 30"])
        #expect(try child.output.read(upToCount: 64) == Data("ignoring\n".utf8))
        child.terminate(grace: .milliseconds(100))
        #expect(child.waitForExit() == .signalled(SIGKILL))
    }

    @Test func theProgramSeesEndOfInputOnlyWhenWeCloseIt() throws {
        let child = try ChildProcess("wc", arguments: ["-c"])
        try child.input.write([UInt8](repeating: 65, count: 300_000))
        child.input.close()
        let counted = String(decoding: try child.output.readToEnd(), as: UTF8.self)
        #expect(counted.trimmingCharacters(in: .whitespacesAndNewlines) == "300000")
        #expect(child.waitForExit() == .exited(0))
    }

    @Test func aMissingProgramIsAnErrorNotAChild() {
        #expect {
            try ChildProcess("movieland-no-such-program-\(UUID().uuidString)")
        } throws: { error in
            (error as? SystemError)?.code == ENOENT
        }
    }
}

extension ChildProcessTests {
    @Test func theProgramStartsWithSIGPIPEAtItsDefaultThoughWeIgnoreIt() throws {
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        // `yes` writing into a pipe nobody reads is ended by SIGPIPE, unless it inherited "ignore".
        let yes = try ChildProcess("yes")
        yes.output.close()
        #expect(yes.waitForExit() == .signalled(SIGPIPE))
    }
}
