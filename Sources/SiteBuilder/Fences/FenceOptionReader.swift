import Diagnostics
import MarkdownTree

/// Applies the tokens of a fence info string to a `FenceOptions`, checking each against the option
/// table documented there.
struct FenceOptionReader {
    private static let flags = ["hidden", "no-preview", "dark"]
    private static let figureOptions = ["name", "variants", "dynamic-type", "zoom", "eval"]
    private static let knownOptions = Set(PreviewSetting.allCases.map(\.rawValue) + flags + figureOptions).sorted()
    /// `zoom` beyond this makes a phone-sized preview thousands of points wide.
    static let largestZoom = 8.0

    private(set) var diagnostics: [Diagnostic] = []
    /// What `dynamic-type=` gave and where its value starts; `FenceOptions` reads it last.
    private(set) var dynamicTypeNames: (text: String, position: SourcePosition)?
    private var seen: Set<String> = []

    mutating func apply(_ token: FenceInfo.Token, to options: inout FenceOptions) {
        guard Self.knownOptions.contains(token.key) else {
            let known = Self.knownOptions.map { "'\($0)'" }.joined(separator: ", ")
            report(.fenceUnknownOption, "unknown fence option '\(token.key)' (known options: \(known))", at: token.keyPosition)
            return
        }
        guard seen.insert(token.key).inserted else {
            report(.fenceDuplicateOption, "fence option '\(token.key)' is given more than once; the first one counts", at: token.keyPosition)
            return
        }
        if Self.flags.contains(token.key), token.key != "dark" || token.value == nil {
            applyFlag(token, to: &options)
        } else {
            applyValue(token, to: &options)
        }
    }

    private mutating func applyFlag(_ token: FenceInfo.Token, to options: inout FenceOptions) {
        guard token.value == nil else {
            report(.fenceInvalidValue, "fence option '\(token.key)' takes no value", at: token.valuePosition)
            return
        }
        switch token.key {
        case "hidden": options.isHidden = true
        case "dark": options.preview.showsBothSchemes = true
        default: options.showsPreview = false
        }
    }

    private mutating func applyValue(_ token: FenceInfo.Token, to options: inout FenceOptions) {
        guard let value = token.value, !value.isEmpty else {
            report(.fenceInvalidValue, "fence option '\(token.key)' needs a value, as in '\(token.key)=…'", at: token.keyPosition)
            return
        }
        let problem: String?
        if let setting = PreviewSetting(rawValue: token.key), setting != .dynamicType {
            problem = setting.apply(value, to: &options.preview)
            if problem == nil, setting == .widths { options.widthsPosition = token.valuePosition }
        } else {
            problem = applyFigureOption(token, value, to: &options)
        }
        if let problem { report(.fenceInvalidValue, problem, at: token.valuePosition) }
    }

    /// The options that only a fence can set, since they describe one figure.
    private mutating func applyFigureOption(_ token: FenceInfo.Token, _ value: String, to options: inout FenceOptions) -> String? {
        switch token.key {
        case "variants":
            let values = FenceValueList.variants(value)
            guard values.count >= 2 else { return "'variants' needs two or more values, as in 'variants=\".top .bottom\"'" }
            guard Set(values).count == values.count else { return "'variants' lists a value twice in '\(value)'" }
            options.variants = values
            options.variantsPosition = token.valuePosition
        case "dynamic-type":
            let names = value.split(separator: ",", omittingEmptySubsequences: false)
            guard !names.contains(where: \.isEmpty) else { return "'dynamic-type' must list sizes separated by commas, as in 'xSmall,large', not '\(value)'" }
            dynamicTypeNames = (value, token.valuePosition)
        case "eval":
            guard let evaluates = PreviewSetting.onOff(value) else { return "'eval' must be 'on' or 'off', not '\(value)'" }
            options.evaluates = evaluates
        case "zoom":
            guard let factor = Double(value), factor > 1, factor <= Self.largestZoom else {
                return "'zoom' must be a number above 1 and at most \(Int(Self.largestZoom)), not '\(value)'"
            }
            options.zoom = factor
        default:
            options.name = value
        }
        return nil
    }

    private mutating func report(_ id: DiagnosticID, _ message: String, at position: SourcePosition) {
        diagnostics.append(Diagnostic(.error, id, message, at: position))
    }
}
