import Testing
import ViewTree
@testable import SVGRenderer

/// Path data per shape (Layout.md §8.2), in a 100 × 50 rectangle at the origin.
@Suite struct ShapePathTests {
    let rect = Rect(x: 0, y: 0, width: 100, height: 50)

    @Test func rectangle() {
        #expect(ShapePath.data(.rectangle, in: rect) == "M0 0H100V50H0Z")
    }

    /// Circle: radius min(w, h)/2 = 25 about the centre (50, 25).
    @Test func circleIsCentredWithTheShortSideAsDiameter() {
        #expect(ShapePath.data(.circle, in: rect) == "M25 25A25 25 0 1 1 75 25A25 25 0 1 1 25 25Z")
    }

    @Test func ellipseIsInscribed() {
        #expect(ShapePath.data(.ellipse, in: rect) == "M0 25A50 25 0 1 1 100 25A50 25 0 1 1 0 25Z")
    }

    @Test func circularCornersAreQuarterCircles() {
        let data = ShapePath.data(.roundedRectangle(cornerRadius: 10, style: .circular), in: rect)
        #expect(data == "M10 0H90A10 10 0 0 1 100 10V40A10 10 0 0 1 90 50H10A10 10 0 0 1 0 40V10A10 10 0 0 1 10 0Z")
    }

    /// r = 10: the curve leaves the edges 1.528·10 = 15.28 from each corner; its control points sit
    /// c = (8(1 − 1/√2) − 1.528)/3 · 10 ≈ 2.717 from the corner, on the edges.
    @Test func continuousCornersStartFurtherOutWithCubics() {
        let data = ShapePath.data(.roundedRectangle(cornerRadius: 10, style: .continuous), in: rect)
        #expect(data == "M15.28 0H84.72C97.28 0 100 2.72 100 15.28V34.72C100 47.28 97.28 50 84.72 50"
            + "H15.28C2.72 50 0 47.28 0 34.72V15.28C0 2.72 2.72 0 15.28 0Z")
    }

    /// The symmetric cubic's midpoint, (e + 3c)/8 on both axes, is the circular corner's 45° point.
    @Test func continuousCornerPassesThroughTheCircularMidpoint() {
        let e = ContinuousCorner.extent, c = e * ContinuousCorner.controlFraction
        #expect(abs((e + 3 * c) / 8 - (1 - 1 / 2.0.squareRoot())) < 1e-12)
    }

    /// A radius of 40 in a 50-high rectangle is clamped to 25, which is also the capsule's radius.
    @Test func radiusIsClampedToHalfTheShortSide() {
        let expected = "M25 0H75A25 25 0 0 1 100 25V25A25 25 0 0 1 75 50H25A25 25 0 0 1 0 25V25A25 25 0 0 1 25 0Z"
        #expect(ShapePath.data(.roundedRectangle(cornerRadius: 40, style: .circular), in: rect) == expected)
        #expect(ShapePath.data(.capsule(style: .circular), in: rect) == expected)
    }

    /// Continuous capsule, r = 25: along x the curve takes 1.528·25 = 38.2; along y only half the
    /// side (25); control points scale with each extent (38.2·0.1778 ≈ 6.79, 25·0.1778 ≈ 4.45).
    @Test func continuousCapsuleSqueezesTheCurveOnTheShortSide() {
        let data = ShapePath.data(.capsule(style: .continuous), in: rect)
        #expect(data == "M38.2 0H61.8C93.21 0 100 4.45 100 25V25C100 45.55 93.21 50 61.8 50"
            + "H38.2C6.79 50 0 45.55 0 25V25C0 4.45 6.79 0 38.2 0Z")
    }

    @Test func zeroOrNegativeRadiusIsARectangle() {
        #expect(ShapePath.data(.roundedRectangle(cornerRadius: 0, style: .continuous), in: rect) == "M0 0H100V50H0Z")
        #expect(ShapePath.data(.roundedRectangle(cornerRadius: -5, style: .circular), in: rect) == "M0 0H100V50H0Z")
    }

    @Test func insetShrinksEveryEdgeButNotBelowZero() {
        #expect(ShapePath.inset(rect, by: 2) == Rect(x: 2, y: 2, width: 96, height: 46))
        #expect(ShapePath.inset(rect, by: 30) == Rect(x: 30, y: 25, width: 40, height: 0))
    }
}
