import Testing

@testable import Common

private struct CounterState: Sendable, Equatable {
    var count = 0
    var message: String?
}

private enum CounterIntent: Sendable {
    case increment
    case reset
}

@MainActor
private final class CounterViewModel: ViewModel<CounterState, CounterIntent> {
    init() { super.init(initialState: CounterState()) }

    override func handle(_ intent: CounterIntent) async {
        switch intent {
        case .increment: update { $0.count += 1 }
        case .reset: update { $0 = CounterState(count: 0, message: "reset") }
        }
    }
}

@MainActor
private final class FlowCoordinator: Coordinator {
    var children: [any Coordinator] = []
    weak var parent: FlowCoordinator?
}

@MainActor
@Suite struct ViewModelTests {
    @Test func intentsChangeTheState() async {
        let viewModel = CounterViewModel()
        await viewModel.send(.increment)
        await viewModel.send(.increment)
        #expect(viewModel.state.count == 2)
        await viewModel.send(.reset)
        #expect(viewModel.state == CounterState(count: 0, message: "reset"))
    }

    @Test func observersReceiveTheCurrentStateThenEveryChange() async {
        let viewModel = CounterViewModel()
        await viewModel.send(.increment)
        var iterator = viewModel.states().makeAsyncIterator()
        #expect(await iterator.next()?.count == 1)
        await viewModel.send(.increment)
        await viewModel.send(.reset)
        #expect(await iterator.next()?.count == 2)
        #expect(await iterator.next()?.message == "reset")
    }

    @Test func parentsOwnChildrenAndChildrenDoNotOwnParents() {
        let parent = FlowCoordinator()
        weak var released: FlowCoordinator?
        do {
            let child = FlowCoordinator()
            child.parent = parent
            parent.addChild(child)
            released = child
        }
        #expect(released != nil)  // kept alive by its parent
        parent.removeChild(released!)
        #expect(released == nil)  // and released once removed
        #expect(parent.children.isEmpty)
    }
}
