// swift-tools-version: 6.1
// Formatting rule: one MARK section per layer, dependencies point downwards only
// (Diagnostics ← MarkdownTree, Diagnostics ← ViewTree ← ViewEvaluator, ViewTree ← LayoutEngine ← SVGRenderer),
// one argument per line.

import PackageDescription

let package = Package(
    name: "Fieldguide",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "fieldguide", targets: ["fieldguide"]),
        .library(name: "ViewEvaluator", targets: ["ViewEvaluator"]),
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "SVGRenderer", targets: ["SVGRenderer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/google/swift-benchmark", from: "0.1.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.0.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
    ],
    targets: [
        // MARK: Diagnostics — source positions and the one diagnostic type every layer reports (imports nothing)
        .target(
            name: "Diagnostics"
        ),

        // MARK: ViewTree — the value types a SwiftUI snippet describes (no layout, no I/O)
        .target(
            name: "ViewTree",
            dependencies: [
                "Diagnostics",
            ]
        ),

        // MARK: ViewEvaluator — interprets SwiftUI code blocks into view trees (no layout)
        .target(
            name: "ViewEvaluator",
            dependencies: [
                "Diagnostics",
                "ViewTree",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
            ]
        ),
        .testTarget(
            name: "ViewEvaluatorTests",
            dependencies: [
                "Diagnostics",
                "ViewEvaluator",
                "ViewTree",
                "LayoutEngine",
                "OpenTypeFonts",
                "TestSupport",
            ],
            exclude: [
                "Seeds",
                "Snippets",
            ]
        ),

        // MARK: CCMark — Debian's libcmark 0.30 (plain CommonMark) as a system library
        .systemLibrary(
            name: "CCMark",
            pkgConfig: "libcmark",
            providers: [
                .apt(["libcmark-dev"]),
            ]
        ),

        // MARK: MarkdownTree — articles as an immutable tree with source ranges, front matter, GFM's extensions, HTML
        .target(
            name: "MarkdownTree",
            dependencies: [
                "CCMark",
                "Diagnostics",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .testTarget(
            name: "MarkdownTreeTests",
            dependencies: [
                "Diagnostics",
                "MarkdownTree",
            ],
            exclude: [
                "GFMCases",
            ]
        ),

        // MARK: DevServer — serves a built site folder with live reload (knows nothing of Markdown or layout)
        .target(
            name: "DevServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "DevServerTests",
            dependencies: [
                "DevServer",
                "TestSupport",
            ]
        ),

        // MARK: LayoutEngine — SwiftUI's proposal-and-response layout (pure computation)
        .target(
            name: "LayoutEngine",
            dependencies: [
                "Diagnostics",
                "ViewTree",
            ]
        ),
        .testTarget(
            name: "LayoutEngineTests",
            dependencies: [
                "LayoutEngine",
                "ViewTree",
                .product(name: "Yams", package: "Yams"),
            ]
        ),

        // MARK: OpenTypeFonts — reads Inter/Fira Code (Debian fonts-inter, fonts-firacode) and measures text
        .target(
            name: "OpenTypeFonts",
            dependencies: [
                "LayoutEngine",
                "ViewTree",
            ]
        ),
        .testTarget(
            name: "OpenTypeFontsTests",
            dependencies: [
                "OpenTypeFonts",
                "LayoutEngine",
                "ViewTree",
            ]
        ),

        // MARK: EvaluatorCorpusTests — snippets evaluated and laid out end to end with exact Ahem metrics
        .testTarget(
            name: "EvaluatorCorpusTests",
            dependencies: [
                "Diagnostics",
                "ViewEvaluator",
                "LayoutEngine",
                "ViewTree",
                "TestSupport",
            ],
            exclude: [
                "Corpus",
            ]
        ),

        // MARK: SVGRenderer — draws a placed tree as deterministic SVG
        .target(
            name: "SVGRenderer",
            dependencies: ["LayoutEngine", "ViewTree"]
        ),
        .testTarget(
            name: "SVGRendererTests",
            dependencies: [
                "SVGRenderer",
                "LayoutEngine",
                "ViewTree",
            ],
            exclude: [
                "Goldens",
            ]
        ),

        // MARK: SiteBuilder — Markdown articles to pages with previews (no sockets, no terminal)
        .target(
            name: "SiteBuilder",
            dependencies: [
                "Diagnostics",
                "LayoutEngine",
                "MarkdownTree",
                "OpenTypeFonts",
                "SVGRenderer",
                "ViewEvaluator",
                "ViewTree",
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "SwiftIDEUtils", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            plugins: [
                "EmbedTemplates",
            ]
        ),
        .testTarget(
            name: "SiteBuilderTests",
            dependencies: [
                "Diagnostics",
                "SiteBuilder",
                "TestSupport",
                .product(name: "Yams", package: "Yams"),
            ]
        ),

        // MARK: EmbedTemplates — compiles the top-level templates/ folder into SiteBuilder
        .executableTarget(
            name: "template-embedder"
        ),
        .plugin(
            name: "EmbedTemplates",
            capability: .buildTool(),
            dependencies: [
                "template-embedder",
            ]
        ),

        // MARK: FieldguideCLI — the commands; `fieldguide` is a thin shell over them
        .target(
            name: "FieldguideCLI",
            dependencies: [
                "DevServer",
                "Diagnostics",
                "LayoutEngine",
                "OpenTypeFonts",
                "SiteBuilder",
                "SVGRenderer",
                "ViewEvaluator",
                "ViewTree",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "fieldguide",
            dependencies: ["FieldguideCLI"],
            // SwiftPM exports every symbol of a Linux executable: 61,000 with the runtime linked in,
            // which the loader hashes and the runtime's start-up `dladdr` scans, 1.4 of a run's 7.3 ms.
            // Nothing looks our symbols up by name; crash backtraces read the symbol table, which stays.
            // Not position-independent: the loader applied 149,000 relocations to the runtime's
            // metadata at every start (2 of a run's 6.3 ms, half its page faults); the linker resolves them.
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-no-pie"], .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        .testTarget(
            name: "FieldguideCLITests",
            dependencies: [
                // Built so the tests can run it; they find it next to the test bundle.
                "fieldguide",
                "TestSupport",
            ]
        ),

        // MARK: TextParityTests — real fonts end to end: Chromium draws the engine's lines, seed 000 pinned
        .testTarget(
            name: "TextParityTests",
            dependencies: [
                "LayoutEngine",
                "SVGRenderer",
                "OpenTypeFonts",
                "TestSupport",
                "ViewTree",
            ]
        ),

        // MARK: SiteBrowserTests — the bundled site in headless Chromium: code↔frame links, sliders, variants, traces
        .testTarget(
            name: "SiteBrowserTests",
            dependencies: [
                "DevServer",
                "LayoutEngine",
                "OpenTypeFonts",
                "SiteBuilder",
                "TestSupport",
                "ViewEvaluator",
                "ViewTree",
            ]
        ),

        // MARK: AdversarialTests — hostile corpus, seeded fuzzing and hostile sites through the whole pipeline
        .testTarget(
            name: "AdversarialTests",
            dependencies: [
                "Diagnostics",
                "LayoutEngine",
                "MarkdownTree",
                "OpenTypeFonts",
                "SiteBuilder",
                "SVGRenderer",
                "ViewEvaluator",
                "TestSupport",
                "ViewTree",
            ],
            exclude: [
                "Corpus",
                "FuzzSeeds",
            ]
        ),

        // MARK: TestSupport — what several test targets share: a raw HTTP client, an SSE reader, headless Chromium
        .target(
            name: "TestSupport",
            path: "Tests/TestSupport"
        ),

        // MARK: Benchmarks — `swift run -c release layout-benchmarks` (layout, and evaluation + layout of the seeds)
        .executableTarget(
            name: "layout-benchmarks",
            dependencies: [
                "LayoutEngine",
                "OpenTypeFonts",
                "ViewEvaluator",
                "ViewTree",
                .product(name: "Benchmark", package: "swift-benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            // The harness keeps its column registry in a global; Swift 5 mode lets us extend it.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)

// The site and command-line modules, which a rebuild runs once each, get generic type metadata
// (`[String: Entry]`…) from metadata accessors in release builds, not by demangling its name at
// first use, which checked each generic requirement by scanning the binary's 13,800 protocol
// conformances (2 to 3 ms of a one-article rebuild). The evaluator, layout and drawing modules
// keep the default: a cold build measured the same either way for them, so they stay as Swift builds them.
for target in package.targets where ["Diagnostics", "MarkdownTree", "SiteBuilder", "DevServer", "FieldguideCLI", "fieldguide"].contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
    ]
}
