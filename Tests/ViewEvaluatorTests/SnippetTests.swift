import Foundation
import Testing
import ViewEvaluator

/// Every `Snippets/<name>.swift` evaluates to exactly `<name>.expected`: preview dumps and diagnostics.
@Suite struct SnippetTests {
    @Test(arguments: Fixtures.snippetNames())
    func snippet(_ name: String) throws {
        let source = try #require(Fixtures.read(Fixtures.snippetsDirectory.appendingPathComponent(name + ".swift")))
        let actual = SnippetFile(name: name, source: source).render()
        let expected = Fixtures.read(Fixtures.snippetsDirectory.appendingPathComponent(name + ".expected"))
        #expect(actual == expected, "\(name): expected\n\(expected ?? "<missing .expected file>")\nactual\n\(actual)")
    }

    @Test func fixturesExist() {
        #expect(Fixtures.snippetNames().count >= 30)
    }
}
