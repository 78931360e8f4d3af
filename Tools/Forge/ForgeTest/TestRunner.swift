import ForgeDiagnostics
import ForgeSupport

/// Builds the tests once and runs one test target at a time, so each target's outcome is known.
protocol TestRunner {
    /// Builds every test target; false when the build failed.
    func build() -> Bool
    /// Runs the test target `target`; true when its tests passed.
    func run(_ target: String) -> Bool
}

/// A runner that can also run a target under `strace`, for `forge test --audit-inputs`.
protocol TracingTestRunner: TestRunner {
    /// Runs `target` with every process it starts traced: one file per process, `<folder>/trace.<pid>`.
    func runTraced(_ target: String, into folder: String) -> Bool
}

/// `swift build --build-tests`, then `swift test --skip-build --filter '^<Target>\.'` per target, with the
/// arguments given after `--`; what they print goes to standard error.
struct SwiftTestRunner: TracingTestRunner {
    let swift: [String]
    let packagePath: String
    let extraArguments: [String]
    /// Where a `swift` that cannot be started is reported.
    let errors: any TextOutput

    func build() -> Bool {
        status(swift + ["build", "--package-path", packagePath, "--build-tests"] + extraArguments) == 0
    }

    func run(_ target: String) -> Bool {
        let filter = "^" + target + "\\."
        return status(
            swift + ["test", "--package-path", packagePath, "--skip-build", "--filter", filter] + extraArguments) == 0
    }

    func runTraced(_ target: String, into folder: String) -> Bool {
        let strace = [
            "strace", "-ff", "-qq", "-s", "4096", "-e", "trace=execve,chdir,open,openat,clone,clone3,fork,vfork",
            "-e", "signal=none", "-o", folder + "/trace",
        ]
        let filter = "^" + target + "\\."
        return status(
            strace + swift + ["test", "--package-path", packagePath, "--skip-build", "--filter", filter]
                + extraArguments) == 0
    }

    private func status(_ command: [String]) -> Int32 {
        do {
            return try Subprocess.runShowingOutput(command)
        } catch {
            errors.report(
                Finding(
                    "cannot run \(command[0]): \(error.reason)",
                    help: "put the Swift toolchain on PATH, or set SWIFT to the swift executable"))
            return 127
        }
    }
}
