import Testing
import ViewEvaluator
import ViewTree

/// Closures the layout engine calls later (alignment guides, GeometryReader content, custom
/// alignment defaults) run the snippet's code in the interpreter with the values they are given.
@Suite struct LayoutCallbackTests {
    private func guide(_ node: ViewNode) throws -> (AlignmentKey, @Sendable (ViewDimensions) -> Double) {
        guard case .alignmentGuide(let key, let compute) = node.kind else { throw CallbackError.notAGuide(node.kindName) }
        return (key, compute)
    }

    enum CallbackError: Error {
        case notAGuide(String)
    }

    @Test func alignmentGuideClosureReadsWidthHeightAndGuides() throws {
        let root = try evaluateRoot("Text(\"a\").alignmentGuide(.leading) { d in d.width / 2 + d[.trailing] + d[VerticalAlignment.bottom] }")
        let (key, compute) = try guide(root)
        #expect(key == HorizontalAlignment.leading.key)
        #expect(compute(ViewDimensions(size: Size(width: 40, height: 10))) == 20 + 40 + 10)
    }

    @Test func explicitGuideSubscriptIsNilWithoutAnExplicitValue() throws {
        let root = try evaluateRoot("Color.red.alignmentGuide(.top) { d in d[explicit: .top] ?? 5 }")
        let (_, compute) = try guide(root)
        #expect(compute(ViewDimensions(size: Size(width: 1, height: 1))) == 5)
        let explicit = ViewDimensions(size: Size(width: 1, height: 1)) { $0 == VerticalAlignment.top.key ? 3 : nil }
        #expect(compute(explicit) == 3)
    }

    @Test func customAlignmentDefaultRunsDefaultValueIn() throws {
        let source = """
        struct Menu: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat {
                return context.width / 2
            }
        }
        extension HorizontalAlignment {
            static let menu = Self(Menu.self)
        }
        VStack(alignment: .menu) { Text("x") }
        """
        let root = try evaluateRoot(source)
        guard case .vStack(let alignment, _) = root.kind else { Issue.record("expected a VStack, got \(root.kindName)"); return }
        #expect(alignment.key.name == "Menu")
        #expect(alignment.key.combine == .mean)
        #expect(alignment.key.defaultValue(ViewDimensions(size: Size(width: 30, height: 10))) == 15)
        #expect(alignment == HorizontalAlignment(custom: "Menu") { _ in 0 })
    }

    @Test func seed003CustomGuideDefaultsToTheBottom() throws {
        let source = """
        extension VerticalAlignment {
            private struct ImageTitleAlignment: AlignmentID {
                static func defaultValue(in context: ViewDimensions) -> CGFloat {
                    context[VerticalAlignment.bottom]
                }
            }
            static let imageTitleAlignmentGuide = VerticalAlignment(ImageTitleAlignment.self)
        }
        HStack(alignment: .imageTitleAlignmentGuide) { Text("a") }
        """
        let root = try evaluateRoot(source)
        guard case .hStack(let alignment, _) = root.kind else { Issue.record("expected an HStack"); return }
        #expect(alignment.key.defaultValue(ViewDimensions(size: Size(width: 30, height: 12))) == 12)
    }

    @Test func geometryReaderContentSeesTheProposedSize() throws {
        let root = try evaluateRoot("GeometryReader { proxy in\n    Text(\"\\(proxy.size.width)\")\n        .frame(width: proxy.size.width / 4)\n}")
        guard case .geometryReader(let content) = root.kind else { Issue.record("expected a GeometryReader"); return }
        let dump = ViewTreeDumper.dump(content(GeometryProxy(size: Size(width: 100, height: 50))))
        #expect(dump == "frame(width: 25, height: nil, alignment: center) @3:9\n  Text(\"100.0\") @2:5")
    }

    @Test func callbacksKeepTheirBlocksDeclarations() throws {
        let session = EvaluationSession()
        _ = session.evaluate(block: "func inset() -> CGFloat { 4 }")
        let first = try #require(session.evaluate(block: "Color.red.alignmentGuide(.top) { _ in inset() }").previews.first)
        _ = session.evaluate(block: "func inset() -> CGFloat { 9 }")
        let (_, compute) = try guide(first.root)
        #expect(compute(ViewDimensions(size: .zero)) == 4)
    }
}
