import Testing
import ViewEvaluator

/// Swift types an integer literal by its position: in a CGFloat argument of a SwiftUI modifier
/// it is a CGFloat, so `100 / 3` divides as floating point. The expected type reaches the
/// argument's own operators, ternaries, collection literals and member bases; a nested call's
/// arguments, a subscript's index and an interpolation start over.
@Suite struct LiteralTypingTests {
    /// The first line of the dump of `source`'s single preview: the outermost modifier.
    private func outermost(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let root = try evaluateRoot(source, sourceLocation: sourceLocation)
        return String(ViewTreeDumper.dump(root).split(separator: "\n")[0].split(separator: " @")[0])
    }

    @Test func operatorsInACGFloatArgumentDivideAsFloatingPoint() throws {
        #expect(try outermost("Color.red.frame(width: 100 / 3, height: (10 / 4) * 2)") == "frame(width: 33.3333, height: 5, alignment: center)")
    }

    @Test func ternaryBranchesAndArrayElementsKeepTheExpectedType() throws {
        #expect(try outermost("let wide = true\nColor.red.padding(wide ? 10 / 4 : 1)") == "padding(edges: all, length: 2.5)")
        #expect(try outermost("Text(\"a\").opacity([1 / 2, 1][0])") == "opacity(0.5)")
    }

    @Test func aMemberBaseKeepsTheExpectedType() throws {
        #expect(try outermost("Color.red.frame(width: (7 / 2).rounded())") == "frame(width: 4, height: nil, alignment: center)")
    }

    /// `CGFloat(7 / 2)` converts the Int 3, as Swift picks `init(_: Int)` for an integer expression.
    @Test func aNestedCallsArgumentsStartOver() throws {
        #expect(try outermost("Color.red.frame(width: CGFloat(7 / 2))") == "frame(width: 3, height: nil, alignment: center)")
    }

    @Test func anInterpolationStartsOver() throws {
        #expect(try outermost(#"Color.red.frame(width: Double("\(7 / 2)")!)"#) == "frame(width: 3, height: nil, alignment: center)")
    }

    /// Modifiers whose parameters are not all CGFloat (`lineLimit`) keep integer literals.
    @Test func otherModifiersKeepIntegerLiterals() throws {
        #expect(try outermost("Text(\"a\").lineLimit(5 / 2)") == "lineLimit(min: nil, max: 2, reservesSpace: false)")
    }
}
