import Foundation
import Testing

@testable import DependencyInjection

private protocol Greeter: AnyObject, Sendable {
    var greeting: String { get }
}

private final class EnglishGreeter: Greeter {
    let greeting = "hello"
}

private final class FrenchGreeter: Greeter {
    let greeting = "bonjour"
}

/// Counts how many instances were made, from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private let creations = Counter()

private final class Expensive: Sendable {
    init() {
        creations.increment()
        Thread.sleep(forTimeInterval: 0.01)  // widen the window for a second creation
    }
}

extension Container {
    fileprivate var greeter: Factory<any Greeter> { self { EnglishGreeter() } }
    fileprivate var sharedGreeter: Factory<any Greeter> { self { EnglishGreeter() }.singleton }
    fileprivate var cachedGreeter: Factory<any Greeter> { self { EnglishGreeter() }.cached }
    fileprivate var promisedGreeter: Factory<any Greeter> { promised() }
    fileprivate var expensive: Factory<Expensive> { self { Expensive() }.singleton }
}

@Suite struct ContainerTests {
    @Test func uniqueScopeMakesANewInstanceEachTime() {
        let container = Container()
        #expect(container.greeter() !== container.greeter())
    }

    @Test func singletonScopeMakesOneInstance() {
        let container = Container()
        let first = container.sharedGreeter()
        container.resetCached()
        #expect(container.sharedGreeter() === first)
        container.reset()
        #expect(container.sharedGreeter() !== first)
    }

    @Test func cachedScopeLastsUntilTheCacheIsReset() {
        let container = Container()
        let first = container.cachedGreeter()
        #expect(container.cachedGreeter() === first)
        container.resetCached()
        #expect(container.cachedGreeter() !== first)
    }

    @Test func registrationOverridesTheDefaultAndResetRestoresIt() {
        let container = Container()
        let before = container.sharedGreeter()
        container.sharedGreeter.register { FrenchGreeter() }
        #expect(container.sharedGreeter().greeting == "bonjour")
        #expect(container.sharedGreeter() !== before)
        container.sharedGreeter.reset()
        #expect(container.sharedGreeter().greeting == "hello")
    }

    @Test func containersAreIndependent() {
        let first = Container(), second = Container()
        first.greeter.register { FrenchGreeter() }
        #expect(second.greeter().greeting == "hello")
    }

    @Test func missingRegistrationNamesTheKeyAndWhereToRegister() throws {
        let container = Container()
        #expect(throws: DependencyError.self) { try container.promisedGreeter.resolve() }
        do {
            _ = try container.promisedGreeter.resolve()
        } catch {
            #expect(error.description.hasPrefix("no registration for Container.promisedGreeter (declared in "))
            #expect(error.description.contains("ContainerTests.swift) of type Greeter"))
            #expect(error.description.contains("autoRegister(_:)"))
        }
        container.promisedGreeter.register { FrenchGreeter() }
        #expect(try container.promisedGreeter.resolve().greeting == "bonjour")
    }

    @Test func concurrentResolutionMakesASingletonOnce() async {
        let container = Container()
        let before = creations.value
        let identities = await withTaskGroup(of: ObjectIdentifier.self) { group in
            for _ in 0..<64 { group.addTask { ObjectIdentifier(container.expensive()) } }
            return await group.reduce(into: Set<ObjectIdentifier>()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
        #expect(creations.value - before == 1)
    }

    @Test func concurrentRegistrationAndResolutionStayConsistent() async {
        let container = Container()
        await withTaskGroup(of: Void.self) { group in
            for index in 0..<200 {
                group.addTask {
                    if index.isMultiple(of: 10) { container.cachedGreeter.register { FrenchGreeter() } }
                    let greeting = container.cachedGreeter().greeting
                    #expect(greeting == "hello" || greeting == "bonjour")
                }
            }
        }
    }
}
