/// Expands `<<<REPEAT…REPEAT>>>` parts of a committed seed at test time, so a 1 MB input costs a
/// few bytes in the repository.
public enum RepeatMarkers {
    private static let open = Array("<<<REPEAT".utf8)
    private static let close = Array("REPEAT>>>".utf8)

    /// Each marked part `count` times, markers removed; a seed without markers is an error.
    public static func expand(_ seed: [UInt8], count: Int) throws -> [UInt8] {
        var output: [UInt8] = []
        var index = 0
        var expandedParts = 0
        while let start = find(open, in: seed, from: index) {
            guard let end = find(close, in: seed, from: start + open.count) else { throw MarkerError.unclosed }
            output += seed[index..<start]
            let part = seed[(start + open.count)..<end]
            for _ in 0..<count { output += part }
            index = end + close.count
            expandedParts += 1
        }
        guard expandedParts > 0 else { throw MarkerError.missing }
        output += seed[index...]
        return output
    }

    public enum MarkerError: Error {
        case missing
        case unclosed
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        return (start...(haystack.count - needle.count)).first { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
