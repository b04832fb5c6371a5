import Testing
import ViewEvaluator

/// Swift types an integer literal by its position (The Swift Programming Language, "Type
/// Inference"): in a CGFloat argument of a SwiftUI modifier, or where a declaration says CGFloat
/// or Double, it is floating point, so `100 / 3` divides as floating point. The expected type
/// reaches the expression's own operators, ternaries, collection literals and member bases; a
/// nested call's arguments, a subscript's index and an interpolation start over.
@Suite struct LiteralTypingTests {
    /// The text of the block's single `Text`.
    private func shown(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> String {
        let root = try evaluateRoot(source, sourceLocation: sourceLocation)
        guard case .text(let text) = root.kind else { return ViewTreeDumper.dump(root) }
        return text.string
    }

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

    // MARK: Declared types

    @Test func aDeclaredVariableTypeTypesItsInitializer() throws {
        #expect(try shown(#"let ratio: CGFloat = 16 / 9; let n: Int = 7 / 2; Text("\(ratio) \(n)")"#) == "1.7777777777777777 3")
    }

    @Test func aPropertysDeclaredTypeTypesItsDefaultAndGetter() throws {
        let source = #"""
            struct Metrics {
                var half: Double = 7 / 2
                var third: CGFloat { 100 / 3 }
                static let gap: Double = 5 / 2
                static var inset: CGFloat { 9 / 2 }
            }
            Text("\(Metrics().half) \(Metrics().third) \(Metrics.gap) \(Metrics.inset)")
            """#
        #expect(try shown(source) == "3.5 33.333333333333336 2.5 4.5")
    }

    /// `size()` is 3.5 in a modifier and in a Text alike: its body is typed by its declaration,
    /// not by where it is called.
    @Test func aFunctionsReturnTypeTypesWhatItReturns() throws {
        let source = "func size() -> CGFloat { 7 / 2 }\nColor.red.frame(width: size(), height: CGFloat(Int(size() * 2)))"
        #expect(try outermost(source) == "frame(width: 3.5, height: 7, alignment: center)")
        #expect(try shown(#"func size() -> CGFloat { 7 / 2 }; Text("\(size())")"#) == "3.5")
    }

    @Test func returnsNestedInLoopsAndIfsAreTyped() throws {
        let source = #"func f() -> Double { for i in 0..<3 { if i == 1 { return 7 / 2 } }; return 0 }; Text("\(f())")"#
        #expect(try shown(source) == "3.5")
    }

    /// Only what the body gives back is typed: `n += 3` keeps `n` an Int, so `n / 2` is 1.
    @Test func otherStatementsOfTheBodyKeepTheirTypes() throws {
        #expect(try shown(#"func g() -> Double { var n = 0; n += 3; return Double(n / 2) }; Text("\(g())")"#) == "1.0")
    }

    @Test func closuresAndParameterDefaultsFollowTheirDeclaredTypes() throws {
        let source = #"let half = { () -> Double in 7 / 2 }; func pad(_ x: CGFloat = 9 / 2) -> CGFloat { x }; Text("\(half()) \(pad())")"#
        #expect(try shown(source) == "3.5 4.5")
    }
}
