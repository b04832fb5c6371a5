import ViewTree

/// Fits the text that did not get a line into the last one with "…", at the head, middle or
/// tail (`truncationMode`). Source: reference §7.3.
struct TextTruncator {
    static let ellipsis = "…"
    let breaker: TextLineBreaker

    /// The truncated line for `rest` (everything from the last kept line on) in `maxWidth`.
    func truncate(_ rest: String, mode: TruncationMode, maxWidth: Double) -> String {
        let characters = Array(rest.replacingNewlines())
        func fits(_ s: String) -> Bool { breaker.width(Substring(s)) <= maxWidth }
        switch mode {
        case .tail:
            let n = longest(characters.count) { fits(String(characters.prefix($0)).trimmingSpaces() + Self.ellipsis) }
            return String(characters.prefix(n)).trimmingSpaces() + Self.ellipsis
        case .head:
            let n = longest(characters.count) { fits(Self.ellipsis + String(characters.suffix($0)).trimmingSpaces()) }
            return Self.ellipsis + String(characters.suffix(n)).trimmingSpaces()
        case .middle:
            let n = longest(characters.count) { k in
                fits(String(characters.prefix((k + 1) / 2)) + Self.ellipsis + String(characters.suffix(k / 2)))
            }
            return String(characters.prefix((n + 1) / 2)) + Self.ellipsis + String(characters.suffix(n / 2))
        }
    }

    /// The largest k in 0...limit with `ok(k)`, assuming `ok` holds up to some point then fails.
    private func longest(_ limit: Int, _ ok: (Int) -> Bool) -> Int {
        var lo = 0, hi = limit
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if ok(mid) { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}

extension String {
    fileprivate func replacingNewlines() -> String {
        String(map { $0 == "\n" ? " " : $0 })
    }

    fileprivate func trimmingSpaces() -> String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        while s.first == " " { s = s.dropFirst() }
        return String(s)
    }
}
