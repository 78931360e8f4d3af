import ForgeSupport
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
