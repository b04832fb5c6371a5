import Testing
import ViewEvaluator
import ViewTree

/// Integer built-ins behave as Swift's do: where Swift traps (overflow, a bad radix, an index
/// past the end), the block reports a runtime error at the position instead of trapping the
/// process (issue #17), and results keep Swift's types and counts.
@Suite struct IntegerSemanticsTests {
    /// The block's single error as `line:column: message`, with the column of `needle`'s first byte.
    private func expectRuntimeError(
        _ source: String, _ message: String, at needle: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws {
        let result = EvaluationSession().evaluate(block: source)
        let range = try #require(source.utf8.firstRange(of: needle.utf8), sourceLocation: sourceLocation)
        let column = source.utf8.distance(from: source.utf8.startIndex, to: range.lowerBound) + 1
        #expect(result.errors.map(\.description) == ["1:\(column): error: \(message) [evaluator.runtime-error]"], sourceLocation: sourceLocation)
    }

    /// The text the block's single `Text` shows, with no diagnostics.
    private func shownText(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let root = try evaluateRoot(source, sourceLocation: sourceLocation)
        guard case .text(let text) = root.kind else {
            Issue.record("not a Text: \(root.kindName)", sourceLocation: sourceLocation)
            return ""
        }
        return text.string
    }

    // MARK: Range counts (these trapped the whole process with SIGILL)

    @Test func countOfAHalfOpenRangePastIntMaxOverflows() throws {
        try expectRuntimeError(#"Text("\((-1..<Int.max).count)")"#, "arithmetic overflow in '(-1..<9223372036854775807).count'", at: ".count")
    }

    @Test func countOfARangeFromIntMinOverflows() throws {
        try expectRuntimeError("let n = (Int.min..<0).count", "arithmetic overflow in '(-9223372036854775808..<0).count'", at: ".count")
    }

    /// `ClosedRange.count` is `upper - lower + 1`: Int.max + 1 elements overflow (this returned Int.max).
    @Test func countOfAClosedRangeToIntMaxOverflows() throws {
        try expectRuntimeError("let n = (0...Int.max).count", "arithmetic overflow in '(0...9223372036854775807).count'", at: ".count")
    }

    @Test func countOfAReversedRangeIsSwiftsRangeTrap() throws {
        try expectRuntimeError("let lower = 5; let n = (lower..<1).count", "range requires lowerBound <= upperBound", at: ".count")
    }

    @Test func rangeCountsThatFitAreExact() throws {
        #expect(try shownText(#"Text("\((Int.max - 5..<Int.max).count) \((Int.min...Int.min + 2).count)")"#) == "5 3")
    }

    /// A closed range may end at Int.max; its last element is included (this gave 2).
    @Test func closedRangeToIntMaxHasItsLastElement() throws {
        #expect(try shownText(#"Text("\(Array(Int.max - 2...Int.max).count) \(Array(Int.max - 2...Int.max).last!)")"#) == "3 9223372036854775807")
    }

    // MARK: abs, min, max

    @Test func absOfIntMinOverflows() throws {
        try expectRuntimeError("let n = abs(Int.min)", "arithmetic overflow in 'abs(-9223372036854775808)'", at: "abs")
    }

    /// `abs`, `min` and `max` of Ints are Ints at every magnitude (these became Doubles past 1e18).
    @Test func absMinAndMaxOfIntsAreInts() throws {
        #expect(try shownText(#"Text("\(abs(Int.min + 1)) \(max(Int.max, 0)) \(min(Int.min, 0)) \(abs(-7) / 2)")"#)
            == "9223372036854775807 9223372036854775807 -9223372036854775808 3")
    }

    @Test func absOfADoubleStaysADouble() throws {
        #expect(try shownText(#"Text("\(abs(-2.5)) \(max(1, 2.5))")"#) == "2.5 2.5")
    }

    // MARK: Conversions

    @Test func radixOutsideTwoToThirtySixIsSwiftsTrap() throws {
        try expectRuntimeError("let s = String(255, radix: 37)", "radix 37 is not between 2 and 36", at: "37")
        try expectRuntimeError("let n = Int(\"1\", radix: 1)", "radix 1 is not between 2 and 36", at: "1)")
    }

    /// `String(_:radix:)` was read as `String(_:)`, showing "255".
    @Test func radixConversionsUseTheRadix() throws {
        #expect(try shownText(#"Text("\(String(255, radix: 16)) \(String(255, radix: 16, uppercase: true)) \(String(-5, radix: 2)) \(Int("ff", radix: 16)!)")"#)
            == "ff FF -101 255")
    }

    /// Every Double in Int's range converts; the old bound (9e18) refused some that fit.
    @Test func doublesNearIntMinConvert() throws {
        #expect(try shownText(#"Text("\(Int(-9.2e18))")"#) == "-9200000000000000000")
        try expectRuntimeError("let n = Int(9.3e18)", "'9.3e+18' cannot be converted to 'Int'", at: "Int")
    }

    @Test func enumRawValuesCountingPastIntMaxOverflow() throws {
        let source = #"enum E: Int { case a = 9223372036854775807, b }; Text("\(E.b.rawValue)")"#
        try expectRuntimeError(source, "arithmetic overflow in 'E.b.rawValue'", at: ".rawValue")
    }

    // MARK: Strides

    @Test func integerStrideStepPastIntMaxOverflows() throws {
        try expectRuntimeError("let s = stride(from: 1, to: Int.max, by: Int.max)", "arithmetic overflow in '1 + 9223372036854775807'", at: "stride")
    }

    /// Swift returns the `through:` end without stepping past it, so this does not overflow.
    @Test func integerStrideThroughIntMaxEndsThere() throws {
        #expect(try shownText(#"Text("\(Array(stride(from: Int.max - 2, through: Int.max, by: 1)).count)")"#) == "3")
    }

    @Test func zeroStrideIsSwiftsTrap() throws {
        try expectRuntimeError("let s = stride(from: 0, to: 10, by: 0)", "stride size must not be zero", at: "0)")
    }

    // MARK: Mutating array methods

    @Test func insertPastTheEndIsOutOfRange() throws {
        try expectRuntimeError("var a = [1, 2]; a.insert(3, at: 5)", "index 5 is out of range for inserting into an array of 2 elements", at: "5)")
    }

    @Test func insertAtTheEndAppends() throws {
        #expect(try shownText(#"var a = [1, 2]; a.insert(3, at: 2); a.insert(0, at: 0); Text("\(a)")"#) == "[0, 1, 2, 3]")
    }

    @Test func removeAtAnIndexPastTheEndIsOutOfRange() throws {
        try expectRuntimeError("var a = [1]; a.remove(at: 1)", "index 1 is out of range for removing from an array of 1 elements", at: "1)")
    }

    @Test func removingFromAnEmptyArrayIsSwiftsTrap() throws {
        try expectRuntimeError("var a: [Int] = []; a.removeLast()", "cannot remove the last element of an empty array", at: "a.removeLast")
        try expectRuntimeError("var a: [Int] = []; a.removeFirst()", "cannot remove the first element of an empty array", at: "a.removeFirst")
        try expectRuntimeError("var a = [1]; a.removeLast(2)", "cannot remove 2 elements from an array of 1", at: "2)")
    }

    /// `removeLast(k)` removed one element whatever `k` was.
    @Test func removeLastAndFirstTakeACount() throws {
        #expect(try shownText(#"var a = [1, 2, 3, 4, 5]; a.removeLast(2); a.removeFirst(1); let x = a.removeLast(); Text("\(a) \(x)")"#) == "[2] 3")
    }
}
