/// At most `count` holders at once; the others wait, in the order they came, without blocking a thread.
actor Turns {
    private var free: Int
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(count: Int) { free = max(count, 1) }

    /// How many wait for a turn.
    var waitingCount: Int { waiting.count }

    /// Returns once a turn is the caller's.
    func take() async {
        guard free == 0 else {
            free -= 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    /// Ends the caller's turn: the longest waiting, if any, has it next.
    func giveBack() {
        if waiting.isEmpty { free += 1 } else { waiting.removeFirst().resume() }
    }
}
