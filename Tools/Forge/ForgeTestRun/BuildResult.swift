/// What a build of the selected package said: whether it succeeded, and the lines of its output that report an
/// error (`<file>:<line>:<column>: error: ...`, a linker's `error: ...`), as printed.
package struct BuildResult: Equatable {
    package let succeeded: Bool
    package let errors: [String]

    package init(succeeded: Bool, errors: [String] = []) {
        self.succeeded = succeeded
        self.errors = errors
    }

    /// The lines of `output` that report an error.
    package static func errorLines(in output: String) -> [String] {
        output.split(separator: "\n").filter { $0.contains("error: ") }.map(String.init)
    }
}
