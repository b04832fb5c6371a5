import Foundation

/// Drawn cards kept between builds in the cache folder's `og-images/`, one PNG per card named by
/// its key (`SocialCard.key`), so a build draws only cards whose drawing changed. A card the
/// cache cannot read or write is drawn again; nothing fails.
struct SocialImageCache {
    let folder: String

    init(cacheFolder: String) {
        folder = (cacheFolder as NSString).appendingPathComponent("og-images")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    func path(_ key: Fingerprint) -> String {
        (folder as NSString).appendingPathComponent(key.description + ".png")
    }

    /// No card is kept: a cold build, which will draw every card.
    var isEmpty: Bool {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty
    }

    func contains(_ key: Fingerprint) -> Bool {
        FileManager.default.fileExists(atPath: path(key))
    }

    /// Stores a card under a temporary name, then renames it into place.
    func store(_ png: Data, for key: Fingerprint) {
        PendingCacheFile(path: path(key), bytes: Array(png)).write()
    }

    /// Removes every card but `kept`, so the cache holds the cards of the site as it is.
    func removeAll(except kept: Set<Fingerprint>) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names where Fingerprint(hex: Substring(name.prefix(32))).map({ !kept.contains($0) }) ?? true {
            try? FileManager.default.removeItem(atPath: (folder as NSString).appendingPathComponent(name))
        }
    }
}
