import Dispatch

/// Runs independent work on every core and collects the results in order.
package enum Concurrently {
    /// `[transform(0), transform(1), ...]`, computed with `DispatchQueue.concurrentPerform`.
    ///
    /// Inlinable, as are the other generics forge's modules share: unspecialised across a module boundary,
    /// generic code copies and looks up its types at run time, which cost `forge validate` a tenth more.
    @inlinable
    package static func map<Result>(count: Int, _ transform: @Sendable (Int) -> Result) -> [Result] {
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

    /// `(first(), second())`, the two computed at the same time (say, reading files while git answers).
    @inlinable
    package static func both<First, Second>(
        _ first: @Sendable () -> First, _ second: @Sendable () -> Second
    ) -> (First, Second) {
        let firstResult = UnsafeMutableBufferPointer<First?>.allocate(capacity: 1)
        let secondResult = UnsafeMutableBufferPointer<Second?>.allocate(capacity: 1)
        firstResult.initialize(repeating: nil)
        secondResult.initialize(repeating: nil)
        defer {
            firstResult.deinitialize()
            firstResult.deallocate()
            secondResult.deinitialize()
            secondResult.deallocate()
        }
        let firstSlot = Slots(buffer: firstResult)
        let secondSlot = Slots(buffer: secondResult)
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { firstSlot.buffer[0] = first() } else { secondSlot.buffer[0] = second() }
        }
        return (firstResult[0]!, secondResult[0]!)
    }

    /// Lets iterations each write their own slot of one buffer: safe because every iteration
    /// writes a different index and the buffer is read only after `concurrentPerform` returns.
    @usableFromInline
    struct Slots<Element>: @unchecked Sendable {
        @usableFromInline let buffer: UnsafeMutableBufferPointer<Element>

        @usableFromInline
        init(buffer: UnsafeMutableBufferPointer<Element>) {
            self.buffer = buffer
        }
    }
}
