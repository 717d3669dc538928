import Foundation

/// Runs work that recurses as deep as the Swift it reads — SwiftSyntax's
/// visitors and the view interpreter follow the syntax tree — on a thread
/// whose stack is large enough for the deepest tree the importer accepts
/// (`ImportLimits.syntaxDepth`), so a long modifier chain ends in a located
/// error instead of a stack overflow on a small default stack (8 MiB on the
/// main thread, 512 KiB on some secondary ones). The stack is reserved, not
/// committed: only the pages a deep tree touches are used.
///
/// One thread, made on first use and kept: work from any thread runs on it
/// in turn (reading Swift is serial), so a process that imports many
/// files — `check`, the fuzzer — does not map and, under
/// AddressSanitizer, clear half a gigabyte of stack per call.
enum LargeStack {
    /// The stack size of the importer's thread: 512 MiB.
    static let size = 512 << 20

    /// `body`'s result, computed on the large-stack thread (or on this one
    /// when it is that thread already, or when no thread can be made).
    static func run<T>(_ body: () throws -> T) rethrows -> T {
        if Worker.isCurrent { return try body() }
        guard let worker = Worker.shared else { return try body() }
        return try withoutActuallyEscaping(body) { escaping in
            var result: Result<T, Error>!
            worker.perform { result = Result { try escaping() } }
            return try result.get()
        }
    }

    /// The thread and the one job it is handed at a time.
    private final class Worker: @unchecked Sendable {
        static let shared: Worker? = Worker()

        private static let key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }()

        /// Whether the calling thread is the worker.
        static var isCurrent: Bool { pthread_getspecific(key) != nil }

        private let condition = NSCondition()
        /// The job waiting to run, and whether the last one has finished.
        private var job: (() -> Void)?
        private var finished = false
        /// Callers waiting their turn.
        private let turn = NSLock()

        private init?() {
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            pthread_attr_setstacksize(&attributes, LargeStack.size)
            pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
            var thread = pthread_t()
            let context = Unmanaged.passRetained(self).toOpaque()
            guard pthread_create(&thread, &attributes, { raw in
                let worker = Unmanaged<Worker>.fromOpaque(raw!).takeRetainedValue()
                pthread_setspecific(Worker.key, UnsafeRawPointer(bitPattern: 1))
                worker.loop()
                return nil
            }, context) == 0 else {
                Unmanaged<Worker>.fromOpaque(context).release()
                return nil
            }
        }

        /// Runs `job` on the worker and returns when it has finished.
        func perform(_ job: () -> Void) {
            turn.lock()
            defer { turn.unlock() }
            withoutActuallyEscaping(job) { escaping in
                condition.lock()
                self.job = escaping
                finished = false
                condition.broadcast()
                while !finished { condition.wait() }
                self.job = nil
                condition.unlock()
            }
        }

        private func loop() {
            while true {
                runNextJob()
                // The job's closure is released by now: `perform` hands
                // over a non-escaping closure, which must not outlive it.
                condition.lock()
                finished = true
                condition.broadcast()
                condition.unlock()
            }
        }

        /// Waits for a job and runs it; its closure is released on return.
        private func runNextJob() {
            condition.lock()
            while job == nil || finished { condition.wait() }
            let next = job!
            condition.unlock()
            next()
        }
    }
}
