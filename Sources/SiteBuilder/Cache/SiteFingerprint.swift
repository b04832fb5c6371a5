/// What an unchanged article's reused page, findings and links depend on beyond its own Markdown:
/// what every page shares (`PageFingerprint.site`), every link target (each page and its
/// anchors), the content's asset files, `--strict` and `--allow-raw-html`. While it is as in the previous build, an
/// article whose `ArticleRecord` key still matches is neither parsed nor rendered again.
enum SiteFingerprint {
    static func of(pages: PageFingerprint, targets: [String: LinkResolver.Target], assets: [String], options: BuildOptions) -> Fingerprint {
        var hasher = FingerprintHasher()
        hasher.combine(pages.site)
        // Order-free: sorting a thousand targets and their anchors cost more than hashing them.
        var linked = UnorderedFingerprint()
        for (file, target) in targets {
            var anchors = UnorderedFingerprint()
            for anchor in target.anchors { anchors.add(anchor) }
            var member = FingerprintHasher()
            member.combine(file)
            member.combine(target.sitePath)
            member.combine(anchors.finalize())
            linked.add(member.finalize())
        }
        hasher.combine(linked.finalize())
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
