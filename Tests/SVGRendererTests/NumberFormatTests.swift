import LayoutEngine
import Testing
@testable import SVGRenderer

/// Numbers: at most two decimals (four for fonts), trailing zeros trimmed, never "-0", never exponents.
@Suite struct NumberFormatTests {
    @Test(arguments: [
        (0.0, "0"), (-0.0, "0"), (-0.004, "0"), (1e-7, "0"), (-1e-7, "0"),
        (40.0, "40"), (40.5, "40.5"), (0.05, "0.05"), (10.1, "10.1"), (-2.5, "-2.5"),
    ])
    func trimsZerosAndSigns(value: Double, expected: String) {
        #expect(NumberFormat.string(value) == expected)
    }

    @Test func roundsToHundredths() {
        #expect(NumberFormat.string(1.0 / 3) == "0.33")
        #expect(NumberFormat.string(2.0 / 3) == "0.67")
        #expect(NumberFormat.string(-1.0 / 3) == "-0.33")
        #expect(NumberFormat.string(121.0 / 3) == "40.33")
        #expect(NumberFormat.string(0.999) == "1")
        #expect(NumberFormat.string(9.996) == "10")
        #expect(NumberFormat.string(5 + 1e-7) == "5")
    }

    /// 123456789.125 is exact in binary; ×100 ends in .5, which rounds away from zero.
    @Test func largeValuesKeepAllDigits() {
        #expect(NumberFormat.string(123_456_789.125) == "123456789.13")
        #expect(NumberFormat.string(-98_765_432.1) == "-98765432.1")
        #expect(NumberFormat.string(1e12) == "1000000000000")
    }

    @Test func hugeAndNonFiniteValuesAreClampedWithoutExponent() {
        #expect(NumberFormat.string(1e20) == "1000000000000000")
        #expect(NumberFormat.string(-.infinity) == "-1000000000000000")
        #expect(NumberFormat.string(.nan) == "0")
        for value in [1e20, 1e-20, 6.02e23, -3e-9, 1e15] {
            #expect(!NumberFormat.string(value).contains("e"))
        }
    }

    /// Font sizes and letter-spacing keep four decimals: −0.255 stays −0.255, not −0.26.
    @Test func fontDecimalsKeepTenThousandths() {
        #expect(NumberFormat.string(-0.255, decimals: NumberFormat.fontDecimals) == "-0.255")
        #expect(NumberFormat.string(0.047_246_8, decimals: NumberFormat.fontDecimals) == "0.0472")
        #expect(NumberFormat.string(0.000_05, decimals: NumberFormat.fontDecimals) == "0.0001")
        #expect(NumberFormat.string(-0.000_04, decimals: NumberFormat.fontDecimals) == "0")
        #expect(NumberFormat.string(8.5, decimals: NumberFormat.fontDecimals) == "8.5")
        #expect(NumberFormat.string(1e20, decimals: NumberFormat.fontDecimals) == "10000000000000")
    }

    @Test func listsAreSpaceSeparated() {
        #expect(NumberFormat.list([-4, -0.0, 1.0 / 3]) == "-4 0 0.33")
    }
}
