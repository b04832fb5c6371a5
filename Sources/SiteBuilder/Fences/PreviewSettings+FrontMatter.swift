import Diagnostics
import MarkdownTree

extension PreviewSettings {
    /// An article's defaults from its front matter's `preview:` mapping, whose keys are the
    /// `PreviewSetting` fence options spelled `key: value`, read by the same rules; unknown keys
    /// are warnings and values that cannot be read are errors, at their positions.
    static func pageDefaults(_ mapping: FrontMatter.RawMapping?) -> (settings: PreviewSettings, diagnostics: [Diagnostic]) {
        var settings = PreviewSettings()
        var diagnostics: [Diagnostic] = []
        let invalid = { (message: String, position: SourcePosition) in
            diagnostics.append(Diagnostic(.error, .frontMatterInvalidValue, message, at: position))
        }
        switch mapping {
        case nil:
            break
        case .notAMapping(let position):
            invalid("'preview' must be a mapping such as 'width: 320'", position)
        case .entries(let tokens):
            let known = PreviewSetting.allCases.map(\.rawValue).sorted().joined(separator: ", ")
            for token in tokens {
                guard let setting = PreviewSetting(rawValue: token.key) else {
                    diagnostics.append(Diagnostic(
                        .warning, .frontMatterUnknownKey,
                        "unknown front matter key 'preview.\(token.key)' is ignored (known keys: \(known))", at: token.keyPosition))
                    continue
                }
                guard let value = token.value else {
                    invalid("'preview.\(token.key)' must be a single value", token.valuePosition)
                    continue
                }
                if let problem = setting.apply(value, to: &settings) { invalid(problem, token.valuePosition) }
            }
        }
        return (settings, diagnostics)
    }
}
