import Benchmark
import LayoutEngine
import OpenTypeFonts
import ViewEvaluator
import ViewTree

/// Layout throughput on a 1,000-node tree shaped like article previews: rows of text, spacers,
/// framed and padded colours, overlays and nested stacks.
let tree = BenchmarkTrees.rows(count: 1000)
let nodeCount = LayoutEngine().layout(tree).root.count

BenchmarkColumn.registry["nodes/s"] = BenchmarkColumn(
    name: "nodes/s",
    value: { result in
        let nodes = (result.counters["nodes"] ?? 0) / Double(max(result.measurements.count, 1))
        let sorted = result.measurements.sorted()
        let median = sorted.isEmpty ? .infinity : sorted[sorted.count / 2]
        return nodes / median * 1_000_000_000
    },
    formatter: BenchmarkFormatter.integer)

BenchmarkColumn.registry["snippets/s"] = BenchmarkColumn(
    name: "snippets/s",
    value: { result in
        let snippets = (result.counters["snippets"] ?? 0) / Double(max(result.measurements.count, 1))
        let sorted = result.measurements.sorted()
        let median = sorted.isEmpty ? .infinity : sorted[sorted.count / 2]
        return snippets / median * 1_000_000_000
    },
    formatter: BenchmarkFormatter.integer)

benchmark("layout \(nodeCount)-node tree") { state in
    try state.measure {
        precondition(LayoutEngine().layout(tree).root.count == nodeCount)
    }
    state.increment(counter: "nodes", by: Double(nodeCount))
}

benchmark("layout \(nodeCount)-node tree with trace") { state in
    let engine = LayoutEngine(options: LayoutOptions(recordsTrace: true))
    try state.measure {
        precondition(!engine.layout(tree).trace.isEmpty)
    }
    state.increment(counter: "nodes", by: Double(nodeCount))
}

/// Every code block of the five seeds, evaluated page by page (helpers first) and each preview laid
/// out with the real fonts, as `fieldguide` does for an article.
let seeds = try SeedSnippets()
let fontEngine = LayoutEngine(options: LayoutOptions(textMeasurer: try FontTextMeasurer()))

/// Evaluates every seed page and lays out each preview when given an engine; returns the nodes
/// laid out (0 without an engine), so the work cannot be optimised away.
func runSeeds(layingOutWith engine: LayoutEngine?) -> Int {
    var nodes = 0
    for page in seeds.pages {
        let session = EvaluationSession(assets: page.assets)
        _ = session.evaluate(block: seeds.helpers)
        for block in page.blocks {
            for preview in session.evaluate(block: block).previews {
                nodes += engine?.layout(preview.root).root.count ?? 0
            }
        }
    }
    return nodes
}

let seedNodeCount = runSeeds(layingOutWith: fontEngine)

benchmark("evaluate + lay out \(seeds.snippetCount) seed snippets") { state in
    try state.measure {
        precondition(runSeeds(layingOutWith: fontEngine) == seedNodeCount)
    }
    state.increment(counter: "snippets", by: Double(seeds.snippetCount))
}

benchmark("evaluate \(seeds.snippetCount) seed snippets") { state in
    try state.measure {
        precondition(runSeeds(layingOutWith: nil) == 0)
    }
    state.increment(counter: "snippets", by: Double(seeds.snippetCount))
}

Benchmark.main(settings: [Columns(["name", "time", "std", "iterations", "nodes/s", "snippets/s"])])
