/// The shells `completion` scripts are generated for.
public enum Shell: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// The completion script for the command tree under `root`.
    public func completionScript(for root: CommandSpec) -> String {
        switch self {
        case .bash: BashCompletion(root: root).script
        case .zsh: ZshCompletion(root: root).script
        case .fish: FishCompletion(root: root).script
        }
    }
}
