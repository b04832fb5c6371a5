import Foundation
import LayoutEngine
import MarkdownTree

/// What a block's figure depends on, as fingerprints: the build's environment (the cache version,
/// the program itself with its defaults, the fonts measured with, the image assets and the site's
/// URLs), the article's file name and front matter preview settings, and the block itself together
/// with every earlier ```swift block of the article, whose declarations it can see. A block's key chains the key of the block before it, so an edit
/// changes that block's key and every later one, and nothing earlier.
enum FigureKey {
    /// The inputs every figure of a build shares.
    static func environment(assets: AssetCatalog, urls: SiteURLs, fonts: [(source: String, sitePath: String)]) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(FigureCache.version)
        // A rebuilt tool may evaluate, lay out or draw differently even when nobody bumped the version.
        hasher.combine(fileAt: RunningExecutable.path)
        for font in fonts {
            hasher.combine(font.sitePath)
            hasher.combine(fileAt: font.source)
        }
        for (name, size) in assets.imageSizes.sorted(by: { $0.key < $1.key }) {
            hasher.combine(name)
            hasher.combine(assets.imagePath(named: name).map(urls.url) ?? "")
            hasher.combine(size.width)
            hasher.combine(size.height)
        }
        hasher.combine(urls.root)
        return hasher.finalize()
    }

    /// One key per block, in order.
    static func chain(_ blocks: [CodeBlock], file: String, page: PreviewSettings, environment: Fingerprint) -> [Fingerprint] {
        var hasher = FingerprintHasher()
        hasher.combine(environment)
        hasher.combine(file)
        combine(page, into: &hasher)
        var previous = hasher.finalize()
        return blocks.map { block in
            var hasher = FingerprintHasher()
            hasher.combine(previous)
            hasher.combine(block.info)
            hasher.combine(block.code)
            for start in [block.range.start, block.infoPosition ?? block.range.start] + block.codeLineStarts {
                hasher.combine(start.line)
                hasher.combine(start.column)
            }
            previous = hasher.finalize()
            return previous
        }
    }

    /// Every front matter preview setting, each led by a tag so that an unset one differs from
    /// any value. Field by field: describing the settings as text went through reflection, which
    /// searched the program's conformances on every build. A device is named: devices come from
    /// the program's catalog, which the environment's program fingerprint covers.
    private static func combine(_ page: PreviewSettings, into hasher: inout FingerprintHasher) {
        func tag(_ isSet: Bool) { hasher.combine(isSet ? 1 : 0) }
        tag(page.width != nil)
        if let width = page.width { hasher.combine(width) }
        switch page.height {
        case .fixed(let points): hasher.combine(1); hasher.combine(points)
        case .fit: hasher.combine(2)
        case nil: hasher.combine(0)
        }
        switch page.widths {
        case .range(let range): hasher.combine(1); hasher.combine(range.lowerBound); hasher.combine(range.upperBound)
        case .off: hasher.combine(2)
        case nil: hasher.combine(0)
        }
        for flag in [page.showsFrames, page.showsWholeScrollContent, page.showsBothSchemes] {
            hasher.combine(flag.map { $0 ? 2 : 1 } ?? 0)
        }
        tag(page.device != nil)
        if let device = page.device {
            hasher.combine(device.name)
            hasher.combine(device.orientation.rawValue)
        }
        tag(page.dynamicTypeSizes != nil)
        if let sizes = page.dynamicTypeSizes {
            hasher.combine(sizes.count)
            for size in sizes { hasher.combine(size.rawValue) }
        }
    }
}
