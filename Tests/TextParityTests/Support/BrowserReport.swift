/// What the page's script wrote into `#report` (see `ParityPage`).
struct BrowserReport: Decodable, Sendable {
    struct Face: Decodable, Sendable {
        let family: String
        let weight: String
        let style: String
        /// "loaded" once the file was fetched and parsed; "error" when it could not be.
        let status: String
    }

    struct Check: Decodable, Sendable {
        let font: String
        let loaded: Bool
    }

    /// One drawn `<text>`: its string, `getComputedTextLength()`, its x/y attributes as written,
    /// and where Chromium put the first character (`getStartPositionOfChar(0)`).
    struct Line: Decodable, Sendable {
        let text: String
        let length: Double
        let x: String
        let y: String
        let startX: Double?
        let startY: Double?
    }

    let faces: [Face]
    let checks: [Check]
    /// Per sample, its lines in document order.
    let samples: [[Line]]
}
