import Foundation
import TestSupport

/// What every pipeline run must satisfy, whatever its input: fast, bounded, safe output.
enum Invariants {
    /// Bound on the cost of one input, all stages together (see `ResourceUsage.cost`).
    /// Generous for a debug build on a loaded machine; runaway input stops far sooner or never.
    static let timeLimit = Duration.seconds(5)
    /// Output may grow with escaping and previews, never explosively (a YAML or alias bomb).
    static let outputBytesPerInputByte = 64
    static let outputAllowanceBytes = 4 << 20

    /// Every broken invariant, as readable lines; empty when the run is sound.
    static func problems(_ output: Pipeline.Output, inputBytes: Int, cost: Duration) -> [String] {
        var problems: [String] = []
        if cost > timeLimit { problems.append("took \(cost), over \(timeLimit)") }
        if let html = output.html {
            problems += MarkupCheck.problems(inHTML: html).map { "HTML: \($0)" }
        }
        for (index, svg) in output.svgs.enumerated() {
            problems += MarkupCheck.problems(inSVG: svg).map { "SVG \(index + 1): \($0)" }
        }
        let outputBytes = (output.html?.utf8.count ?? 0) + output.svgs.reduce(0) { $0 + $1.utf8.count }
        if outputBytes > inputBytes * outputBytesPerInputByte + outputAllowanceBytes {
            problems.append("\(outputBytes) bytes of output for \(inputBytes) bytes of input")
        }
        if output.largestPreview > Pipeline.limits.maxNodes {
            problems.append("a preview has \(output.largestPreview) views, over the limit of \(Pipeline.limits.maxNodes)")
        }
        if output.blockDepth > Pipeline.maximumNestingDepth + 1 {
            problems.append("Markdown blocks nest \(output.blockDepth) deep, over the limit of \(Pipeline.maximumNestingDepth) containers and a leaf")
        }
        return problems
    }

    /// Diagnostics that point nowhere in the input: every one must name a line of the file (or the
    /// line after its last) and a column at most one past that line's end, counted in UTF-8 bytes
    /// of the input or of its repaired text (invalid bytes, and NUL as CommonMark requires, become
    /// U+FFFD, three bytes each). Lines
    /// end at LF, CR LF or a lone CR, as in both CommonMark and Swift.
    static func problems(_ output: Pipeline.Output, positionsIn bytes: [UInt8]) -> [String] {
        let raw = lineLengths(bytes)
        let repaired = lineLengths(Array(String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{0}", with: "\u{FFFD}").utf8))
        return output.diagnostics.compactMap { diagnostic in
            let index = diagnostic.line - 1
            let length = max(raw.indices.contains(index) ? raw[index] : 0, repaired.indices.contains(index) ? repaired[index] : 0)
            guard diagnostic.line < 1 || diagnostic.line > raw.count + 1 || diagnostic.column < 1 || diagnostic.column > length + 1 else { return nil }
            return "\(diagnostic.id) at \(diagnostic.line):\(diagnostic.column), outside the input's \(raw.count) lines"
        }
    }

    /// The UTF-8 length of each line, without its line ending.
    private static func lineLengths(_ bytes: [UInt8]) -> [Int] {
        var lengths: [Int] = []
        var current = 0
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\r"):
                if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
                fallthrough
            case UInt8(ascii: "\n"):
                lengths.append(current)
                current = 0
            default:
                current += 1
            }
            index += 1
        }
        return lengths + [current]
    }

    /// Whether the run reported the entry's first expected id at the place the entry names.
    static func problems(_ output: Pipeline.Output, expectingAt position: (line: Int, column: Int)?, of expectation: CorpusEntry.Expectation) -> [String] {
        guard let position, case .reports(let requirements) = expectation, let ids = requirements.first else { return [] }
        let found = output.diagnostics.contains { ids.contains($0.id) && $0.line == position.line && $0.column == position.column }
        let reported = output.diagnostics.filter { ids.contains($0.id) }.map { "\($0.line):\($0.column)" }
        return found ? [] : ["expected \(ids.joined(separator: " or ")) at \(position.line):\(position.column), got it at \(reported)"]
    }

    /// Whether the run reported what the corpus entry expects.
    static func problems(_ output: Pipeline.Output, expecting expectation: CorpusEntry.Expectation) -> [String] {
        switch expectation {
        case .any:
            return []
        case .clean:
            let unexpected = output.errorIDs + output.layoutIssues
            return unexpected.isEmpty ? [] : ["expected a clean run, got \(unexpected.sorted())"]
        case .reports(let requirements):
            let missing = requirements.filter { $0.allSatisfy { !output.reportedIDs.contains($0) } }
            return missing.isEmpty ? [] : ["expected \(missing.map { $0.joined(separator: " or ") }), got \(output.reportedIDs.sorted())"]
        }
    }
}
