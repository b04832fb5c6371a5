import ViewTree

/// What the evaluation knows about the pickers it builds: whether a Picker's options are being
/// built right now (a `ForEach` there tags each option with its element's id, as SwiftUI does
/// implicitly), and which pickers have no `.pickerStyle` yet (they are drawn segmented, with a
/// warning, where iOS shows a menu).
final class PickerState {
    private var optionDepth = 0
    private var unstyled: Set<SourceLocation> = []

    /// True while a Picker's options are built, including through views and functions they call.
    var isBuildingOptions: Bool { optionDepth > 0 }

    func buildingOptions<T>(_ body: () throws -> T) rethrows -> T {
        optionDepth += 1
        defer { optionDepth -= 1 }
        return try body()
    }

    func added(at location: SourceLocation) {
        unstyled.insert(location)
    }

    func styled(at location: SourceLocation) {
        unstyled.remove(location)
    }

    /// The pickers still without a style, in source order.
    var unstyledLocations: [SourceLocation] {
        unstyled.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }
}
