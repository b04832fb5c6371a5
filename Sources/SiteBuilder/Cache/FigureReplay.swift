import ViewEvaluator

/// Produces an article's figures, taking each from the cache when its key is there and drawing it
/// otherwise. Drawing block n needs the declarations of blocks 1…n−1, so before the first block that
/// is not cached, the earlier blocks are evaluated again (evaluation only: no layout, no drawing).
struct FigureReplay {
    let blocks: [BlockRendering]
    let session: EvaluationSession
    let cache: FigureCache?
    /// One per block; nil without a cache.
    let keys: [Fingerprint]?

    /// Every block's output, in order.
    func outputs() -> [BlockRendering.Output] {
        var evaluated = 0
        var outputs: [BlockRendering.Output] = []
        for (index, block) in blocks.enumerated() {
            let key = keys?[index]
            if let key, let cached = cache?.figure(for: key) {
                outputs.append(cached)
                continue
            }
            for earlier in blocks[evaluated..<index] {
                earlier.evaluateOnly(in: session)
            }
            outputs.append(block.render(in: session))
            evaluated = index + 1
            if let key { cache?.store(outputs[index], for: key) }
        }
        return outputs
    }
}
