import Commands
import ForgeGenerator
import ForgeSupport

/// `forge generate [--check]` and `forge validate`: the command line over `PackageGeneration`.
package struct GenerateCommand: ForgeCommand {
    package let context: CommandContext

    package init(_ context: CommandContext) {
        self.context = context
    }

    private var generation: PackageGeneration { PackageGeneration(context) }

    /// Writes `Package.swift` when its content changes; never when the manifests are invalid, and never
    /// over a `Package.swift` forge did not write unless `force` is set.
    package func generate(force: Bool = false) -> ExitStatus { generation.generate(force: force) ? .success : .failure }

    /// Exits 1 and names the modules that differ when `Package.swift` is not what the manifests produce.
    package func check() -> ExitStatus { generation.check() ? .success : .failure }

    /// `forge validate`: every check, nothing written.
    package func validate() -> ExitStatus { generation.validate() ? .success : .failure }
}
