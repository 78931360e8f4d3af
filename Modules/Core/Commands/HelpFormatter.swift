/// Builds `--help` text from command declarations, so help can never disagree with the parser.
struct HelpFormatter {
    /// The command and its ancestors, root first.
    let chain: [CommandSpec]

    var text: String {
        let command = chain.last!
        let invocation = chain.map(\.name).joined(separator: " ")
        var usage = "Usage: \(invocation)"
        if !command.subcommands.isEmpty { usage += " <command>" }
        for argument in command.arguments {
            let name = "<\(argument.name)>" + (argument.isVariadic ? "..." : "")
            usage += argument.isOptional ? " [\(name)]" : " \(name)"
        }
        usage += " [options]"
        let own = command.options.map { ($0.label, $0.help) } + [("-h, --help", "Show this help.")]
        let inherited = chain.dropLast().reversed().flatMap(\.options).map { ($0.label, $0.help) }
        let argumentRows = command.arguments.map { ("<\($0.name)>" + ($0.isVariadic ? "..." : ""), $0.help) }
        let commandRows = command.subcommands.map { ($0.name, $0.summary) }
        // One label column for the whole text, so every section lines up.
        let width = min(28, (own + inherited + argumentRows + commandRows).map(\.0.count).max() ?? 0)
        var sections = [usage, command.summary]
        if let discussion = command.discussion { sections.append(discussion) }
        if !command.subcommands.isEmpty {
            sections.append(list("Commands:", commandRows, width: width))
        }
        if !command.arguments.isEmpty {
            sections.append(list("Arguments:", argumentRows, width: width))
        }
        sections.append(list("Options:", own, width: width))
        if !inherited.isEmpty { sections.append(list("Global options:", inherited, width: width)) }
        if !command.subcommands.isEmpty {
            sections.append("Run '\(invocation) <command> --help' for a command's options.")
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    private func list(_ title: String, _ rows: [(String, String)], width: Int) -> String {
        return
            ([title]
            + rows.map { label, help in
                let padded =
                    label.count >= width ? label + "  " : label + String(repeating: " ", count: width - label.count + 2)
                return "  " + padded + help
            }).joined(separator: "\n")
    }
}
