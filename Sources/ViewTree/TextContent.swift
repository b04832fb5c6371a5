/// What a `Text` shows: one or more runs (`Text + Text`), each with optional font overrides.
public struct TextContent: Hashable, Sendable {
    public struct Run: Hashable, Sendable {
        public var string: String
        /// Overrides the environment font for this run (`Text("a").font(.title) + Text("b")`).
        public var font: Font?
        public var bold: Bool
        public var italic: Bool
        public var foreground: Paint?

        public init(_ string: String, font: Font? = nil, bold: Bool = false, italic: Bool = false, foreground: Paint? = nil) {
            self.string = string
            self.font = font
            self.bold = bold
            self.italic = italic
            self.foreground = foreground
        }
    }

    public var runs: [Run]

    public init(runs: [Run]) {
        self.runs = runs
    }

    public init(_ string: String) {
        self.init(runs: [Run(string)])
    }

    /// The whole string, runs joined.
    public var string: String { runs.map(\.string).joined() }
}
