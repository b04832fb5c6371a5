import Foundation
import Testing
import ViewEvaluator

/// `Docs/SupportedSwiftUI.md` is generated from `SupportedAPI`; the committed copy must be current.
/// Set FIELDGUIDE_REGENERATE_DOCS=1 to rewrite it instead of comparing.
@Suite struct ReferencePageTests {
    static let page = Fixtures.testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs").appendingPathComponent("SupportedSwiftUI.md")

    @Test func committedPageIsUpToDate() throws {
        let generated = ReferencePage.markdown()
        if ProcessInfo.processInfo.environment["FIELDGUIDE_REGENERATE_DOCS"] == "1" {
            try FileManager.default.createDirectory(at: Self.page.deletingLastPathComponent(), withIntermediateDirectories: true)
            try generated.write(to: Self.page, atomically: true, encoding: .utf8)
        }
        let committed = Fixtures.read(Self.page)
        #expect(committed == generated, "Docs/SupportedSwiftUI.md is stale: regenerate with FIELDGUIDE_REGENERATE_DOCS=1 swift test --filter ReferencePageTests")
    }

    @Test func pageSaysItIsGeneratedAndListsTheTable() {
        let page = ReferencePage.markdown()
        #expect(page.hasPrefix("<!-- generated from SupportedAPI — do not edit"))
        for entry in SupportedAPI.entries {
            #expect(page.contains(entry.kind == .view ? "`\(entry.name)`" : "`.\(entry.name)`"), "\(entry.name) missing")
        }
        #expect(page.contains("## Swift syntax") && page.contains("## Limits"))
        #expect(page == ReferencePage.markdown())
    }

    /// A view the tables draw is never also called "not supported yet" (the catalogue is pruned).
    @Test func noSupportedViewIsListedAsNotSupportedYet() {
        for entry in SupportedAPI.entries where entry.kind == .view {
            let messages = EvaluationSession().evaluate(block: "\(entry.name)()").diagnostics.map(\.message)
            #expect(!messages.contains { $0.contains("is not supported yet") }, "\(entry.name): \(messages)")
        }
    }

    /// The syntax list claims only what runs: each example previews with no diagnostics at all.
    @Test(arguments: SupportedAPI.syntax.map(\.name))
    func syntaxExampleRuns(_ name: String) throws {
        let construct = try #require(SupportedAPI.syntax.first { $0.name == name })
        let result = EvaluationSession().evaluate(block: construct.example)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.description))")
        #expect(!result.previews.isEmpty)
    }
}
