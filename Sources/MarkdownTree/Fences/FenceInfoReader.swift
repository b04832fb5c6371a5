import Diagnostics

/// Applies the words of a fence info string to the fields of a `FenceInfo`, checking each against
/// the option table documented there.
struct FenceInfoReader {
    private static let flags = ["hidden", "no-preview", "dark"]
    private static let figureOptions = ["name", "variants", "dynamic-type", "zoom"]
    private static let knownOptions = (PreviewSetting.allCases.map(\.rawValue) + flags + figureOptions).sorted()
    /// `zoom` beyond this makes a phone-sized preview thousands of points wide.
    static let largestZoom = 8.0

    let origin: SourcePosition
    private(set) var language: String?
    private(set) var preview = PreviewSettings()
    private(set) var isHidden = false
    private(set) var showsPreview = true
    private(set) var name: String?
    private(set) var variants: [String] = []
    private(set) var dynamicTypeSizes: [String] = []
    private(set) var showsBothSchemes = false
    private(set) var zoom: Double?
    private(set) var valuePositions: [String: SourcePosition] = [:]
    private(set) var diagnostics: [Diagnostic] = []
    private var seen: Set<String> = []

    init(origin: SourcePosition) {
        self.origin = origin
    }

    /// 1. Split into words. 2. Take a leading word without `=` as the language. 3. Apply the rest.
    mutating func read(_ info: String) {
        var tokenizer = FenceInfoTokenizer(info)
        var words = tokenizer.words()
        diagnostics += tokenizer.problems.map { error(.fenceMalformedOption, $0.message, at: $0.offset) }
        if let first = words.first, first.value == nil {
            language = first.key
            words.removeFirst()
        }
        for word in words { apply(word) }
    }

    private mutating func apply(_ word: FenceInfoTokenizer.Word) {
        guard Self.knownOptions.contains(word.key) else {
            let known = Self.knownOptions.map { "'\($0)'" }.joined(separator: ", ")
            report(.fenceUnknownOption, "unknown fence option '\(word.key)' (known options: \(known))", at: word.keyOffset)
            return
        }
        guard seen.insert(word.key).inserted else {
            report(.fenceDuplicateOption, "fence option '\(word.key)' is given more than once; the first one counts", at: word.keyOffset)
            return
        }
        if Self.flags.contains(word.key) {
            applyFlag(word)
        } else {
            applyValue(word)
        }
    }

    private mutating func applyFlag(_ word: FenceInfoTokenizer.Word) {
        guard word.value == nil else {
            report(.fenceInvalidValue, "fence option '\(word.key)' takes no value", at: word.valueOffset)
            return
        }
        switch word.key {
        case "hidden": isHidden = true
        case "dark": showsBothSchemes = true
        default: showsPreview = false
        }
    }

    private mutating func applyValue(_ word: FenceInfoTokenizer.Word) {
        guard let value = word.value, !value.isEmpty else {
            report(.fenceInvalidValue, "fence option '\(word.key)' needs a value, as in '\(word.key)=…'", at: word.keyOffset)
            return
        }
        let problem: String?
        if let setting = PreviewSetting(rawValue: word.key) {
            problem = setting.apply(value, to: &preview)
        } else {
            problem = applyFigureOption(word.key, value)
        }
        if let problem {
            report(.fenceInvalidValue, problem, at: word.valueOffset)
        } else {
            valuePositions[word.key] = position(word.valueOffset)
        }
    }

    /// The options that only a fence can set, since they describe one figure.
    private mutating func applyFigureOption(_ key: String, _ value: String) -> String? {
        switch key {
        case "variants":
            let values = FenceValueList.variants(value)
            guard values.count >= 2 else { return "'variants' needs two or more values, as in 'variants=\".top .bottom\"'" }
            guard Set(values).count == values.count else { return "'variants' lists a value twice in '\(value)'" }
            variants = values
        case "dynamic-type":
            let names = value.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            guard !names.contains(where: \.isEmpty) else { return "'dynamic-type' must list sizes separated by commas, as in 'xSmall,large', not '\(value)'" }
            dynamicTypeSizes = names
        case "zoom":
            guard let factor = Double(value), factor > 1, factor <= Self.largestZoom else {
                return "'zoom' must be a number above 1 and at most \(Int(Self.largestZoom)), not '\(value)'"
            }
            zoom = factor
        default:
            name = value
        }
        return nil
    }

    private mutating func report(_ id: DiagnosticID, _ message: String, at offset: Int) {
        diagnostics.append(error(id, message, at: offset))
    }

    private func error(_ id: DiagnosticID, _ message: String, at offset: Int) -> Diagnostic {
        Diagnostic(.error, id, message, at: position(offset))
    }

    private func position(_ offset: Int) -> SourcePosition {
        SourcePosition(line: origin.line, column: origin.column + offset)
    }
}
