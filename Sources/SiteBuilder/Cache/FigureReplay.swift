import ViewEvaluator

/// Produces an article's figures, taking each from the cache when its key is there and drawing it
/// otherwise. Drawing block n needs the declarations of blocks 1…n−1, so before the first block that
/// is not cached, the earlier blocks are evaluated again (evaluation only: no layout, no drawing).
struct FigureReplay {
    let blocks: [BlockRendering]
    let session: EvaluationSession
    let cache: FigureCache?
    /// The article's file, which names its figures in the cache.
    let file: String
    /// One per block; nil without a cache.
    let keys: [Fingerprint]?

    /// Every block's output, in order; the cache then holds exactly these.
    func outputs() -> [BlockRendering.Output] {
        let stored = keys == nil ? [:] : cache?.figures(of: file) ?? [:]
        var evaluated = 0
        var outputs: [BlockRendering.Output] = []
        for (index, block) in blocks.enumerated() {
            if let key = keys?[index], let cached = stored[key] {
                outputs.append(cached)
                continue
            }
            for earlier in blocks[evaluated..<index] {
                earlier.evaluateOnly(in: session)
            }
            outputs.append(block.render(in: session))
            evaluated = index + 1
        }
        if let keys, let cache {
            let reused = keys.filter { stored[$0] != nil }.count
            cache.keep(Array(zip(keys, outputs)), of: file, reused: reused, changed: reused < keys.count || stored.count != keys.count)
        }
        return outputs
    }
}
