import Dispatch

extension Array where Element: Sendable {
    /// `make(0) … make(count − 1)`, made on every core (or, when
    /// `inParallel` is false, one after another on this thread), in index
    /// order: each element is written once, by the thread that made it, so
    /// the result never depends on the threads.
    package static func concurrentlyMade(count: Int, inParallel: Bool = true, _ make: @Sendable (Int) -> Element) -> [Element] {
        guard count > 1, inParallel else { return (0..<count).map(make) }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = SendablePointer(buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (base.pointer + index).initialize(to: make(index))
            }
            initialized = count
        }
    }

    /// `make(0) … make(count − 1)`, made as `concurrentlyMade(count:inParallel:_:)`
    /// makes them; every element is made, then the first error in index
    /// order (not the first to happen) is thrown.
    package static func concurrentlyMade(count: Int, inParallel: Bool = true, _ make: @Sendable (Int) throws -> Element) throws -> [Element] {
        try [Result<Element, any Error>].concurrentlyMade(count: count, inParallel: inParallel) { index in
            Result { try make(index) }
        }.map { try $0.get() }
    }
}

/// A buffer's start handed to the threads that fill its disjoint elements.
private struct SendablePointer<Element>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Element>
    init(_ pointer: UnsafeMutablePointer<Element>) { self.pointer = pointer }
}
