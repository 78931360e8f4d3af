import ForgeTestRun

/// Why an audit stopped before it audited anything.
package enum AuditStop: Error, Equatable {
    /// It cannot trace here.
    case unavailable(AuditUnavailability)
    /// The run it shares stopped: invalid manifests, an unknown test target.
    case stopped(TestRunStop)
    /// The tests did not build.
    case buildFailed
}
