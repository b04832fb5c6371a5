#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Dispatch
import Synchronization

/// Runs work on a thread with a large stack and waits for it.
///
/// Why: swift-syntax parses and walks trees recursively, so a block of 5,000 chained `try`s,
/// `() ->` arrows or `.padding()` calls overflows an 8 MiB thread stack (the size of Swift
/// concurrency's threads on Linux) in a debug build. The stack is only reserved address space;
/// pages are committed as recursion touches them.
///
/// The threads are kept and reused, one per caller running at the same time: a thread per
/// block cost about 3% of a cold build, since starting one maps its stack and ending one
/// releases the whole gigabyte page by page, stopping the other cores to flush their TLBs.
enum LargeStack {
    /// Bytes of stack for each worker thread.
    static let size = 1 << 30

    /// Workers waiting for work; a caller takes one, or starts one when none waits.
    private static let idle = Mutex<[Worker]>([])

    /// `body`'s result, computed on a thread with `size` bytes of stack; on the caller's thread
    /// if no such thread can be started.
    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            guard let worker = idle.withLock({ $0.popLast() }) ?? Worker.start() else { return body() }
            worker.perform { result = body() }
            idle.withLock { $0.append(worker) }
            return result!
        }
    }

    /// One large-stack thread, blocked until it is handed work, so an idle one costs no CPU.
    ///
    /// `job` is written by the caller before `ready` is signalled and read by the thread after
    /// it waits on it; `done` orders the thread's writes before the caller reads its result.
    private final class Worker: @unchecked Sendable {
        private let ready = DispatchSemaphore(value: 0)
        private let done = DispatchSemaphore(value: 0)
        private var job: (() -> Void)?

        /// A new worker whose thread is running, or nil if the thread could not be created.
        static func start() -> Worker? {
            let worker = Worker()
            var attributes = pthread_attr_t()
            guard pthread_attr_init(&attributes) == 0 else { return nil }
            defer { pthread_attr_destroy(&attributes) }
            guard pthread_attr_setstacksize(&attributes, size) == 0,
                  pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0 else { return nil }
            let context = Unmanaged.passRetained(worker).toOpaque()
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let created = pthread_create(&thread, &attributes, { context in
                Unmanaged<Worker>.fromOpaque(context!).takeRetainedValue().serve()
            }, context)
            guard created == 0 else {
                Unmanaged<Worker>.fromOpaque(context).release()
                return nil
            }
            return worker
        }

        /// Runs `work` on the worker's thread and returns when it has finished.
        func perform(_ work: @escaping () -> Void) {
            job = work
            ready.signal()
            done.wait()
            job = nil
        }

        /// The thread's life: wait for a job, run it, report it done, for as long as the process runs.
        private func serve() -> Never {
            while true {
                ready.wait()
                job?()
                done.signal()
            }
        }
    }
}
