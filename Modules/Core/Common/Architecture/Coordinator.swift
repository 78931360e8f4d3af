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
