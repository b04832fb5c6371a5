import Foundation

/// Finds a port `serve` can listen on before it builds: the one asked for, or when another program
/// holds it, the next free one of the following few, so `serve` can say so at once.
enum PortProbe {
    /// How many ports after the one asked for are tried.
    static let attempts = 20

    /// The first of `port`, `port + 1`… that is free on `host`; `port` itself when it is 0 (the
    /// system picks) or when none is free (the server then reports why it cannot listen).
    static func firstFree(host: String, from port: Int) -> Int {
        guard port != 0 else { return 0 }
        let last = min(port + attempts, 65535)
        return (port...last).first { isFree(host: host, port: $0) } ?? port
    }

    /// Whether binding `host:port` succeeds now, with the address reuse a server sets.
    static func isFree(host: String, port: Int) -> Bool {
        var hints = addrinfo()
        hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var results: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, String(port), &hints, &results) == 0, let first = results else { return false }
        defer { freeaddrinfo(results) }
        let socket = Glibc.socket(first.pointee.ai_family, first.pointee.ai_socktype, first.pointee.ai_protocol)
        guard socket >= 0 else { return false }
        defer { close(socket) }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        return bind(socket, first.pointee.ai_addr, first.pointee.ai_addrlen) == 0
    }
}
