/// `project.json`'s `testInputs`: which targets a test target's hash covers besides those it depends on.
package enum TestInputsPolicy: String, CaseIterable, Sendable {
    /// As under `swift test`, which builds every product first: any test may run any executable of the package,
    /// so each test target that does not list the targets it runs (`"inputs": {"targets": [...]}`) covers every
    /// executable target. The default: an adopted package keeps its verdicts.
    case executables
    /// Every test target lists what it runs; a test target covers only its dependencies and what it lists.
    case declared

    /// A package that says nothing: the safe choice.
    package static let `default` = TestInputsPolicy.executables
}
