import Diagnostics
import LayoutEngine
import Testing
import ViewTree

/// The closure form runs author code, which may fail; a failure is reported and the axis is left
/// to the content (Containers.md §5.2).
@Suite struct ContainerRelativeFrameTests {
    struct Budget: Error, CustomStringConvertible {
        var description: String { "the closure ran out of steps" }
    }

    func layout(_ closure: @escaping @Sendable (Double, Axis) throws -> Double) -> LayoutResult {
        let view = ViewNode(.color(.system(.red)))
            .modified(.frame(width: 50, height: 50, alignment: .center))
            .modified(.containerRelativeFrame(axes: .horizontal, length: .computed(closure), alignment: .center))
        return LayoutEngine().layout(view, width: 200, height: .fixed(200))
    }

    @Test func aThrowingClosureIsReportedAndLeavesTheWidthToTheContent() {
        let result = layout { _, _ in throw Budget() }
        #expect(result.issues.map(\.id) == [.closureFailed])
        #expect(result.issues.first?.message.contains("the closure ran out of steps") == true)
        #expect(result.root.frame == Rect(x: 75, y: 75, width: 50, height: 50))
    }

    @Test func aNonFiniteLengthIsReported() {
        let result = layout { _, _ in .nan }
        #expect(result.issues.map(\.id) == [.invalidValue])
        #expect(result.root.frame.width == 50)
    }

    /// The closure sees the container's length and the axis it sizes.
    @Test func theClosureGetsTheContainerLengthAndAxis() {
        let result = layout { length, axis in axis == .horizontal ? length - 20 : 0 }
        #expect(result.root.frame == Rect(x: 10, y: 75, width: 180, height: 50))
    }
}
