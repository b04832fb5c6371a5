import LayoutEngine
import Testing
import ViewTree

/// Runs every golden fixture under `Fixtures/Layout` through the engine with the exact Ahem-style
/// measurer and compares tagged frames to 0.01 pt; failures print expected and actual trees.
@Suite struct LayoutFixtureTests {
    static let fixtures = LayoutFixture.loadAll()
    static let tolerance = 0.01

    @Test(arguments: fixtures)
    func fixture(_ fixture: LayoutFixture) throws {
        let c = try fixture.decode()
        let result = fixture.run(c)
        var mismatches: [String] = []
        for (tag, expected) in c.expected {
            guard let node = result.root.first(tagged: tag) else {
                mismatches.append("#\(tag): no node with this tag")
                continue
            }
            if !Self.matches(node.frame, expected) {
                mismatches.append("#\(tag): expected \(PlacedTreeDumper.format(expected)), got \(PlacedTreeDumper.format(node.frame))")
            }
        }
        let issues = Set(result.issues.map(\.id.rawValue)).sorted()
        if issues != c.issues { mismatches.append("issues: expected \(c.issues), got \(issues) \(result.issues.map(\.message))") }
        #expect(mismatches.isEmpty, Comment(rawValue: Self.report(fixture, c, result, mismatches)))
    }

    /// The suite is the spec: it must keep covering every area with enough cases.
    @Test func casesPerArea() {
        let counts = Dictionary(grouping: Self.fixtures, by: \.area).mapValues(\.count)
        let lines = counts.keys.sorted().map { "  \($0): \(counts[$0]!)" }
        print("Layout fixtures per area (\(Self.fixtures.count) in all):\n" + lines.joined(separator: "\n"))
        #expect(Self.fixtures.count >= 150)
    }

    static func matches(_ a: Rect, _ b: Rect) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
            && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    static func report(_ fixture: LayoutFixture, _ c: LayoutFixture.Case, _ result: LayoutResult, _ mismatches: [String]) -> String {
        """
        \(fixture.area)/\(fixture.name): \(c.description)
        \(mismatches.joined(separator: "\n"))
        EXPECTED:
        \(c.expected.map { "  #\($0.tag) \(PlacedTreeDumper.format($0.frame))" }.joined(separator: "\n"))
        ACTUAL:
        \(PlacedTreeDumper().dump(result.root))
        """
    }
}
