import Diagnostics

/// What reading a Markdown file reports: the text itself, its front matter and its fence info strings.
extension DiagnosticID {
    public static let invalidUTF8 = DiagnosticID(rawValue: "markdown.invalid-utf8")
    public static let nestingTooDeep = DiagnosticID(rawValue: "markdown.nesting-too-deep")
    public static let unclosedFence = DiagnosticID(rawValue: "markdown.unclosed-fence")

    public static let frontMatterUnterminated = DiagnosticID(rawValue: "front-matter.unterminated")
    public static let frontMatterInvalidYAML = DiagnosticID(rawValue: "front-matter.invalid-yaml")
    public static let frontMatterNotAMapping = DiagnosticID(rawValue: "front-matter.not-a-mapping")
    public static let frontMatterUnknownKey = DiagnosticID(rawValue: "front-matter.unknown-key")
    public static let frontMatterInvalidValue = DiagnosticID(rawValue: "front-matter.invalid-value")

    /// A fence info token written wrongly (a quote that never closes); what tokens mean is the site's.
    public static let fenceMalformedOption = DiagnosticID(rawValue: "fence.malformed-option")
}
