/// Decides where the app goes next and owns the screens (child coordinators) it started.
///
/// Children are held strongly by their parent; a child refers back to its parent weakly, so a
/// finished flow is released as soon as its parent removes it.
@MainActor
public protocol Coordinator: AnyObject {
    /// The coordinators this one started and that are still running.
    var children: [any Coordinator] { get set }
}

extension Coordinator {
    /// Keeps `child` alive while its flow runs.
    public func addChild(_ child: any Coordinator) {
        children.append(child)
    }

    /// Releases `child` once its flow is over.
    public func removeChild(_ child: any Coordinator) {
        children.removeAll { $0 === child }
    }
}

/// A typed destination of a feature, carrying the data its screen starts from.
public protocol Route: Sendable {}

/// Assembles one screen (view, view model, coordinator) from its input; the only place that knows
/// the concrete types, so coordinators depend on builders, not on implementations.
@MainActor
public protocol ViewBuilder {
    associatedtype Input
    associatedtype Screen
    func build(_ input: Input) -> Screen
}
