import Foundation

/// Runs work that recurses as deep as the Swift it reads — SwiftSyntax's
/// visitors and the view interpreter follow the syntax tree — on a thread
/// whose stack is large enough for the deepest tree the importer accepts
/// (`ImportLimits.syntaxDepth`), so a long modifier chain ends in a located
/// error instead of a stack overflow on a small default stack (8 MiB on the
/// main thread, 512 KiB on a secondary one). The stack is reserved, not
/// committed: only the pages a deep tree touches are used.
enum LargeStack {
    /// The stack size of the importer's thread: 512 MiB.
    static let size = 512 << 20

    /// Whether the current thread is already a large-stack thread.
    private static let marker = ThreadMarker()

    /// `body`'s result, computed on a thread with a ``size`` stack (or on
    /// this one when it already is such a thread).
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        if marker.isSet { return try body() }
        return try withoutActuallyEscaping(body) { escaping in
            let box = ResultBox<T>(escaping)
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, size)
            let context = Unmanaged.passRetained(box).toOpaque()
            var thread = pthread_t()
            let started = pthread_create(&thread, &attributes, { raw in
                let box = Unmanaged<AnyResultBox>.fromOpaque(raw!).takeRetainedValue()
                LargeStack.marker.isSet = true
                box.run()
                return nil
            }, context)
            if started != 0 {
                // No thread could be made (resource limits): run here, as before.
                Unmanaged<AnyResultBox>.fromOpaque(context).release()
                return try box.body()
            }
            pthread_join(thread, nil)
            return try box.result!.get()
        }
    }

    /// A type-erased box the thread's entry point can call.
    private class AnyResultBox {
        func run() {}
    }

    /// The body to run and, once run, its result or error.
    private final class ResultBox<T>: AnyResultBox {
        let body: () throws -> T
        var result: Result<T, Error>?
        init(_ body: @escaping () throws -> T) { self.body = body }
        override func run() { result = Result { try body() } }
    }

    /// A per-thread flag.
    private final class ThreadMarker: @unchecked Sendable {
        private var key = pthread_key_t()
        init() { pthread_key_create(&key, nil) }
        var isSet: Bool {
            get { pthread_getspecific(key) != nil }
            set { pthread_setspecific(key, newValue ? UnsafeRawPointer(bitPattern: 1) : nil) }
        }
    }
}
