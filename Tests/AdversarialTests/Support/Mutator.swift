/// Changes a seed input a few bytes or tokens at a time, the way a coverage-blind fuzzer does:
/// flips, deletions, duplications, splices from another seed, and insertions of tokens that mean
/// something to Markdown, YAML, Swift or HTML (so mutants reach past the first parse error).
struct Mutator {
    /// Tokens worth inserting: structure openers and closers, runaway code, hostile markup,
    /// invalid numbers and bytes that are not UTF-8.
    static let tokens: [[UInt8]] = [
        "{", "}", "(", ")", "[", "]", "<", ">", "\"", "\"\"\"", "\\(", "#if os(iOS)\n", "#endif\n", "//", "/*", "*/",
        "\n```swift\n", "\n```\n", "\n~~~\n", "---\n", "\n---\n", "title: ", "preview:\n  width: ", "&a [*a, *a]\n",
        "> ", "- ", "1. ", "    ", "\t", "*", "**", "_", "`", "[", "](", "![", "<script>alert(1)</script>", "</text><script>",
        "\" onload=\"x", "javascript:", "&amp;", "&#0;", "\u{202E}", "\u{FEFF}", "\r\n", "\r",
        "Text(\"x\")", ".padding()", ".frame(width: .nan)", ".frame(width: -1e308)", "Double.nan", ".infinity", "Int.max",
        "ForEach(0..<1_000_000) { _ in Text(\"r\") }", "while true {}", "func f() -> Int { f() }\n", "VStack {", "HStack {",
        "Image(\"../../etc/passwd\")", "@State var s = 0\n", "struct V: View { var body: some View { V() } }\n",
        "0..<", "1...", "! ", "?? ", "as! ", "try ", "let ", "= ", ", ", ".", "$0", "\\.self", "\u{0}",
    ].map { Array($0.utf8) } + [[0xFF], [0xC3], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xE2, 0x82]]

    /// Inputs never grow past this, so a run's cost stays bounded.
    static let maximumLength = 16 * 1024

    /// One mutant of `seed`: between one and eight edits, with `donor` for splicing.
    static func mutate(_ seed: [UInt8], donor: [UInt8], using random: inout SeededGenerator) -> [UInt8] {
        var bytes = seed
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            edit(&bytes, donor: donor, using: &random)
        }
        return Array(bytes.prefix(maximumLength))
    }

    private static func edit(_ bytes: inout [UInt8], donor: [UInt8], using random: inout SeededGenerator) {
        let at = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<7, using: &random) {
        case 0 where at < bytes.count:
            bytes[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
        case 1 where at < bytes.count:
            bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...16, using: &random)))
        case 2 where at < bytes.count:
            let part = bytes[at..<min(bytes.count, at + Int.random(in: 1...64, using: &random))]
            bytes.insert(contentsOf: Array(repeatElement(part, count: Int.random(in: 1...32, using: &random)).joined()), at: at)
        case 3 where !donor.isEmpty:
            let start = Int.random(in: 0..<donor.count, using: &random)
            bytes.insert(contentsOf: donor[start..<min(donor.count, start + Int.random(in: 1...200, using: &random))], at: at)
        case 4:
            bytes.insert(UInt8.random(in: 0...255, using: &random), at: at)
        default:
            bytes.insert(contentsOf: tokens[Int.random(in: 0..<tokens.count, using: &random)], at: at)
        }
    }
}
