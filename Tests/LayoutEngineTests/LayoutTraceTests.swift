import LayoutEngine
import Testing
import ViewTree

/// The trace records every proposal and response in order, for "how the layout happened".
@Suite struct LayoutTraceTests {
    let tree = ViewNode(.hStack(alignment: .center, spacing: 0), children: [
        ViewNode(.color(.system(.red))),
        ViewNode(.color(.system(.blue))).modified(.frame(width: 50, height: nil, alignment: .center)),
    ])

    @Test func canvasProposesToTheRootFirst() {
        let trace = LayoutEngine(options: LayoutOptions(recordsTrace: true)).layout(tree, width: 200, height: .fixed(100)).trace
        #expect(trace.first?.parentID == nil)
        #expect(trace.first?.childKind == "HStack")
        #expect(trace.first?.proposal == ProposedViewSize(width: 200, height: 100))
        #expect(trace.first?.response == Size(width: 200, height: 100))
        #expect(trace.first?.description == "The canvas proposes 200 × 100 to HStack → 200 × 100")
    }

    /// §2.3/§2.4: the stack probes each child at 0 and ∞ before offering shares; the inflexible
    /// frame is served first with half of 200, then the Color gets the 150 left.
    @Test func stackProbesThenOffersInFlexibilityOrder() {
        let trace = LayoutEngine(options: LayoutOptions(recordsTrace: true)).layout(tree, width: 200, height: .fixed(100)).trace
        let fromStack = trace.filter { $0.parentKind == "HStack" && !$0.cached }.map(\.description)
        #expect(fromStack == [
            "HStack proposes 0 × 100 to Color → 0 × 100",
            "HStack proposes inf × 100 to Color → inf × 100",
            "HStack proposes 0 × 100 to frame → 50 × 100",
            "HStack proposes inf × 100 to frame → 50 × 100",
            "HStack proposes 100 × 100 to frame → 50 × 100",
            "HStack proposes 150 × 100 to Color → 150 × 100",
        ])
    }

    @Test func repeatedProposalsAreAnsweredFromTheCache() {
        let trace = LayoutEngine(options: LayoutOptions(recordsTrace: true)).layout(tree, width: 200, height: .fixed(100)).trace
        let cached = trace.filter(\.cached)
        #expect(!cached.isEmpty)
        #expect(cached.allSatisfy { step in trace.contains { !$0.cached && $0.childID == step.childID && $0.proposal == step.proposal } })
    }

    /// Placing re-measures children at the stack's final height (here 10, a Color's answer to an
    /// unspecified height, Layout.md §1.3, §8); those requests are the stack's, not the canvas's.
    @Test func requestsMadeWhilePlacingNameThePlacingParent() {
        let trace = LayoutEngine(options: LayoutOptions(recordsTrace: true)).layout(tree, width: 200, height: .fit).trace
        let fresh = trace.filter { !$0.cached }
        #expect(fresh.filter { $0.parentID == nil }.map(\.description) == ["The canvas proposes 200 × nil to HStack → 200 × 10"])
        #expect(fresh.contains { $0.description == "HStack proposes 150 × 10 to Color → 150 × 10" && $0.depth == 1 })
    }

    @Test func traceIsEmptyUnlessRequested() {
        #expect(LayoutEngine().layout(tree).trace.isEmpty)
    }
}

/// Text steps quote the string so readers can tell texts apart.
@Suite struct LayoutTraceTextTests {
    /// Ahem text: "Hello, world" offered (200 − 16) / 3 breaks into 3-character lines, 4 of them.
    @Test func textStepsQuoteTheirString() {
        let tree = ViewNode(.hStack(alignment: .center, spacing: nil), children: [
            ViewNode(.color(.system(.purple))), ViewNode(.text(TextContent("Hello, world"))), ViewNode(.color(.system(.pink))),
        ])
        let trace = LayoutEngine(options: LayoutOptions(recordsTrace: true)).layout(tree, width: 200, height: .fixed(759)).trace
        let offer = trace.first { $0.childKind.hasPrefix("Text") && $0.proposal.width == (200 - 16) / 3 && !$0.cached }
        #expect(offer?.description == "HStack proposes 61.33 × 759 to Text \"Hello, world\" → 51 × 68")
    }

    @Test func longTextsAreShortened() {
        let tree = ViewNode(.text(TextContent("A very long sentence that keeps going")))
        let trace = LayoutEngine(options: LayoutOptions(recordsTrace: true)).layout(tree, width: 2000, height: .fixed(100)).trace
        #expect(trace.first?.childKind == "Text \"A very long sentence th…\"")
    }
}

/// ViewThatFits says in the trace which candidate it chose and why (Containers.md §3.1).
@Suite struct LayoutTraceDecisionTests {
    /// A 212 + 200 = 412-wide HStack does not fit 361; the VStack, the last candidate, is chosen.
    let tree = ViewNode(.viewThatFits(in: .both), children: [
        ViewNode(.hStack(alignment: .center, spacing: 0), children: Self.bars),
        ViewNode(.vStack(alignment: .center, spacing: 0), children: Self.bars),
    ])

    static let bars = [
        ViewNode(.color(.system(.red))).modified(.frame(width: 212, height: 20, alignment: .center)),
        ViewNode(.color(.system(.blue))).modified(.frame(width: 200, height: 20, alignment: .center)),
    ]

    @Test func notesNameTheCandidateAndTheReason() {
        let trace = LayoutEngine(options: LayoutOptions(recordsTrace: true)).layout(tree, width: 361, height: .fixed(759)).trace
        let notes = trace.filter { $0.note != nil }.map(\.description)
        #expect(notes == [
            "ViewThatFits: HStack ideal 412 > 361 proposed → tried VStack",
            "ViewThatFits: VStack is the last candidate → chose VStack",
        ])
    }

    /// Notes nest under the ViewThatFits request they belong to.
    @Test func notesSitInsideTheirRequest() throws {
        let trace = LayoutEngine(options: LayoutOptions(recordsTrace: true)).layout(tree, width: 361, height: .fixed(759)).trace
        let request = try #require(trace.first { $0.childKind == "ViewThatFits" && $0.note == nil })
        #expect(trace.filter { $0.note != nil }.allSatisfy { $0.depth == request.depth + 1 && $0.childID == request.childID })
    }

    @Test func aFittingCandidateIsChosenWithItsMeasurements() {
        let trace = LayoutEngine(options: LayoutOptions(recordsTrace: true)).layout(tree, width: 420, height: .fixed(759)).trace
        #expect(trace.compactMap(\.note) == ["ViewThatFits: HStack ideal 412 ≤ 420 proposed and ideal height 20 ≤ 759 proposed → chose HStack"])
    }

    /// Candidates that are not chosen are not drawn: they have no frame in the placed tree.
    @Test func otherCandidatesAreNotPlaced() {
        let root = LayoutEngine().layout(tree, width: 361, height: .fixed(759)).root
        #expect(root.children.map(\.kind) == ["VStack"])
    }
}
