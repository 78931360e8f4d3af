/// A typed key of a `Container` whose value is made from an argument known only at run time:
/// `container.catalogueFile(path)`.
///
/// Declared like a `Factory`, with a closure that takes the argument. Scope `unique` (the default) makes a
/// value at every call; `shared` (for a `Hashable` argument) keeps one instance per argument while something
/// holds it.
public struct ParameterFactory<Parameter, Value>: Sendable {
    let container: Container
    let key: FactoryKey
    let make: @Sendable (Parameter) -> Value
    var scope: Scope = .unique
    /// How an argument keys its shared instance; nil for scope `unique`.
    var argumentKey: (@Sendable (Parameter) -> ArgumentKey)?

    init(container: Container, key: FactoryKey, make: @escaping @Sendable (Parameter) -> Value) {
        self.container = container
        self.key = key
        self.make = make
    }

    /// The value for `argument`, made by the registered implementation if any, else the declared one.
    public func callAsFunction(_ argument: Parameter) -> Value {
        let make = container.registration(for: key, as: ParameterRegistration<Parameter, Value>.self)?.make ?? self.make
        let instanceKey = InstanceKey(factory: key, argument: argumentKey?(argument))
        return container.resolve(instanceKey, scope: scope) { () throws(Never) -> Value in make(argument) }
    }

    /// Replaces the implementation (and drops the instances the previous one made).
    public func register(_ make: @escaping @Sendable (Parameter) -> Value) {
        container.register(ParameterRegistration(make: make), for: key)
    }

    /// Back to the declared implementation.
    public func reset() {
        container.reset(key)
    }
}

extension ParameterFactory where Parameter: Hashable & Sendable {
    /// One instance per argument while something holds it; once every holder has let it go, the next call
    /// with that argument makes a new one. Values that are not class instances are made at every call.
    public var shared: ParameterFactory<Parameter, Value> {
        var copy = self
        copy.scope = .shared
        copy.argumentKey = { ArgumentKey($0) }
        return copy
    }
}

/// A registered way to make a value from an argument, stored type-erased.
struct ParameterRegistration<Parameter, Value>: Sendable {
    let make: @Sendable (Parameter) -> Value
}
