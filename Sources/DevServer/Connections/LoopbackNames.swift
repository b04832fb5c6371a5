import Foundation

/// The names under which a server bound to loopback is reached. DNS rebinding lets a page from
/// another site make its own name resolve to 127.0.0.1 and read the preview; its requests still
/// carry that name in `Host` (and `Origin`). So a loopback server answers only requests that name
/// loopback: `localhost` and names below it, 127.0.0.0/8, `::1`, or the host it was told to use.
struct LoopbackNames: Sendable {
    /// The configured host, lowercased; nil when it is not a loopback address (no check then).
    private let configuredHost: String?

    init(configuredHost: String) {
        let host = configuredHost.lowercased()
        self.configuredHost = Self.isLoopback(host) ? host : nil
    }

    /// Whether a request with these `Host` and `Origin` values is answered. A request without
    /// `Host` (HTTP/1.0) is: browsers always send one.
    func allows(host: String?, origin: String?) -> Bool {
        guard let configuredHost else { return true }
        if let host, !allows(name: Self.name(inAuthority: host), configuredHost: configuredHost) { return false }
        guard let origin else { return true }
        guard let url = URL(string: origin), url.scheme == "http", let name = url.host else { return false }
        return allows(name: name.lowercased(), configuredHost: configuredHost)
    }

    private func allows(name: String, configuredHost: String) -> Bool {
        name == configuredHost || Self.isLoopback(name)
    }

    /// `localhost`, `*.localhost` (RFC 6761 §6.3), `127.x.y.z` and `::1`, with or without brackets.
    static func isLoopback(_ name: String) -> Bool {
        let bare = name.hasPrefix("[") && name.hasSuffix("]") ? String(name.dropFirst().dropLast()) : name
        if bare == "localhost" || bare.hasSuffix(".localhost") || bare == "::1" { return true }
        let octets = bare.split(separator: ".", omittingEmptySubsequences: false)
        return octets.count == 4 && octets[0] == "127" && octets.allSatisfy { UInt8($0) != nil }
    }

    /// The host name of `name:port`, `[v6]:port` or a bare name, lowercased.
    private static func name(inAuthority authority: String) -> String {
        let lowered = authority.lowercased()
        if lowered.hasPrefix("["), let end = lowered.firstIndex(of: "]") { return String(lowered[...end]) }
        guard let colon = lowered.lastIndex(of: ":"), lowered[lowered.index(after: colon)...].allSatisfy(\.isNumber) else { return lowered }
        return String(lowered[..<colon])
    }
}
