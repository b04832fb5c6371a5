import Diagnostics
import Testing
import ViewEvaluator
import ViewTree

/// The public surface: positions, diagnostic text, the supported-API table and the dumper.
@Suite struct APITests {
    @Test func positionsAreShiftedByTheBlockStartLine() throws {
        let result = EvaluationSession().evaluate(block: "VStack {\n    Text(\"a\")\n}", startLine: 40)
        let root = try #require(result.previews.first).root
        #expect(root.source == SourceLocation(line: 40, column: 1))
        #expect(root.children.first?.source == SourceLocation(line: 41, column: 5))
    }

    /// Columns count UTF-8 bytes: `é` takes two, so `.padding` starts at byte 11, not character 10.
    @Test func columnsAreUTF8() throws {
        let root = try evaluateRoot("Text(\"é\").padding()")
        #expect(root.source == SourceLocation(line: 1, column: 11))
    }

    @Test func modifierNodesPointAtTheModifierName() throws {
        let root = try evaluateRoot("Text(\"a\")\n    .frame(width: 10)\n    .border(.red)")
        #expect(root.source == SourceLocation(line: 3, column: 5))
        #expect(root.children.first?.source == SourceLocation(line: 2, column: 5))
        #expect(root.children.first?.children.first?.source == SourceLocation(line: 1, column: 1))
    }

    @Test func diagnosticDescriptionHasPositionSeverityMessageIDAndNotes() {
        let result = EvaluationSession().evaluate(block: "Tetx(\"a\")", startLine: 7)
        #expect(result.diagnostics.map(\.description) == ["7:1: error: unknown view 'Tetx' [evaluator.unknown-view]\n  note: did you mean 'Text'?"])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.notes == [DiagnosticNote("did you mean 'Text'?")])
    }

    @Test func unknownViewBecomesAPlaceholderAndEvaluationGoesOn() throws {
        let result = EvaluationSession().evaluate(block: "VStack {\n    MenuButton()\n    Text(\"after\")\n}")
        let root = try #require(result.previews.first).root
        #expect(ViewTreeDumper.dump(root) == "VStack(alignment: center, spacing: nil) @1:1\n  MenuButton @2:5\n  Text(\"after\") @3:5")
        guard case .placeholder(let label) = root.children[0].kind else { Issue.record("expected a placeholder"); return }
        #expect(label == "MenuButton")
    }

    @Test func unsupportedModifiersAreWarningsNotErrors() {
        let result = EvaluationSession().evaluate(block: "Text(\"a\").shimmer(active: true)")
        #expect(result.errors.isEmpty)
        #expect(result.diagnostics.map(\.id) == [.unsupportedModifier])
        #expect(result.previews.count == 1)
    }

    @Test func severitiesOrderErrorsFirst() {
        #expect(DiagnosticSeverity.error < .warning)
        #expect(DiagnosticSeverity.warning < .note)
    }

    @Test func supportedAPITableIsSortedUniqueAndDocumented() {
        let entries = SupportedAPI.entries
        let views = entries.filter { $0.kind == .view }.map(\.name)
        let modifiers = entries.filter { $0.kind == .modifier }.map(\.name)
        #expect(views == views.sorted())
        #expect(modifiers == modifiers.sorted())
        #expect(Set(views).count == views.count)
        #expect(Set(modifiers).count == modifiers.count)
        #expect(entries.allSatisfy { !$0.forms.isEmpty && !$0.summary.isEmpty })
        #expect(entries.first { $0.name == "frame" }?.forms == ["frame(width:height:alignment:)", "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)"])
        for name in ["Text", "Image", "HStack", "VStack", "ZStack", "ForEach", "GeometryReader", "AnyLayout", "Picker", "GroupBox"] {
            #expect(views.contains(name), "missing view \(name)")
        }
        for name in ["padding", "frame", "overlay", "background", "alignmentGuide", "font", "lineLimit", "minimumScaleFactor", "hidden", "tag"] {
            #expect(modifiers.contains(name), "missing modifier \(name)")
        }
    }

    @Test func dumperFormatsNumbersWithAtMostFourDecimals() {
        #expect(ViewTreeDumper.dump(ViewNode(.padding(edges: .all, length: 0.1 + 0.2))) == "padding(edges: all, length: 0.3)")
        #expect(ViewTreeDumper.dump(ViewNode(.offset(x: 1.0 / 3, y: -2))) == "offset(x: 0.3333, y: -2)")
        #expect(ViewTreeDumper.dump(ViewNode(.flexFrame(FlexFrame(maxWidth: .infinity)))) == "frame(maxWidth: infinity, alignment: center)")
    }

    @Test func evaluationIsDeterministic() throws {
        let source = "struct A: View {\n    var body: some View { HStack { Text(\"a\"); Color.red } }\n}"
        let first = try #require(EvaluationSession().evaluate(block: source).previews.first)
        let second = try #require(EvaluationSession().evaluate(block: source).previews.first)
        #expect(ViewTreeDumper.dump(first.root) == ViewTreeDumper.dump(second.root))
    }
}
