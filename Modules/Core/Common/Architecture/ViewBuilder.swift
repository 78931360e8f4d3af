/// Assembles one screen (view, view model, coordinator) from its input; the only place that knows
/// the concrete types, so coordinators depend on builders, not on implementations.
@MainActor
public protocol ViewBuilder {
    associatedtype Input
    associatedtype Screen
    func build(_ input: Input) -> Screen
}
