import Foundation
import Testing

@testable import DependencyInjection

/// A catalogue opened from a path: what the app builds from a value it learns at run time.
private final class OpenedFile: Sendable {
    let path: String

    init(path: String) {
        self.path = path
    }
}

/// How many instances a factory made.
private final class MadeCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    func increment() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}

private struct Label: Sendable, Equatable {
    let text: String
}

extension Container {
    fileprivate var heldFile: Factory<OpenedFile> { self { OpenedFile(path: "default") }.shared }
    fileprivate var openedFile: ParameterFactory<String, OpenedFile> { self { OpenedFile(path: $0) } }
    fileprivate var sharedFile: ParameterFactory<String, OpenedFile> { self { OpenedFile(path: $0) }.shared }
    fileprivate var label: ParameterFactory<String, Label> { self { Label(text: $0) }.shared }
}

@Suite struct SharedAndParameterTests {
    @Test func sharedScopeKeepsAnInstanceOnlyWhileSomethingHoldsIt() {
        let container = Container()
        let made = MadeCount()
        container.heldFile.register {
            made.increment()
            return OpenedFile(path: "counted")
        }
        var held: OpenedFile? = container.heldFile()
        #expect(container.heldFile() === held)
        #expect(made.value == 1)
        held = nil
        // Nothing holds it now: the next resolution makes a new one.
        _ = container.heldFile()
        #expect(made.value == 2)
        withExtendedLifetime(held) {}
    }

    @Test func aParameterFactoryMakesItsValueFromTheArgument() {
        let container = Container()
        #expect(container.openedFile("/a").path == "/a")
        #expect(container.openedFile("/a") !== container.openedFile("/a"))
    }

    @Test func sharedParameterFactoriesKeepOneInstancePerArgumentWhileHeld() {
        let container = Container()
        let a = container.sharedFile("/a")
        #expect(container.sharedFile("/a") === a)
        #expect(container.sharedFile("/b") !== a)
        #expect(container.sharedFile("/b").path == "/b")
    }

    @Test func registeringAParameterFactoryReplacesItsImplementationAndDropsItsInstances() {
        let container = Container()
        let before = container.sharedFile("/a")
        container.sharedFile.register { OpenedFile(path: "test:" + $0) }
        let after = container.sharedFile("/a")
        #expect(after !== before)
        #expect(after.path == "test:/a")
        container.sharedFile.reset()
        #expect(container.sharedFile("/a").path == "/a")
    }

    @Test func valuesCannotBeSharedAndAreMadeAtEveryCall() {
        let container = Container()
        #expect(container.label("x") == Label(text: "x"))
    }

    @Test func concurrentCallsWithOneArgumentShareOneInstance() async {
        let container = Container()
        let files = await withTaskGroup(of: OpenedFile.self) { group in
            for _ in 0..<32 { group.addTask { container.sharedFile("/same") } }
            var files: [OpenedFile] = []
            for await file in group { files.append(file) }
            return files
        }
        // All were held (by `files`) while being resolved, so each resolution found the first one.
        #expect(Set(files.map(ObjectIdentifier.init)).count == 1)
    }
}
