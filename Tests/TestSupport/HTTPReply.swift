/// A parsed HTTP/1.1 response with a `Content-Length` body.
public struct HTTPReply: Sendable {
    public let status: Int
    /// Header fields by lower-cased name.
    public let headers: [String: String]
    public let body: [UInt8]

    public var text: String { String(decoding: body, as: UTF8.self) }

    /// Sends one request with the target exactly as written and reads the whole response.
    public static func fetch(_ target: String, method: String = "GET", headers: [String: String] = [:], port: Int) async throws -> HTTPReply {
        try await onDedicatedThread { try request(target, method: method, headers: headers, port: port) }
    }

    /// `fetch` for code already on a thread of its own: blocks until the response is complete.
    public static func request(_ target: String, method: String = "GET", headers: [String: String] = [:], port: Int) throws -> HTTPReply {
        let connection = try RawHTTPConnection(port: port)
        try connection.sendRequest(method: method, target: target, headers: headers)
        let bytes = try connection.read(until: { HTTPReply(parsing: $0, expectsBody: method != "HEAD") != nil })
        guard let reply = HTTPReply(parsing: bytes, expectsBody: method != "HEAD") else { throw RawHTTPConnection.TimedOut() }
        return reply
    }

    /// Parses a complete response, or returns nil while headers or body are still missing.
    public init?(parsing bytes: [UInt8], expectsBody: Bool = true) {
        guard let head = HTTPHead(parsing: bytes) else { return nil }
        let length = expectsBody ? Int(head.headers["content-length"] ?? "0") ?? 0 : 0
        guard bytes.count - head.byteCount >= length else { return nil }
        self.status = head.status
        self.headers = head.headers
        self.body = Array(bytes[head.byteCount..<(head.byteCount + length)])
    }
}
