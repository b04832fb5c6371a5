import Benchmark
import LayoutEngine
import OpenTypeFonts
import ViewEvaluator
import ViewTree

/// Layout throughput on a 1,000-node tree shaped like article previews: rows of text, spacers,
/// framed and padded colours, overlays and nested stacks.
let tree = BenchmarkTrees.rows(count: 1000)
let nodeCount = LayoutEngine().layout(tree).root.count

/// Text throughput with the real fonts: 100,000 words of prose set 361 pt wide (an iPhone column
/// inside the default padding), as one Text and as 1,000 paragraphs of 100 words in a VStack.
let wordCount = 100_000
let textWidth = 361.0
let fontEngine: LayoutEngine
do {
    fontEngine = LayoutEngine(options: LayoutOptions(textMeasurer: try FontTextMeasurer()))
} catch {
    fatalError("text benchmarks need Debian's fonts-inter and fonts-firacode (Scripts/setup.sh): \(error)")
}
let oneText = BenchmarkTrees.paragraphs(words: wordCount, perParagraph: wordCount)
let paragraphStack = BenchmarkTrees.paragraphs(words: wordCount, perParagraph: 100)

/// A column that divides a counter by the median iteration time: the counter's amount per second.
func throughputColumn(_ counter: String) -> BenchmarkColumn {
    BenchmarkColumn(
        name: "\(counter)/s",
        value: { result in
            let amount = (result.counters[counter] ?? 0) / Double(max(result.measurements.count, 1))
            let sorted = result.measurements.sorted()
            let median = sorted.isEmpty ? .infinity : sorted[sorted.count / 2]
            return amount / median * 1_000_000_000
        },
        formatter: BenchmarkFormatter.integer)
}

BenchmarkColumn.registry["nodes/s"] = throughputColumn("nodes")
BenchmarkColumn.registry["words/s"] = throughputColumn("words")
BenchmarkColumn.registry["snippets/s"] = throughputColumn("snippets")

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

/// Lays out `tree` at the text width and checks the height is the one the first run gave.
func textBenchmark(_ name: String, _ tree: ViewNode) {
    let height = fontEngine.layout(tree, width: textWidth, height: .fit).canvas.height
    benchmark(name) { state in
        try state.measure {
            precondition(fontEngine.layout(tree, width: textWidth, height: .fit).canvas.height == height)
        }
        state.increment(counter: "words", by: Double(wordCount))
    }
}

textBenchmark("layout \(wordCount) words, one Text, real fonts", oneText)
textBenchmark("layout \(wordCount) words, 1000 paragraphs in a VStack, real fonts", paragraphStack)

/// Every code block of the five seeds, evaluated page by page (helpers first) and each preview laid
/// out with the real fonts, as `fieldguide` does for an article.
let seeds = try SeedSnippets()

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

Benchmark.main(settings: [Columns(["name", "time", "std", "iterations", "nodes/s", "words/s", "snippets/s"])])
