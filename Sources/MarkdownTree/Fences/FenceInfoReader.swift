/// Applies the words of a fence info string to the fields of a `FenceInfo`, checking each against
/// the option table documented there.
struct FenceInfoReader {
    private static let flags = ["hidden", "no-preview"]
    private static let knownOptions = (PreviewSetting.allCases.map(\.rawValue) + flags + ["name"]).sorted()

    let origin: SourcePosition
    private(set) var language: String?
    private(set) var preview = PreviewSettings()
    private(set) var isHidden = false
    private(set) var showsPreview = true
    private(set) var name: String?
    private(set) var diagnostics: [MarkdownDiagnostic] = []
    private var seen: Set<String> = []

    init(origin: SourcePosition) {
        self.origin = origin
    }

    /// 1. Split into words. 2. Take a leading word without `=` as the language. 3. Apply the rest.
    mutating func read(_ info: String) {
        var tokenizer = FenceInfoTokenizer(info)
        var words = tokenizer.words()
        diagnostics += tokenizer.problems.map { error(MarkdownDiagnostic.ID.fenceMalformedOption, $0.message, at: $0.offset) }
        if let first = words.first, first.value == nil {
            language = first.key
            words.removeFirst()
        }
        for word in words { apply(word) }
    }

    private mutating func apply(_ word: FenceInfoTokenizer.Word) {
        guard Self.knownOptions.contains(word.key) else {
            let known = Self.knownOptions.map { "'\($0)'" }.joined(separator: ", ")
            report(MarkdownDiagnostic.ID.fenceUnknownOption, "unknown fence option '\(word.key)' (known options: \(known))", at: word.keyOffset)
            return
        }
        guard seen.insert(word.key).inserted else {
            report(MarkdownDiagnostic.ID.fenceDuplicateOption, "fence option '\(word.key)' is given more than once; the first one counts", at: word.keyOffset)
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
            report(MarkdownDiagnostic.ID.fenceInvalidValue, "fence option '\(word.key)' takes no value", at: word.valueOffset)
            return
        }
        if word.key == "hidden" { isHidden = true } else { showsPreview = false }
    }

    private mutating func applyValue(_ word: FenceInfoTokenizer.Word) {
        guard let value = word.value, !value.isEmpty else {
            report(MarkdownDiagnostic.ID.fenceInvalidValue, "fence option '\(word.key)' needs a value, as in '\(word.key)=…'", at: word.keyOffset)
            return
        }
        if let setting = PreviewSetting(rawValue: word.key) {
            if let problem = setting.apply(value, to: &preview) {
                report(MarkdownDiagnostic.ID.fenceInvalidValue, problem, at: word.valueOffset)
            }
        } else {
            name = value
        }
    }

    private mutating func report(_ id: String, _ message: String, at offset: Int) {
        diagnostics.append(error(id, message, at: offset))
    }

    private func error(_ id: String, _ message: String, at offset: Int) -> MarkdownDiagnostic {
        MarkdownDiagnostic(.error, id, message, at: SourcePosition(line: origin.line, column: origin.column + offset))
    }
}
