import ForgeSupport
import Foundation

/// What an engine's test gives it: a context over a repository, with what the engine printed kept in buffers.
package struct EngineContext {
    package let output = BufferedOutput()
    package let errors = BufferedOutput()
    package let context: CommandContext
    /// Kept for as long as the context is: the repository's folder goes when it does.
    package let repository: TemporaryRepository

    package init(_ repository: TemporaryRepository) {
        self.repository = repository
        context = CommandContext(root: repository.root, output: output, errors: errors)
    }
}
