import FoundationEssentials
import SystemIO

/// A dependency-injection container in the style of Factory: dependencies are typed keys declared as
/// computed properties in extensions of `Container`, and resolved by calling them.
///
/// ```swift
/// extension Container {
///     public var clock: Factory<any Clock> { self { SystemClock() }.singleton }
///     public var catalogue: Factory<any MovieCatalogue> { promised() }  // registered by a Data module
///     var catalogueFile: ParameterFactory<String, CatalogueFile> { self { path in CatalogueFile(path) }.shared }
/// }
/// let container = Container()  // the app makes one and hands it to every feature
/// let clock = container.clock()
/// let file = container.catalogueFile("/data/catalogue.bin")  // built from a value known at run time
/// container.catalogue.register { InMemoryCatalogue() }  // override, e.g. in a test
/// ```
///
/// There is no global container: the composition root makes one, and tests make their own.
/// Resolution is thread-safe; a singleton, cached or shared instance is created once even under contention.
public final class Container: @unchecked Sendable {
    // One recursive lock: a factory may resolve other factories while its own instance is being made.
    private let lock = Lock(recursive: true)
    private var overrides: [FactoryKey: any Sendable] = [:]
    private var singletons: [InstanceKey: AnyObject] = [:]
    private var cached: [InstanceKey: AnyObject] = [:]
    /// Instances of scope `shared`, held weakly: each lives while something else holds it.
    private var shared: [InstanceKey: WeakInstance] = [:]

    /// An empty container: every factory resolves to its default until registered or overridden.
    public init() {}

    /// Declares a factory with a default implementation; `key` and `file` identify the declaration.
    public func callAsFunction<Value>(
        key: StaticString = #function, file: StaticString = #fileID,
        _ make: @escaping @Sendable () -> Value
    ) -> Factory<Value> {
        Factory(container: self, key: FactoryKey(name: "\(key)", file: "\(file)"), make: make)
    }

    /// Declares a factory that makes its value from an argument given at resolution: `container.file(path)`.
    public func callAsFunction<Parameter, Value>(
        key: StaticString = #function, file: StaticString = #fileID,
        _ make: @escaping @Sendable (Parameter) -> Value
    ) -> ParameterFactory<Parameter, Value> {
        ParameterFactory(container: self, key: FactoryKey(name: "\(key)", file: "\(file)"), make: make)
    }

    /// Declares a factory with no default: something, usually a feature's `autoRegister`, must
    /// `register` it before it is resolved.
    public func promised<Value>(key: StaticString = #function, file: StaticString = #fileID) -> Factory<Value> {
        Factory(container: self, key: FactoryKey(name: "\(key)", file: "\(file)"), make: nil)
    }

    /// Removes every registration override and every singleton and cached instance.
    public func reset() {
        lock.withLock {
            overrides.removeAll()
            singletons.removeAll()
            cached.removeAll()
            shared.removeAll()
        }
    }

    /// Drops the instances of scope `cached` (singletons are kept), e.g. after the configuration changes.
    func resetCached() {
        lock.withLock { cached.removeAll() }
    }

    // MARK: - Used by Factory and ParameterFactory

    func register(_ registration: any Sendable, for key: FactoryKey) {
        lock.withLock {
            overrides[key] = registration
            forgetInstances(of: key)
        }
    }

    func reset(_ key: FactoryKey) {
        lock.withLock {
            overrides[key] = nil
            forgetInstances(of: key)
        }
    }

    private func forgetInstances(of key: FactoryKey) {
        singletons = singletons.filter { $0.key.factory != key }
        cached = cached.filter { $0.key.factory != key }
        shared = shared.filter { $0.key.factory != key }
    }

    /// The registration made for `key`, if any.
    func registration<Registration>(for key: FactoryKey, as type: Registration.Type) -> Registration? {
        lock.withLock { overrides[key] as? Registration }
    }

    /// The instance `key` (with `argument`, for a parameter factory) resolves to in `scope`, made by `make`
    /// when the scope holds none.
    func resolve<Value, Failure: Error>(
        _ key: InstanceKey, scope: Scope, make: () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try lock.withLock { () throws(Failure) -> Value in
            if let instance = existing(key, scope: scope, as: Value.self) { return instance }
            let instance = try make()
            switch scope {
            case .singleton: singletons[key] = Kept(instance)
            case .cached: cached[key] = Kept(instance)
            case .shared: if let object = WeakInstance(instance) { shared[key] = object }
            case .unique: break
            }
            return instance
        }
    }

    private func existing<Value>(_ key: InstanceKey, scope: Scope, as type: Value.Type) -> Value? {
        switch scope {
        case .singleton: (singletons[key] as? Kept<Value>)?.value
        case .cached: (cached[key] as? Kept<Value>)?.value
        case .shared: shared[key]?.object as? Value
        case .unique: nil
        }
    }
}

/// Which instance of a factory: the factory's key, and for a parameter factory of scope `shared` the
/// argument it was made from.
struct InstanceKey: Hashable {
    let factory: FactoryKey
    let argument: ArgumentKey?
}

/// An instance kept with the type it was resolved as: getting it back is a check of the box's class, where
/// casting an `Any` to a protocol type (`any MovieCatalogue`) looks the conformance up across the binary.
private final class Kept<Value> {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// A weak reference to an instance of a class; values (structs, enums) cannot be shared and are made anew.
private struct WeakInstance {
    weak var object: AnyObject?

    init?(_ instance: Any) {
        // Only a class instance can be held weakly; a value would be boxed and released at once.
        guard type(of: instance as Any) is AnyClass else { return nil }
        object = instance as AnyObject
    }
}
