/// A typed key of a `Container`: resolves, registers and resets one dependency.
///
/// Declared as a computed property in an extension of `Container`; its scope is part of the declaration.
public struct Factory<Value>: Sendable {
    let container: Container
    let key: FactoryKey
    let make: (@Sendable () -> Value)?
    var scope: Scope = .unique

    init(container: Container, key: FactoryKey, make: (@Sendable () -> Value)?) {
        self.container = container
        self.key = key
        self.make = make
    }

    /// The same factory with another lifetime for its instances.
    func scope(_ scope: Scope) -> Factory<Value> {
        var copy = self
        copy.scope = scope
        return copy
    }

    /// One instance for the container's lifetime (until `reset()`).
    public var singleton: Factory<Value> { scope(.singleton) }
    /// One instance until `resetCached()` or `reset()`.
    var cached: Factory<Value> { scope(.cached) }
    /// One instance while something holds it: resolutions meanwhile get the same one; once every holder has
    /// let it go, the next makes a new one. Values that are not class instances are made at every resolution.
    public var shared: Factory<Value> { scope(.shared) }
    /// A new instance at every resolution (the default).
    var unique: Factory<Value> { scope(.unique) }

    /// The instance; stops the program with a message naming the key when nothing was registered,
    /// which is a wiring mistake in the composition root, never something a user can cause.
    public func callAsFunction() -> Value {
        do {
            return try resolve()
        } catch {
            preconditionFailure(error.description)
        }
    }

    /// The instance, or `DependencyError.missingRegistration` when a promised factory was never registered.
    func resolve() throws(DependencyError) -> Value {
        let make = container.registration(for: key, as: Registration<Value>.self)?.make ?? self.make
        return try container.resolve(InstanceKey(factory: key, argument: nil), scope: scope) {
            () throws(DependencyError) -> Value in
            guard let make else { throw DependencyError.missingRegistration(key: key, type: "\(Value.self)") }
            return make()
        }
    }

    /// Replaces the implementation (and drops any instance made by the previous one).
    public func register(_ make: @escaping @Sendable () -> Value) {
        container.register(Registration(make: make), for: key)
    }

    /// Back to the declared default (for a promised factory: unregistered).
    public func reset() {
        container.reset(key)
    }
}

/// How long a resolved instance lives.
enum Scope: Sendable {
    /// A new instance each time.
    case unique
    /// One instance for the container's lifetime.
    case singleton
    /// One instance until the cache is reset.
    case cached
    /// One instance while something else holds it (weakly kept).
    case shared
}

/// A registered way to make a value, stored type-erased.
struct Registration<Value>: Sendable {
    let make: @Sendable () -> Value
}

/// Identifies a factory declaration: the property's name and the file declaring it.
struct FactoryKey: Hashable, Sendable, CustomStringConvertible {
    let name: String
    let file: String

    var description: String { "Container.\(name) (declared in \(file))" }
}

/// Resolving a dependency failed.
enum DependencyError: Error, Equatable, CustomStringConvertible {
    /// A promised factory was resolved before anything registered it.
    case missingRegistration(key: FactoryKey, type: String)

    var description: String {
        switch self {
        case .missingRegistration(let key, let type):
            "no registration for \(key) of type \(type); register it before resolving, e.g. in the "
                + "feature's Dependencies.autoRegister(_:) called by the app, or with "
                + "`container.\(key.name).register { ... }` in a test"
        }
    }
}
