/// `project.json`'s `testInputs`: whether test targets declare what they use beyond their folder and
/// dependencies, or forge assumes what `swift test` allows.
package enum TestInputsPolicy: String, CaseIterable, Sendable {
    /// Not declared, so forge assumes what `swift test` allows any test: to run any executable of the package
    /// (it builds every product first) and to read any file of the repository that belongs to no target
    /// (fixtures, examples, data at the top). A test target narrows this by listing what it runs
    /// (`"inputs": {"targets": [...]}`) or reads (`"paths"`). The default: an adopted package keeps its verdicts.
    case undeclared
    /// Every test target lists what it runs and reads; its hash covers only that, its folder and dependencies.
    case declared

    /// A package that says nothing: the safe choice.
    package static let `default` = TestInputsPolicy.undeclared
}
