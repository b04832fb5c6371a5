import Foundation
import OpenTypeFonts

/// Draws cards (`SocialCard`) as PNGs with one headless Chromium for the whole build: the card
/// page is loaded once, then for each card its drawing is swapped in and the 1200 × 630 viewport
/// captured (`Page.captureScreenshot`). About 60 ms a card after a second's start-up.
///
/// PNG bytes are the browser's: the same Chromium gives the same bytes, another version may not.
struct SocialCardRenderer {
    let chromium: String
    /// Where the faces the previews are measured with live.
    var fonts: FontLibrary = .debian

    /// Each card's PNG by key, and why the cards that have none were not drawn.
    struct Result {
        var pngs: [Fingerprint: Data] = [:]
        var failure: String?
    }

    func draw(_ cards: [SocialImages.Card]) -> Result {
        var result = Result()
        guard !cards.isEmpty else { return result }
        do {
            let browser = try HeadlessChromium(executable: chromium)
            defer { browser.shutDown() }
            let session = try openCardPage(in: browser)
            for card in cards {
                guard let drawing = card.drawing else { continue }
                let shown = try browser.call(
                    "Runtime.evaluate", ["expression": SocialCard.script(for: drawing, images: card.images), "awaitPromise": true, "returnByValue": true],
                    session: session)
                guard (shown["result"] as? [String: Any])?["value"] as? Bool == true else { throw HeadlessChromium.Failure(description: "the card page failed") }
                let shot = try browser.call("Page.captureScreenshot", ["format": "png"], session: session)
                guard let base64 = shot["data"] as? String, let png = Data(base64Encoded: base64) else {
                    throw HeadlessChromium.Failure(description: "no screenshot")
                }
                result.pngs[card.key] = png
            }
        } catch {
            result.failure = "\(error)"
        }
        return result
    }

    /// A page target sized to a card, with the card page loaded and its faces ready.
    private func openCardPage(in browser: HeadlessChromium) throws -> String {
        let target = try browser.call("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String,
              let session = try browser.call("Target.attachToTarget", ["targetId": targetID, "flatten": true])["sessionId"] as? String
        else { throw HeadlessChromium.Failure(description: "no page to draw on") }
        try browser.call("Page.enable", session: session)
        try browser.call(
            "Emulation.setDeviceMetricsOverride", ["width": SocialCard.width, "height": SocialCard.height, "deviceScaleFactor": 1, "mobile": false],
            session: session)
        let faces = try FontFace.all.map { ($0, try fonts.path(of: $0)) }
        let page = (browser.scratchFolder as NSString).appendingPathComponent("card.html")
        try Data(SocialCard.page(fonts: faces).utf8).write(to: URL(fileURLWithPath: page))
        try browser.call("Page.navigate", ["url": URL(fileURLWithPath: page).absoluteString], session: session)
        try browser.wait(for: "Page.loadEventFired")
        let loaded = try browser.call(
            "Runtime.evaluate", ["expression": "Promise.all([...document.fonts].map(face => face.load())).then(() => true)", "awaitPromise": true, "returnByValue": true],
            session: session)
        guard (loaded["result"] as? [String: Any])?["value"] as? Bool == true else { throw HeadlessChromium.Failure(description: "the faces did not load") }
        return session
    }
}
