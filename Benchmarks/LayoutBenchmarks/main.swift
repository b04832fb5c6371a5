import Benchmark
import LayoutEngine
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

Benchmark.main(settings: [Columns(["name", "time", "std", "iterations", "nodes/s"])])
