import Foundation

// The composition root: parse the command line, register every feature, run the command.
//
// Not top-level `await`: that parks the main thread in `dispatch_main`, which ends it with `pthread_exit`, a
// forced unwind that in a static executable first sorts every frame description of the binary (20 ms of a
// 28 ms search). The main run loop serves the main queue, and so the main actor, just as well.
Task { @MainActor in
    let status = await MovielandApp(
        arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment
    ).run()
    exit(status.rawValue)
}
while true {
    _ = RunLoop.main.run(mode: .default, before: .distantFuture)
}
