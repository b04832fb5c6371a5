/// What an unchanged article's reused page, findings and links depend on beyond its own Markdown:
/// what every page shares (`PageFingerprint.site`), every link target (each page and its
/// anchors), the content's asset files, `--strict` and `--allow-raw-html`. While it is as in the previous build, an
/// article whose `ArticleRecord` key still matches is neither parsed nor rendered again.
enum SiteFingerprint {
    static func of(pages: PageFingerprint, targets: [String: LinkResolver.Target], assets: [String], options: BuildOptions) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(pages.site)
        hasher.combine(targets.count)
        for (file, target) in targets.sorted(by: { $0.key < $1.key }) {
            hasher.combine(file)
            hasher.combine(target.sitePath)
            combine(target.anchors.sorted(), into: &hasher)
        }
        combine(assets.sorted(), into: &hasher)
        hasher.combine(options.strict ? 1 : 0)
        hasher.combine(options.allowsRawHTML ? 1 : 0)
        return hasher.finalize()
    }

    private static func combine(_ texts: [String], into hasher: inout FingerprintHasher) {
        hasher.combine(texts.count)
        for text in texts { hasher.combine(text) }
    }
}
