import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare HTTP/1.1 client over a blocking socket, so request targets go out exactly as written.
///
/// URLSession (and curl under it) removes dot segments before sending, which would hide the very
/// traversal attempts the tests need to send. Every call blocks, so tests run it through
/// `onDedicatedThread` and never tie up the cooperative thread pool the server also uses.
public final class RawHTTPConnection: @unchecked Sendable {
    public struct TimedOut: Error {}

    public struct ConnectionFailed: Error {
        public let errno: Int32
    }

    private let socketDescriptor: Int32
    private var received: [UInt8] = []

    /// Connects to `127.0.0.1:port`; each later read gives up after `readTimeout`.
    public init(port: Int, readTimeout: Duration = .seconds(2)) throws {
        socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socketDescriptor >= 0 else { throw ConnectionFailed(errno: errno) }
        var timeout = timeval(tv_sec: Int(readTimeout.components.seconds), tv_usec: Int(readTimeout.components.attoseconds / 1_000_000_000_000))
        setsockopt(socketDescriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        // No close here: a class whose initializer throws after setting every property is
        // deinitialised, and a second close could hit a descriptor another thread just opened.
        guard status == 0 else { throw ConnectionFailed(errno: errno) }
    }

    deinit {
        close(socketDescriptor)
    }

    /// Sends a request line with the given method and target, unmodified.
    public func sendRequest(method: String = "GET", target: String, headers: [String: String] = [:]) throws {
        let fields = headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)\r\n" }.joined()
        try write("\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\(fields)\r\n")
    }

    /// Sends `text` as it is: a whole request with headers of the test's choosing, or part of one.
    public func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        let sent = bytes.withUnsafeBytes { send(socketDescriptor, $0.baseAddress, $0.count, 0) }
        guard sent == bytes.count else { throw ConnectionFailed(errno: errno) }
    }

    /// Reads until `isComplete` accepts the bytes received so far, returning false at end of stream.
    public func read(until isComplete: ([UInt8]) -> Bool) throws -> [UInt8] {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !isComplete(received) {
            let count = chunk.withUnsafeMutableBytes { recv(socketDescriptor, $0.baseAddress, $0.count, 0) }
            if count == 0 { break }
            guard count > 0 else { throw errno == EAGAIN || errno == EWOULDBLOCK ? TimedOut() : ConnectionFailed(errno: errno) }
            received += chunk[0..<count]
        }
        return received
    }

    /// Removes the first `count` received bytes once they have been parsed.
    public func consume(_ count: Int) {
        received.removeFirst(count)
    }

    /// Returns once the server closes the connection; throws `TimedOut` if it stays open.
    public func waitForEndOfStream() throws {
        _ = try read(until: { _ in false })
    }
}

/// Runs blocking work on its own thread and awaits the result.
public func onDedicatedThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}
