#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a new thread with a large stack and waits for it.
///
/// Why: swift-syntax parses and walks trees recursively, so a block of 5,000 chained `try`s,
/// `() ->` arrows or `.padding()` calls overflows an 8 MiB thread stack (the size of Swift
/// concurrency's threads on Linux) in a debug build. The stack is only reserved address space;
/// pages are committed as recursion touches them.
enum LargeStack {
    /// Bytes of stack for the worker thread.
    static let size = 1 << 30

    /// `body`'s result, computed on a thread with `size` bytes of stack; on the caller's thread
    /// if no such thread can be started.
    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let work = Work { result = body() }
            guard start(work) else { return body() }
            return result!
        }
    }

    /// The closure a thread runs, passed to it as an opaque pointer.
    private final class Work {
        let run: () -> Void

        init(_ run: @escaping () -> Void) {
            self.run = run
        }
    }

    /// Starts a thread for `work` and joins it; false if the thread could not be created.
    private static func start(_ work: Work) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        guard pthread_attr_setstacksize(&attributes, size) == 0 else { return false }
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let created = pthread_create(&thread, &attributes, { context in
            Unmanaged<Work>.fromOpaque(context!).takeRetainedValue().run()
            return nil
        }, context)
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return false
        }
        #if canImport(Darwin)
        pthread_join(thread!, nil)
        #else
        pthread_join(thread, nil)
        #endif
        return true
    }
}
