import Dispatch

/// Runs independent work on every core and collects the results in order.
enum Concurrently {
    /// `[transform(0), transform(1), ...]`, computed with `DispatchQueue.concurrentPerform`.
    static func map<Result>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            results.deinitialize()
            results.deallocate()
        }
        let slots = Slots(buffer: results)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.buffer[index] = transform(index)
        }
        return results.map { $0! }
    }

    /// Lets iterations each write their own slot of one buffer: safe because every iteration
    /// writes a different index and the buffer is read only after `concurrentPerform` returns.
    private struct Slots<Element>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Element>
    }
}
