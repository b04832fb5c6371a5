import Testing
@testable import SiteBuilder

@Suite struct ParallelMapTests {
    private struct Failure: Error, Equatable {
        let index: Int
    }

    @Test func resultsKeepTheElementsOrder() throws {
        let numbers = Array(0..<1000)
        #expect(try numbers.parallelMap { $0 * $0 } == numbers.map { $0 * $0 })
        #expect(try [Int]().parallelMap { $0 }.isEmpty)
    }

    @Test func theFirstFailureByPositionIsThrown() {
        #expect(throws: Failure(index: 3)) {
            try Array(0..<100).parallelMap { index in
                if index == 3 || index == 60 { throw Failure(index: index) }
                return index
            }
        }
    }
}
