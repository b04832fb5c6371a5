import Foundation

/// The status line and header fields of a response, once the blank line ending them has arrived.
public struct HTTPHead: Sendable {
    public let status: Int
    public let headers: [String: String]
    /// Bytes taken by the head, including the blank line.
    public let byteCount: Int

    public init?(parsing bytes: [UInt8]) {
        let terminator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.indices.first(where: { bytes[$0...].starts(with: terminator) }) else { return nil }
        let lines = String(decoding: bytes[..<end], as: UTF8.self).components(separatedBy: "\r\n")
        guard let statusLine = lines.first, let status = Int(statusLine.split(separator: " ")[1]) else { return nil }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.status = status
        self.headers = headers
        self.byteCount = end + terminator.count
    }
}
