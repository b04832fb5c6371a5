import Foundation
import Testing

/// A preview that draws nothing must not crash `fieldguide layout` (issue #7).
@Suite struct EmptyPreviewTests {
    /// `ForEach(0..<0)` is valid Swift whose root is a synthetic stack with no children; the
    /// report shows that root, empty, with no diagnostics.
    @Test func anEmptyForEachIsReportedAsAnEmptyRoot() async throws {
        let folder = try CommandRunner.temporaryFolder()
        let file = folder + "/empty.swift"
        try "ForEach(0..<0) { i in Text(\"\\(i)\") }\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try await CommandRunner.run(["layout", file])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\"diagnostics\":[]"))
        #expect(result.output.contains("\"previews\":[{\"root\":{\"children\":[],\"height\":0"))
    }

    /// `ForEach(5..<1)` traps in Swift; here it is a runtime error and the same empty root.
    @Test func aReversedRangeIsARuntimeError() async throws {
        let folder = try CommandRunner.temporaryFolder()
        let file = folder + "/reversed.swift"
        try "ForEach(5..<1) { i in Text(\"\\(i)\") }\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try await CommandRunner.run(["layout", file])
        #expect(result.status == 1)
        #expect(result.output.contains("\"id\":\"evaluator.runtime-error\",\"line\":1,\"message\":\"range requires lowerBound <= upperBound\""))
    }
}
