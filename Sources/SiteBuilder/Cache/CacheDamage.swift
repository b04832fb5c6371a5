/// A cache file a build relied on turned out missing or damaged after the build had planned around
/// it (the previous build's search entries, `SearchEntryStore`). The damaged file is removed by
/// then, so `SiteBuilder.run()` builds once more, without it, instead of failing.
struct CacheDamage: Error, CustomStringConvertible {
    let message: String

    var description: String { message }
}
