import Foundation
import OpenTypeFonts

/// Draws cards (`SocialCard`) as PNGs with one headless Chromium for the whole build: the card
/// page is loaded once, then for each card its drawing is swapped in and the 1200 × 630 viewport
/// captured (`Page.captureScreenshot`, tuned for speed over size). Start-up takes one to two seconds,
/// a card 60–90 ms. A renderer made with `startsNow` starts the browser on another thread at
/// once, so a cold build's start-up happens while its figures are laid out.
///
/// PNG bytes are the browser's: the same Chromium gives the same bytes, another version may not.
final class SocialCardRenderer: @unchecked Sendable {
    /// Each card's PNG by key, and why the cards that have none were not drawn.
    struct Result {
        var pngs: [Fingerprint: Data] = [:]
        var failure: String?
    }

    private let chromium: String
    private let fonts: FontLibrary
    private let started = DispatchGroup()
    private var isStarted = false
    private var browser: HeadlessChromium?
    private var session = ""
    private var failure: String?

    init(chromium: String, fonts: FontLibrary = .debian, startsNow: Bool = false) {
        self.chromium = chromium
        self.fonts = fonts
        if startsNow { start() }
    }

    deinit { shutDown() }

    /// Draws every card that has a drawing; a browser that fails leaves the rest undrawn.
    func draw(_ cards: [SocialImages.Card]) -> Result {
        var result = Result()
        guard cards.contains(where: { $0.drawing != nil }) else { return result }
        if !isStarted { start() }
        started.wait()
        guard let browser else {
            result.failure = failure
            return result
        }
        do {
            for card in cards {
                guard let drawing = card.drawing else { continue }
                try evaluate(SocialCard.script(for: drawing, images: card.images), in: browser)
                let shot = try browser.call("Page.captureScreenshot", ["format": "png", "optimizeForSpeed": true], session: session)
                guard let base64 = shot["data"] as? String, let png = Data(base64Encoded: base64) else {
                    throw HeadlessChromium.Failure(description: "Chromium sent no screenshot")
                }
                result.pngs[card.key] = png
            }
        } catch {
            result.failure = "\(error)"
        }
        return result
    }

    /// Quits the browser, if it was started.
    func shutDown() {
        guard isStarted else { return }
        started.wait()
        browser?.shutDown()
        browser = nil
    }

    /// Starts the browser and loads the card page on another thread.
    private func start() {
        isStarted = true
        started.enter()
        Thread.detachNewThread { [self] in
            defer { started.leave() }
            do {
                let browser = try HeadlessChromium(executable: chromium)
                self.browser = browser
                session = try openCardPage(in: browser)
            } catch {
                failure = "\(error)"
                browser?.shutDown()
                browser = nil
            }
        }
    }

    /// A page target sized to a card, with the card page loaded and its faces ready.
    private func openCardPage(in browser: HeadlessChromium) throws -> String {
        let target = try browser.call("Target.createTarget", ["url": "about:blank"])
        guard let targetID = target["targetId"] as? String,
              let session = try browser.call("Target.attachToTarget", ["targetId": targetID, "flatten": true])["sessionId"] as? String
        else { throw HeadlessChromium.Failure(description: "Chromium opened no page to draw on") }
        self.session = session
        try browser.call("Page.enable", session: session)
        try browser.call(
            "Emulation.setDeviceMetricsOverride", ["width": SocialCard.width, "height": SocialCard.height, "deviceScaleFactor": 1, "mobile": false],
            session: session)
        let faces = try FontFace.all.map { ($0, try fonts.path(of: $0)) }
        let page = (browser.scratchFolder as NSString).appendingPathComponent("card.html")
        try Data(SocialCard.page(fonts: faces).utf8).write(to: URL(fileURLWithPath: page))
        try browser.call("Page.navigate", ["url": URL(fileURLWithPath: page).absoluteString], session: session)
        try browser.wait(for: "Page.loadEventFired")
        try evaluate("Promise.all([...document.fonts].map(face => face.load())).then(() => true)", in: browser)
        return session
    }

    /// Runs a script whose promise resolves to `true`.
    private func evaluate(_ script: String, in browser: HeadlessChromium) throws {
        let reply = try browser.call("Runtime.evaluate", ["expression": script, "awaitPromise": true, "returnByValue": true], session: session)
        guard (reply["result"] as? [String: Any])?["value"] as? Bool == true else {
            throw HeadlessChromium.Failure(description: "the card page failed: \(reply["exceptionDetails"] ?? "no answer")")
        }
    }
}
