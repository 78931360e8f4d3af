/// One screen of a command, as its view builder assembles it: the view model and the view that
/// prints the model's state.
@MainActor
public struct CommandScreen<Model: AnyObject, View> {
    /// Takes the command's intent and holds the state it leads to.
    public let viewModel: Model
    /// Prints that state.
    public let view: View

    /// The screen made of `viewModel` and `view`.
    public init(viewModel: Model, view: View) {
        self.viewModel = viewModel
        self.view = view
    }
}
