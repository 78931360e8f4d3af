import Foundation

/// A dependency-injection container in the style of Factory: dependencies are typed keys declared as
/// computed properties in extensions of `Container`, and resolved by calling them.
///
/// ```swift
/// extension Container {
///     public var clock: Factory<any Clock> { self { SystemClock() }.singleton }
///     public var catalogue: Factory<any MovieCatalogue> { promised() }  // registered by a Data module
/// }
/// let clock = Container.shared.clock()
/// Container.shared.catalogue.register { InMemoryCatalogue() }  // override, e.g. in a test
/// ```
///
/// Resolution is thread-safe; a singleton or cached instance is created once even under contention.
public final class Container: @unchecked Sendable {
    /// The container the app resolves from; tests may use their own or `reset()` this one.
    static let shared = Container()

    // One recursive lock: a factory may resolve other factories while its own instance is being made.
    private let lock = NSRecursiveLock()
    private var overrides: [FactoryKey: any Sendable] = [:]
    private var singletons: [FactoryKey: Any] = [:]
    private var cached: [FactoryKey: Any] = [:]

    /// An empty container: every factory resolves to its default until registered or overridden.
    public init() {}

    /// Declares a factory with a default implementation; `key` and `file` identify the declaration.
    public func callAsFunction<Value>(
        key: StaticString = #function, file: StaticString = #fileID,
        _ make: @escaping @Sendable () -> Value
    ) -> Factory<Value> {
        Factory(container: self, key: FactoryKey(name: "\(key)", file: "\(file)"), make: make)
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
        }
    }

    /// Drops the instances of scope `cached` (singletons are kept), e.g. after the configuration changes.
    func resetCached() {
        lock.withLock { cached.removeAll() }
    }

    // MARK: - Used by Factory

    func register<Value>(_ make: @escaping @Sendable () -> Value, for key: FactoryKey) {
        lock.withLock {
            overrides[key] = Registration(make: make)
            singletons[key] = nil
            cached[key] = nil
        }
    }

    func reset(_ key: FactoryKey) {
        lock.withLock {
            overrides[key] = nil
            singletons[key] = nil
            cached[key] = nil
        }
    }

    func resolve<Value>(
        _ key: FactoryKey, scope: Scope, default defaultMake: (@Sendable () -> Value)?
    ) throws(DependencyError) -> Value {
        lock.lock()
        defer { lock.unlock() }
        switch scope {
        case .singleton:
            if let instance = singletons[key] as? Value { return instance }
        case .cached:
            if let instance = cached[key] as? Value { return instance }
        case .unique:
            break
        }
        let make = (overrides[key] as? Registration<Value>)?.make ?? defaultMake
        guard let make else { throw DependencyError.missingRegistration(key: key, type: "\(Value.self)") }
        let instance = make()
        switch scope {
        case .singleton: singletons[key] = instance
        case .cached: cached[key] = instance
        case .unique: break
        }
        return instance
    }
}

/// A registered way to make a value, stored type-erased.
private struct Registration<Value>: Sendable {
    let make: @Sendable () -> Value
}
