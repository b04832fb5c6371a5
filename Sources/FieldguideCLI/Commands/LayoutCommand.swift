import Diagnostics
import ArgumentParser
import Foundation
import LayoutEngine
import OpenTypeFonts
import SiteBuilder
import SVGRenderer
import ViewEvaluator
import ViewTree

/// `fieldguide layout`: evaluates one snippet as a one-block page and prints its layout. Other
/// tools rely on this output, so its JSON shape is a contract.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Evaluate one SwiftUI snippet and print its layout as JSON, SVG or a text tree.",
        discussion: """
            The root view is proposed the canvas (default \(NumberFormat.string(LayoutEngine.defaultCanvas.width))×\(NumberFormat.string(LayoutEngine.defaultCanvas.height)), \
            the iPhone safe area) and centred in it. \
            Exit status: 0 without errors, 1 with errors, 2 for usage errors.
            """)

    @Argument(help: "A Swift file with the snippet, or - for standard input.")
    var file: String = "-"

    @Option(help: "Canvas width in points.")
    var width: Double = LayoutEngine.defaultCanvas.width

    @Option(help: "Canvas height in points, or 'fit' to propose no height and size the canvas to the root.")
    var height: CanvasHeightArgument = .points(LayoutEngine.defaultCanvas.height)

    @Option(help: "Output format: json, svg or tree.")
    var format: LayoutFormat = .json

    @Flag(help: "Also print every proposal and answer, one line each, indented by depth (a 'trace' array in JSON, after the tree otherwise).")
    var trace = false

    func validate() throws {
        guard width.isFinite, width > 0 else { throw ValidationError("--width must be a positive number of points") }
    }

    func run() throws {
        let evaluation = switch try SnippetSource.read(file, limit: EvaluationLimits().maxSourceBytes) {
        case .text(let source): EvaluationSession().evaluate(block: source, startLine: 1)
        case .tooLong: Self.refusal
        }
        let measurer = try FontTextMeasurer()
        let previews = PreviewLayout(engine: LayoutEngine(options: LayoutOptions(textMeasurer: measurer, recordsTrace: trace)))
            .layout(evaluation, width: width, height: height.canvasHeight)
        if let unreadable = measurer.unreadableFaces().first { throw unreadable }
        let report = LayoutReport(evaluation: evaluation, previews: previews, width: width, height: height.canvasHeight, includesTrace: trace)
        report.diagnosticLines(file: SnippetSource.displayName(of: file)).forEach(Console.error)
        let output = report.render(format)
        if !output.isEmpty { print(output) }
        if report.hasErrors { throw ExitStatus.contentErrors }
    }

    /// The report for an input longer than a block may be, in the evaluator's words.
    private static var refusal: BlockEvaluation {
        let limit = EvaluationLimits().maxSourceBytes
        let message = "the snippet is longer than \(limit) bytes, the limit for one block; it is not evaluated"
        return BlockEvaluation(previews: [], diagnostics: [
            Diagnostic(.error, .sizeLimit, message, at: SourcePosition(line: 1, column: 1)),
        ])
    }
}

/// `--height`: a number of points or `fit`.
enum CanvasHeightArgument: ExpressibleByArgument {
    case points(Double)
    case fit

    init?(argument: String) {
        if argument == "fit" {
            self = .fit
        } else if let value = Double(argument), value.isFinite, value > 0 {
            self = .points(value)
        } else {
            return nil
        }
    }

    var canvasHeight: LayoutEngine.CanvasHeight {
        switch self {
        case .points(let h): .fixed(h)
        case .fit: .fit
        }
    }
}

/// `--format`.
enum LayoutFormat: String, ExpressibleByArgument, CaseIterable {
    case json, svg, tree
}
