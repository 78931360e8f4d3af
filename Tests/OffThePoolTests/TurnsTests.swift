import Testing

@testable import OffThePool

/// `Turns` lets `count` holders in at once and the others in as turns are given back, in the order they came.
@Suite struct TurnsTests {
    @Test func aTakerBeyondTheCountWaitsUntilATurnIsGivenBack() async {
        let turns = Turns(count: 1)
        await turns.take()
        let taken = Flag()
        let second = Task {
            await turns.take()
            await taken.raise()
        }
        while await turns.waitingCount == 0 { await Task.yield() }
        #expect(await !taken.isRaised)
        await turns.giveBack()
        await second.value
        #expect(await taken.isRaised)
    }

    @Test func waitingTakersGetTheirTurnsInTheOrderTheyCame() async {
        let turns = Turns(count: 1)
        await turns.take()
        let order = Order()
        var takers: [Task<Void, Never>] = []
        for number in 1...3 {
            takers.append(
                Task {
                    await turns.take()
                    await order.append(number)
                    await turns.giveBack()
                })
            while await turns.waitingCount < number { await Task.yield() }
        }
        await turns.giveBack()
        for taker in takers { await taker.value }
        #expect(await order.numbers == [1, 2, 3])
    }
}

private actor Flag {
    private(set) var isRaised = false

    func raise() { isRaised = true }
}

private actor Order {
    private(set) var numbers: [Int] = []

    func append(_ number: Int) { numbers.append(number) }
}
