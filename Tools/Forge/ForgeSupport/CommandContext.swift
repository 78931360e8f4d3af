import Foundation

/// A folder to work in, where results go, and where problems go: what the command line gives each command.
package struct CommandContext {
    package let root: URL
    package let output: any TextOutput
    package let errors: any TextOutput

    package init(root: URL, output: any TextOutput, errors: any TextOutput) {
        self.root = root
        self.output = output
        self.errors = errors
    }
}

/// What works in a context's folder and reports to its outputs: an engine a command calls.
package protocol ContextBound {
    var context: CommandContext { get }
}

extension ContextBound {
    /// The folder the command works in.
    package var root: URL { context.root }
    /// Where results go (standard output).
    package var output: any TextOutput { context.output }
    /// Where problems go (standard error).
    package var errors: any TextOutput { context.errors }
}
