import LayoutEngine
import Testing
import ViewTree

/// Dumps and traces write numbers as drawings do (`NumberFormat`), with their own decimals, and
/// spell out what a drawing would clamp: an unbounded proposal is "inf".
@Suite struct PlacedTreeDumperTests {
    @Test(arguments: [
        (0.0, 3, "0"), (-0.0, 3, "0"), (-0.0004, 3, "0"), (359.666_666, 3, "359.667"), (-2.5, 3, "-2.5"),
        (1.0 / 3, 2, "0.33"), (0.999, 2, "1"), (40.0, 0, "40"), (123_456_789.125, 2, "123456789.13"),
    ])
    func finiteValuesAreWrittenAsDrawingsWriteThem(value: Double, decimals: Int, expected: String) {
        #expect(PlacedTreeDumper.format(value, decimals: decimals) == expected)
        #expect(NumberFormat.string(value, decimals: decimals) == expected)
    }

    @Test func valuesADrawingWouldClampAreSpelledOut() {
        #expect(PlacedTreeDumper.format(.infinity, decimals: 2) == "inf")
        #expect(PlacedTreeDumper.format(-.infinity) == "-inf")
        #expect(PlacedTreeDumper.format(.nan) == "nan")
        #expect(PlacedTreeDumper.format(1e20, decimals: 2) == "1e+20")
        #expect(PlacedTreeDumper.format(.greatestFiniteMagnitude) == "1.7976931348623157e+308")
    }

    @Test func framesAreFourNumbers() {
        #expect(PlacedTreeDumper.format(Rect(x: 9, y: 359.666_666, width: 40, height: -0.0001)) == "(9, 359.667, 40, 0)")
    }
}
