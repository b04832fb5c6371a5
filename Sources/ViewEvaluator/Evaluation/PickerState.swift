import ViewTree

/// What the evaluation knows about the pickers it builds: whether a Picker's options are being
/// built right now (a `ForEach` there tags each option with its element's id, as SwiftUI does
/// implicitly).
final class PickerState {
    private var optionDepth = 0

    /// True while a Picker's options are built, including through views and functions they call.
    var isBuildingOptions: Bool { optionDepth > 0 }

    func buildingOptions<T>(_ body: () throws -> T) rethrows -> T {
        optionDepth += 1
        defer { optionDepth -= 1 }
        return try body()
    }
}
