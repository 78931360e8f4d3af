/// Lets `DispatchQueue.concurrentPerform` iterations each write their own slot of one buffer.
///
/// Safe because every iteration writes a different index and the buffer is read only after
/// `concurrentPerform` returns; the compiler cannot see that, hence `@unchecked`.
struct ConcurrentSlots<Element>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Element>
}
