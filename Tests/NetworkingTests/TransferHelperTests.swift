import Foundation
import HTTPTestServer
import OffThePool
import ProcessRunner
import Testing

@testable import Networking

/// The app's side of the `movieland-network` helper: where it is looked for, and what a person reads when
/// it, or a library it needs, is missing.
@Suite(.offThePool) struct TransferHelperTests {
    private func makeExecutable(_ url: URL, script: String) throws {
        try ExecutableFile.write(script, to: url)
    }

    @Test func theHelperIsFoundBesideTheProgramThenInLibexec() throws {
        let folder = TemporaryFolder()
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let program = folder.url.appendingPathComponent("bin/movieland")
        let installed = folder.url.appendingPathComponent("libexec/movieland/movieland-network")
        try makeExecutable(installed, script: "#!/bin/sh\n")
        #expect(try TransferHelperTransport.locate(program: program) == installed)
        let beside = folder.url.appendingPathComponent("bin/movieland-network")
        try makeExecutable(beside, script: "#!/bin/sh\n")
        #expect(try TransferHelperTransport.locate(program: program) == beside)
    }

    @Test func aMissingHelperSaysWhereItWasLookedForAndHowToGetIt() throws {
        let folder = TemporaryFolder()
        let program = folder.url.appendingPathComponent("bin/movieland")
        #expect {
            try TransferHelperTransport.locate(program: program)
        } throws: { error in
            let text = "\(error)"
            return text.contains("network sources need movieland-network")
                && text.contains(folder.url.appendingPathComponent("bin/movieland-network").path)
                && text.contains(folder.url.appendingPathComponent("libexec/movieland/movieland-network").path)
                && text.contains("make install")
        }
    }

    @Test func aMissingSharedLibraryNamesThePackageToInstall() async throws {
        let folder = TemporaryFolder()
        let helper = folder.url.appendingPathComponent("movieland-network")
        // What the dynamic loader prints, and its status, when libcurl is not installed: before reading anything.
        try makeExecutable(
            helper,
            script: """
                #!/bin/sh
                exec 0<&-
                echo "$0: error while loading shared libraries: libcurl.so.4: cannot open shared object file: No such file or directory" >&2
                exit 127
                """)
        let transport = TransferHelperTransport(executable: helper)
        let request = HTTPRequest(url: URL(string: "http://127.0.0.1:9/movie")!)
        await #expect(
            throws: NetworkError.transportUnavailable(
                reason: "network sources need the shared library libcurl.so.4, which is not installed; "
                    + "install libcurl (Debian and Ubuntu: apt-get install libcurl4)")
        ) {
            try await transport.send(request, maximumBodySize: 1024, redactedURL: "http://127.0.0.1:9/movie")
        }
    }

    @Test func aHelperThatStopsWithoutAnAnswerIsATransportFailure() async throws {
        let folder = TemporaryFolder()
        let helper = folder.url.appendingPathComponent("movieland-network")
        try makeExecutable(
            helper, script: "#!/bin/sh\nread -r job\necho 'killed by \\033[31msomething' >&2\nexit 3\n")
        let transport = TransferHelperTransport(executable: helper)
        let request = HTTPRequest(url: URL(string: "http://127.0.0.1:9/movie")!)
        await #expect(
            throws: NetworkError.transport(
                .other("the network helper movieland-network stopped with status 3 (killed by [31msomething)"),
                url: "http://127.0.0.1:9/movie")
        ) {
            try await transport.send(request, maximumBodySize: 1024, redactedURL: "http://127.0.0.1:9/movie")
        }
    }

    @Test(.timeLimit(.minutes(30)))
    func aCancelledTransferIsCancelledAtOnceEvenWhenTheHelperHoldsOn() async throws {
        // A helper that ignores SIGTERM and the end of its input and never answers: the caller still hears
        // `.cancelled`, and the helper is killed. It must never answer: on a loaded machine this test may not
        // run again for longer than any delay, and an answer that came first would win over the cancellation.
        // The time limit is only a hang guard for a cancellation that is never heard: each of the test's waits
        // can take as long as tests that block the pool's threads hold them (minutes, in a full run), so two
        // minutes was exceeded by a run whose pool was kept busy 31 to 40 s at a time.
        let folder = TemporaryFolder()
        let helper = folder.url.appendingPathComponent("movieland-network")
        let pidFile = folder.url.appendingPathComponent("pid")
        try makeExecutable(
            helper,
            script: "#!/bin/sh\ntrap '' TERM\nread -r job\necho $$ > '\(pidFile.path)'\nwhile :; do sleep 1; done\n")
        let transport = TransferHelperTransport(executable: helper)
        let url = "http://127.0.0.1:9/movie"
        let request = HTTPRequest(url: URL(string: url)!)
        let task = Task { try await transport.send(request, maximumBodySize: 1024, redactedURL: url) }
        while !FileManager.default.fileExists(atPath: pidFile.path) { try await Task.sleep(for: .milliseconds(10)) }
        task.cancel()
        await #expect(throws: NetworkError.transport(.cancelled, url: url)) { try await task.value }
        // Killed a second after SIGTERM: gone, or a zombie until its output closes (its `sleep` holds it a second).
        let pid = String(decoding: try Data(contentsOf: pidFile), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        func running() -> Bool {
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return false }
            return stat.split(separator: ")").last?.split(separator: " ").first != "Z"
        }
        // A minute of wall-clock time, not a count of naps: a loaded machine stretches each nap.
        let deadline = ContinuousClock.now + .seconds(60)
        while running(), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(10)) }
        #expect(!running(), "the helper is still running: \(Self.processState(pid))")
    }

    /// What /proc says of `pid` (its state line and its signal masks), for a failure to explain itself.
    private static func processState(_ pid: String) -> String {
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? "gone"
        let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
        let masks = status.split(separator: "\n").filter { $0.hasPrefix("Sig") || $0.hasPrefix("PPid") }
        return ([stat.trimmingCharacters(in: .whitespacesAndNewlines)] + masks.map(String.init)).joined(separator: "; ")
    }

    @Test func theRealHelperRefusesInputThatIsNotAJob() throws {
        let helper = try TransferHelperTransport.locate()
        let process = Process()
        process.executableURL = helper
        let input = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardError = errors
        try process.run()
        try input.fileHandleForWriting.write(contentsOf: Data("hello\n".utf8))
        try input.fileHandleForWriting.close()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        #expect(message.contains("is not meant to be run by hand"))
    }

    @Test func manyTransfersAtOnceAllFinish() async throws {
        // More transfers than cores, each waiting on blocking reads of its helper's output.
        let server = try HTTPTestServer { request in .json(#"{"path": "\#(request.path)"}"#) }
        let transport = TransferHelperTransport()
        let bodies = try await withThrowingTaskGroup(of: String.self) { group in
            for index in 0..<12 {
                group.addTask {
                    let url = server.baseURL.appendingPathComponent("film\(index)")
                    let (response, body) = try await transport.send(
                        HTTPRequest(url: url, timeout: 30), maximumBodySize: 1024, redactedURL: url.absoluteString)
                    #expect(response.statusCode == 200)
                    return String(decoding: body, as: UTF8.self)
                }
            }
            return try await group.reduce(into: Set<String>()) { $0.insert($1) }
        }
        #expect(bodies.count == 12)
        #expect(bodies.contains(#"{"path": "/film11"}"#))
    }

    @Test func linesAreSplitWhereverTheChunksEnd() {
        var splitter = LineSplitter()
        #expect(splitter.append(Data("ab".utf8)).isEmpty)
        #expect(splitter.append(Data("c\nd\n\ne".utf8)) == [Data("abc".utf8), Data("d".utf8), Data()])
        #expect(splitter.append(Data("f\n".utf8)) == [Data("ef".utf8)])
    }
}
