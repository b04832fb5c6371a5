import Foundation

/// The addresses TCP sockets listen on, as Linux lists them in `/proc/net/tcp` and `/proc/net/tcp6`
/// (proc(5)): the way to see which interfaces a server really bound, not which it was asked to.
public enum ListeningSockets {
    /// State `0A` in those tables.
    private static let listenState = "0A"

    /// Every local address with a listening socket on `port`: dotted IPv4 (`127.0.0.1`), or IPv6
    /// as the kernel's 32 hex digits in brackets (`[00000000000000000000000000000000]` is `::`).
    public static func addresses(port: Int) throws -> [String] {
        let portField = String(format: "%04X", port)
        var addresses: [String] = []
        for table in ["/proc/net/tcp", "/proc/net/tcp6"] {
            // Read to the end: the kernel reports size 0 and hands the table out a page at a time,
            // and `String(contentsOfFile:)` stops after the first page.
            guard let handle = FileHandle(forReadingAtPath: table) else { throw CocoaError(.fileReadNoSuchFile) }
            defer { try? handle.close() }
            let text = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ")
                guard fields.count > 3, fields[3] == listenState else { continue }
                let local = fields[1].split(separator: ":")
                guard local.count == 2, local[1] == portField else { continue }
                addresses.append(local[0].count == 8 ? ipv4(local[0]) : "[\(local[0])]")
            }
        }
        return addresses.sorted()
    }

    /// The kernel prints the address's four bytes as one hex number in the machine's byte order,
    /// little-endian on x86-64 and arm64: `0100007F` is 127.0.0.1.
    private static func ipv4(_ hex: Substring) -> String {
        let value = UInt32(hex, radix: 16) ?? 0
        return (0..<4).map { String((value >> (8 * $0)) & 0xFF) }.joined(separator: ".")
    }
}
