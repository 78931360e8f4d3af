import TextFolding

/// The two commands every program built on `Commands` offers about itself: `completion <shell>` prints
/// its shell completion script and `manual` its manual page, both generated from its command tree.
public enum DocumentationCommands {
    /// `completion` and `manual`, worded for `program`.
    public static func specs(program: String) -> [CommandSpec] {
        [
            CommandSpec(
                "completion", summary: "Print the Tab-completion script for bash, zsh or fish.",
                arguments: [
                    ArgumentSpec(
                        "shell", help: "bash, zsh or fish", completion: .words(Shell.allCases.map(\.rawValue)))
                ],
                discussion: """
                    `make install` puts the scripts where the shells look for them. To try one in the current shell:
                      source <(\(program) completion bash)
                      source <(\(program) completion zsh)
                      \(program) completion fish | source
                    """),
            CommandSpec(
                "manual", summary: "Print the manual page (roff); `make install` installs it for `man \(program)`.",
                discussion:
                    "To read it without installing:\n  \(program) manual > /tmp/\(program).1 && man -l /tmp/\(program).1"
            ),
        ]
    }

    /// The text `command` asks for when it is `completion` or `manual`, or nil for any other command.
    /// - Parameters:
    ///   - root: The program's whole command tree, which the script and page describe.
    ///   - manual: The page `manual` prints.
    /// - Throws: `UsageError` for a shell other than bash, zsh or fish.
    static func output(
        for command: ParsedCommand, root: CommandSpec, manual: @autoclosure () -> ManualPage
    ) throws(UsageError) -> String? {
        switch command.path {
        case ["completion"]:
            let name = command.argument("shell") ?? ""
            guard let shell = Shell(rawValue: name) else {
                throw UsageError(
                    message: "unknown shell '\(name)'"
                        + (EditDistance.closest(to: name, in: Shell.allCases.map(\.rawValue)).map {
                            "; did you mean '\($0)'?"
                        } ?? "") + " (bash, zsh or fish)",
                    hint: "Run '\(root.name) completion --help' for usage.")
            }
            return shell.completionScript(for: root)
        case ["manual"]:
            return manual().roff
        default:
            return nil
        }
    }
}
