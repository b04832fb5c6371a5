/// Reads the live-reload stream the way a browser's `EventSource` would, over a raw connection.
///
/// The body arrives with chunked transfer encoding; the client removes the chunk framing and
/// splits the text into events at blank lines (WHATWG HTML, "Server-sent events").
public final class EventStreamClient: @unchecked Sendable {
    /// One dispatched event: its `event:` name and its `data:` lines joined with newlines.
    public struct Event: Equatable, Sendable {
        public let name: String
        public let data: String

        public init(name: String, data: String) {
            self.name = name
            self.data = data
        }
    }

    /// Status and header fields of the stream's response.
    public let head: HTTPHead
    private let connection: RawHTTPConnection
    private var text = ""

    /// Opens the stream and checks the response head; blocks, so call it through `onDedicatedThread`.
    public init(port: Int, path: String, readTimeout: Duration = .seconds(2)) throws {
        connection = try RawHTTPConnection(port: port, readTimeout: readTimeout)
        try connection.sendRequest(target: path)
        let bytes = try connection.read(until: { HTTPHead(parsing: $0) != nil })
        guard let head = HTTPHead(parsing: bytes) else { throw RawHTTPConnection.TimedOut() }
        self.head = head
        connection.consume(head.byteCount)
    }

    /// The next event with a name, waiting at most the read timeout per read.
    public func nextEvent() throws -> Event {
        while true {
            if let event = takeEvent() { return event }
            try readChunk()
        }
    }

    /// Returns once the server ends the stream.
    public func waitForEnd() throws {
        try connection.waitForEndOfStream()
    }

    private func takeEvent() -> Event? {
        while let blank = text.range(of: "\n\n") {
            let block = text[..<blank.lowerBound]
            text.removeSubrange(..<blank.upperBound)
            var name = ""
            var data: [Substring] = []
            for line in block.split(separator: "\n") {
                if line.hasPrefix("event: ") { name = String(line.dropFirst(7)) }
                if line.hasPrefix("data: ") { data.append(line.dropFirst(6)) }
            }
            if !name.isEmpty { return Event(name: name, data: data.joined(separator: "\n")) }
        }
        return nil
    }

    /// Reads one chunk of the chunked body (`size CRLF bytes CRLF`) into `text`.
    private func readChunk() throws {
        let lineEnd: [UInt8] = [13, 10]
        func sizeLineEnd(_ bytes: [UInt8]) -> Int? {
            bytes.indices.first { bytes[$0...].starts(with: lineEnd) }
        }
        var bytes = try connection.read(until: { sizeLineEnd($0) != nil })
        guard let end = sizeLineEnd(bytes), let size = Int(String(decoding: bytes[..<end], as: UTF8.self), radix: 16) else {
            throw RawHTTPConnection.TimedOut()
        }
        let total = end + 2 + size + 2
        bytes = try connection.read(until: { $0.count >= total })
        guard bytes.count >= total else { throw RawHTTPConnection.TimedOut() }
        text += String(decoding: bytes[(end + 2)..<(end + 2 + size)], as: UTF8.self)
        connection.consume(total)
    }
}
