/// What open pages show over themselves after a build: a headline and the problems, each as the
/// terminal printed it and, when a page of the site shows it, a link there. Sent to the page's
/// script as JSON (`LiveReloadEvent.problems`); the script sets every text as text.
public struct BuildProblems: Sendable, Equatable, Encodable {
    public struct Problem: Sendable, Equatable, Encodable {
        /// `error` or `warning`.
        public var severity: String
        /// `content/a.md:3:5: error: message`, notes on lines of their own.
        public var text: String
        /// A path on this server (`/a.html#example-2`); the script follows no other kind of link.
        public var link: String?

        public init(severity: String, text: String, link: String? = nil) {
            self.severity = severity
            self.text = text
            self.link = link
        }
    }

    public var headline: String
    public var problems: [Problem]
    /// Problems left out of the list (the terminal prints them all).
    public var omitted: Int

    public init(headline: String, problems: [Problem], omitted: Int = 0) {
        self.headline = headline
        self.problems = problems
        self.omitted = omitted
    }
}
