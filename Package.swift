// swift-tools-version: 6.1
// Formatting rule: one MARK section per layer, dependencies point downwards only
// (ViewTree ← LayoutEngine ← SVGRenderer), one argument per line.

import PackageDescription

let package = Package(
    name: "Fieldguide",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "LayoutEngine", targets: ["LayoutEngine"]),
        .library(name: "SVGRenderer", targets: ["SVGRenderer"]),
    ],
    dependencies: [
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/google/swift-benchmark", from: "0.1.2"),
    ],
    targets: [
        // MARK: ViewTree — the value types a SwiftUI snippet describes (no layout, no I/O)
        .target(
            name: "ViewTree"
        ),

        // MARK: LayoutEngine — SwiftUI's proposal-and-response layout (pure computation)
        .target(
            name: "LayoutEngine",
            dependencies: ["ViewTree"]
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

        // MARK: TextParityTests — real fonts end to end: Chromium draws the engine's lines, seed 000 pinned
        .testTarget(
            name: "TextParityTests",
            dependencies: [
                "LayoutEngine",
                "SVGRenderer",
                "OpenTypeFonts",
                "ViewTree",
            ]
        ),

        // MARK: Benchmarks — `swift run -c release layout-benchmarks`
        .executableTarget(
            name: "layout-benchmarks",
            dependencies: [
                "LayoutEngine",
                "OpenTypeFonts",
                "ViewTree",
                .product(name: "Benchmark", package: "swift-benchmark"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            // The harness keeps its column registry in a global; Swift 5 mode lets us extend it.
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
)
