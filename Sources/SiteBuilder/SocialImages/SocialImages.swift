import Foundation

/// Each article's `og:image`: a card of its first drawing (`SocialCard`), published at
/// `og/<key>.png` and named by its full URL, so it needs the site's base URL. Cards are drawn by
/// headless Chromium (`SocialCardRenderer`) and kept in the cache by their key, so an unchanged
/// drawing is never drawn again.
///
/// On by default when the site has a base URL and Chromium is installed, for sites of up to
/// `automaticLimit` articles; `og-image: true` in `index.md` turns it on for larger sites, and
/// `og-image: false` turns it off. Off, pages have no `og:image` and the build says why once, in a note.
struct SocialImages {
    /// Whether this build draws cards; settled before any article is rendered, because it is part
    /// of every page (`PageFingerprint`).
    enum Availability: Equatable {
        case on(chromium: String)
        case off(reason: String)

        var isOn: Bool { chromium != nil }

        var chromium: String? {
            if case .on(let chromium) = self { chromium } else { nil }
        }
    }

    /// One page's card.
    struct Card {
        let key: Fingerprint
        /// The drawing, for a card this build may have to draw (nil for a reused page's card).
        let drawing: FigureDrawing?
        /// The drawing's `<image>` links with the content files they show.
        let images: [SocialCard.Image]

        var sitePath: String { SocialImages.folder + key.description + ".png" }
    }

    /// Where the cards are published.
    static let folder = "og/"
    /// Articles up to which cards are drawn without `og-image: true`: at 60–90 ms a card, a cold
    /// build of this many spends up to about 9 s on them, once; beyond, the share of a cold build
    /// grows past what a default should cost (see the README).
    static let automaticLimit = 100

    let availability: Availability
    /// Each article's card, by file.
    private(set) var cards: [String: Card]

    /// Whether cards are drawn: `og-image` in `index.md` (`setting`), the base URL, Chromium, and the site's size.
    static func availability(setting: Bool?, articleCount: Int, options: BuildOptions) -> Availability {
        if setting == false { return .off(reason: "pages have no og:image: 'og-image: false' in index.md turns the cards off") }
        guard options.baseURL != nil else {
            return .off(reason: "pages have no og:image, which needs a full URL: build with --base-url https://… to add them")
        }
        guard let chromium = options.chromium else {
            return .off(reason: "pages have no og:image: its cards are drawn by Chromium, which is not installed (Scripts/setup.sh installs it)")
        }
        if setting == nil, articleCount > automaticLimit {
            return .off(reason: "pages have no og:image: with \(articleCount) articles (over \(automaticLimit)), drawing their cards waits for 'og-image: true' in index.md")
        }
        return .on(chromium: chromium)
    }

    /// The cards of a site: each rendered article's first drawing, and the card each reused
    /// article's record names.
    init(_ availability: Availability, articles: [RenderedArticle], reused: some Sequence<ArticleRecord>, urls: SiteURLs, contentFolder: String) {
        self.availability = availability
        guard case .on = availability else {
            cards = [:]
            return
        }
        var cards: [String: Card] = [:]
        for article in articles {
            guard let drawing = article.firstDrawing else { continue }
            let images = SocialCard.images(in: drawing, urls: urls, contentFolder: contentFolder)
            cards[article.article.file] = Card(key: SocialCard.key(for: drawing, images: images), drawing: drawing, images: images)
        }
        for record in reused {
            if let key = record.socialImage { cards[record.file] = Card(key: key, drawing: nil, images: []) }
        }
        self.cards = cards
    }

    /// No cards.
    init() {
        availability = .off(reason: "")
        cards = [:]
    }

    /// The card of an article's page, with its full URL.
    func image(for file: String, urls: SiteURLs) -> PageContext.SocialImage? {
        cards[file].map { PageContext.SocialImage(url: urls.absolute($0.sitePath), width: SocialCard.width, height: SocialCard.height) }
    }

    /// Why pages have no cards, once per build; nothing for a site without previews.
    func note(previewCount: Int) -> String? {
        guard case .off(let reason) = availability, !reason.isEmpty, previewCount > 0 else { return nil }
        return reason
    }
}

extension SocialImages {
    /// Draws the cards that `cache` lacks; keeps each one drawn in the cache and returns it. Cards
    /// that could not be drawn are dropped from `cards`, so no page names a missing image, and a
    /// note says why.
    mutating func draw(with renderer: SocialCardRenderer?, cache: SocialImageCache?) -> (pngs: [Fingerprint: Data], note: String?) {
        guard let renderer else { return ([:], nil) }
        defer { renderer.shutDown() }
        var seen: Set<Fingerprint> = []
        let missing = cards.keys.sorted().compactMap { cards[$0] }.filter { card in
            card.drawing != nil && !(cache?.contains(card.key) ?? false) && seen.insert(card.key).inserted
        }
        let result = renderer.draw(missing)
        for (key, png) in result.pngs { cache?.store(png, for: key) }
        let failed = Set(missing.map(\.key)).subtracting(result.pngs.keys)
        guard !failed.isEmpty else { return (result.pngs, nil) }
        cards = cards.filter { !failed.contains($0.value.key) }
        let message = "\(failed.count) og:image card\(failed.count == 1 ? "" : "s") could not be drawn, so \(failed.count == 1 ? "its page has" : "their pages have") none: \(result.failure ?? "unknown failure")"
        return (result.pngs, message)
    }
}
