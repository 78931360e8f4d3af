import Commands
import ForgeDiagnostics
import ForgeInputAudit
import ForgeSupport
import ForgeTestRun

extension TestRunStop {
    /// Says why the run stopped (invalid manifests were shown as they were checked) and returns the exit status:
    /// an unknown test target is a usage error, worded with the closest known name.
    func show(on errors: any TextOutput) -> ExitStatus {
        switch self {
        case .invalidManifests:
            return .failure
        case .unknownTarget(let name, let known):
            let suggestion = Suggestions.didYouMean(name, in: known).map { "; \($0)" } ?? ""
            errors.line("forge test: no test target is called \"\(name)\"\(suggestion)")
            errors.line("    help: run 'forge hash --tests' for every test target's name")
            return .usage
        }
    }
}

extension AuditStop {
    /// Says why the audit stopped and returns the exit status.
    func show(on errors: any TextOutput) -> ExitStatus {
        switch self {
        case .unavailable(let unavailability):
            errors.report(unavailability.finding)
            return .failure
        case .stopped(let stop):
            return stop.show(on: errors)
        case .buildFailed:
            errors.line("forge test --audit-inputs: the tests did not build; nothing was audited")
            return .failure
        }
    }
}

extension AuditUnavailability {
    /// Why the audit cannot run here, and what to do.
    var finding: Finding {
        switch self {
        case .straceMissing:
            Finding(
                "forge test --audit-inputs traces the tests with strace, which is not installed",
                help: "install it (Debian and Ubuntu: apt-get install strace) and run again")
        case .alreadyTraced:
            Finding(
                "forge test --audit-inputs cannot trace the tests: forge is itself being traced (by a debugger or "
                    + "strace), and a process can have one tracer only",
                help: "run it outside the debugger or strace")
        case .notLinux:
            Finding(
                "forge test --audit-inputs traces the tests with strace, which runs on Linux only",
                help: "run the audit on a Linux machine or CI job")
        }
    }
}
