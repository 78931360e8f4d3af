/// What a test run did, for the caller to show and to choose its exit status from.
package enum TestRunReport {
    /// With `dryRun`: what would run and what is skipped (and each shard's share); nothing ran.
    case planned(TestOutcome)
    /// What ran, passed and failed, what was skipped, and whether the build failed.
    case ran(TestOutcome)
    /// With `buildOnly`: the bundle built, or why there is none.
    case bundle(BundleBuild)
}
