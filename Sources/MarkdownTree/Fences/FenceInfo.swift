import Diagnostics

/// A code fence's info string split into words, the way CommonMark leaves its meaning to the
/// application ("Fenced code blocks"): the language, then every other word as a token with its
/// position in the file, for the application to interpret (`swift highlight=3 title="A title"`
/// gives `swift` and two tokens).
///
/// Words are separated by spaces or tabs; the first word is the language unless it contains `=`.
/// A token is `key`, `key=value` or `key="quoted value"` (with `\"` and `\\` as escapes). A token
/// written wrongly (a quote that never closes, text right after the closing quote) is a
/// `fence.malformed-option` error at its column; what the keys mean is the application's business.
public struct FenceInfo: Hashable, Sendable {
    /// One word after the language, as written.
    public struct Token: Hashable, Sendable {
        public let key: String
        /// nil for a bare word (`hidden`); empty for `key=`.
        public let value: String?
        public let keyPosition: SourcePosition
        /// Where the value (or its opening quote) starts; just after `=` when it is empty, just
        /// after the key for a bare word.
        public let valuePosition: SourcePosition

        public init(key: String, value: String?, keyPosition: SourcePosition, valuePosition: SourcePosition) {
            self.key = key
            self.value = value
            self.keyPosition = keyPosition
            self.valuePosition = valuePosition
        }
    }

    public let language: String?
    /// The words after the language, in order; a word whose quote never closes is left out.
    public let tokens: [Token]
    public let diagnostics: [Diagnostic]

    /// Splits `info`, whose first byte sits at `position` in the Markdown file.
    public init(parsing info: String, at position: SourcePosition) {
        var tokenizer = FenceInfoTokenizer(info)
        var words = tokenizer.words()
        let place = { (offset: Int) in SourcePosition(line: position.line, column: position.column + offset) }
        diagnostics = tokenizer.problems.map {
            Diagnostic(.error, .fenceMalformedOption, $0.message, at: place($0.offset))
        }
        if let first = words.first, first.value == nil {
            language = first.key
            words.removeFirst()
        } else {
            language = nil
        }
        tokens = words.map {
            Token(key: $0.key, value: $0.value, keyPosition: place($0.keyOffset), valuePosition: place($0.valueOffset))
        }
    }
}
