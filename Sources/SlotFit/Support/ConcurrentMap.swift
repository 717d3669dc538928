import Foundation

extension Array where Element: Sendable {
    /// `make(0) … make(count − 1)`, made on every core, in index order
    /// (each element is written once, by the thread that made it).
    static func concurrentlyMade(count: Int, _ make: @Sendable (Int) -> Element) -> [Element] {
        guard count > 1 else { return (0..<count).map(make) }
        return Array(unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = SendablePointer(buffer.baseAddress!)
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (base.pointer + index).initialize(to: make(index))
            }
            initialized = count
        }
    }
}

/// A buffer's start handed to the threads that fill its disjoint elements.
private struct SendablePointer<Element>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Element>
    init(_ pointer: UnsafeMutablePointer<Element>) { self.pointer = pointer }
}
