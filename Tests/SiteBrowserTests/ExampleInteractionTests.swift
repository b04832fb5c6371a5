import Foundation
import LayoutEngine
import OpenTypeFonts
import Testing
import ViewEvaluator
import ViewTree

/// The bundled articles' figures driven like a reader would, in headless Chromium: hovering and
/// focusing code and frames, the width slider, the variant picker, the trace, the frames toggle.
/// Chromium is required; without it every test fails and says how to install it.
@Suite(.serialized) struct ExampleInteractionTests {
    private func session(_ page: String) throws -> ReaderSession {
        ReaderSession(page: try BundledSite.folder().appendingPathComponent(page))
    }

    /// The code of the article's block whose fence line is `fence`.
    private func block(after fence: String, in article: String) throws -> String {
        let text = try String(contentsOf: BundledSite.content.appendingPathComponent(article), encoding: .utf8)
        let start = try #require(text.range(of: fence + "\n"))
        let end = try #require(text.range(of: "```", range: start.upperBound..<text.endIndex))
        return String(text[start.upperBound..<end.lowerBound])
    }

    /// Lines the engine breaks the block's `Text` into at `width`, measured as the site measures.
    private func textLines(_ code: String, width: Double, height: Double) throws -> Int {
        let root = try #require(EvaluationSession().evaluate(block: code).previews.first?.root)
        let engine = LayoutEngine(options: LayoutOptions(textMeasurer: try FontTextMeasurer()))
        var lines = 0
        engine.layout(root, width: width, height: .fixed(height)).root.forEach { node in
            if let text = node.text { lines += text.lines.filter { !$0.text.isEmpty }.count }
        }
        return lines
    }

    // MARK: HStack article: hover, focus, slider, trace, frames toggle

    private static let wrappingFence = "```swift height=100 widths=320...600"

    /// Runs `script` with `figure`, `preview` and `input` bound to the HStack article's slider figure.
    private func onSliderFigure(_ script: String) throws -> ReaderSession.Report {
        try session("02-hstack-and-vstack.html").run("""
            var input = document.querySelector(".preview-width input[min='320'][max='600']");
            var preview = input.closest(".preview"), figure = input.closest("figure.example");
            \(script)
            """)
    }

    @Test func hoveringCodeLightsItsFrameAndShowsItsSize() throws {
        let report = try onSliderFigure("""
            var text = Array.prototype.filter.call(figure.querySelectorAll(".expr[tabindex]"), function (e) { return e.textContent === 'Text("Layout is a negotiation")'; })[0];
            page.hover(text);
            var lit = page.litFrames(figure);
            values.lit = String(lit.length);
            values.litKind = lit.length ? lit[0].querySelector("title").textContent : "";
            values.litSize = lit.length ? lit[0].getAttribute("width") + " × " + lit[0].getAttribute("height") : "";
            var label = preview.querySelector(".frame-label");
            values.label = label && !label.hidden ? label.textContent : "none";
            values.litCode = page.texts(figure.querySelectorAll(".expr.is-linked"));
            figure.dispatchEvent(new MouseEvent("mouseleave"));
            values.afterLeave = String(page.litFrames(figure).length) + " " + label.hidden;
            """)
        #expect(report.errors.isEmpty)
        #expect(report.values["lit"] == "1")
        #expect(report.values["litKind"]?.hasPrefix("Text ") == true)
        // The label names the lit outline's own kind and size, with spaces around the ×.
        #expect(report.values["label"] == "Text " + (report.values["litSize"] ?? "?"))
        #expect(report.values["litCode"] == #"["Text(\"Layout is a negotiation\")"]"#)
        #expect(report.values["afterLeave"] == "0 true")
    }

    @Test func hoveringAFrameLightsTheCodeThatWroteIt() throws {
        let report = try onSliderFigure("""
            var teal = Array.prototype.filter.call(figure.querySelectorAll(".expr[tabindex]"), function (e) { return e.textContent === "Color.teal"; })[0];
            var rect = page.visibleDrawing(preview).querySelector('.fg-frames rect[data-line="' + teal.dataset.line + '"][data-column="' + teal.dataset.column + '"]');
            page.pointAt(rect);
            values.litCode = page.texts(figure.querySelectorAll(".expr.is-linked"));
            values.label = preview.querySelector(".frame-label").textContent;
            """)
        #expect(report.errors.isEmpty)
        #expect(report.values["litCode"] == #"["Color.teal"]"#)
        #expect(report.values["label"]?.hasPrefix("Color ") == true)
    }

    @Test func keyboardFocusLightsFramesAndArrowsMoveBetweenViews() throws {
        let report = try onSliderFigure("""
            var spans = figure.querySelectorAll(".expr[tabindex]");
            values.tabStops = String(figure.querySelectorAll('pre .expr[tabindex="0"]').length);
            spans[0].focus();
            values.first = document.activeElement.textContent.split("\\n")[0];
            values.litOnFocus = String(page.litFrames(figure).length);
            page.key("ArrowDown");
            values.second = document.activeElement.textContent;
            values.tabStopMoved = document.activeElement.getAttribute("tabindex") + spans[0].getAttribute("tabindex");
            values.litAfterArrow = String(page.litFrames(figure).length);
            var outline = page.visibleDrawing(preview).querySelector(".fg-frames rect");
            values.outlineTabStop = outline.getAttribute("tabindex");
            outline.focus();
            values.outlineFocused = String(document.activeElement === outline);
            values.litCodeFromOutline = page.texts(figure.querySelectorAll(".expr.is-linked")).length > 2 ? "yes" : "no";
            """)
        #expect(report.errors.isEmpty)
        #expect(report.values["tabStops"] == "1")
        #expect(report.values["first"] == "HStack {")
        #expect(report.values["litOnFocus"] == "1")
        #expect(report.values["second"] == "Color.teal")
        #expect(report.values["tabStopMoved"] == "0-1")
        #expect(report.values["litAfterArrow"] == "1")
        #expect(report.values["outlineTabStop"] == "0")
        #expect(report.values["outlineFocused"] == "true")
        #expect(report.values["litCodeFromOutline"] == "yes")
    }

    @Test func sliderShowsTheTextGoingFromTwoLinesToOne() throws {
        let code = try block(after: Self.wrappingFence, in: "02-hstack-and-vstack.md")
        let report = try onSliderFigure("""
            function state(prefix) {
              values[prefix + "Width"] = preview.querySelector(".preview-width output").textContent;
              values[prefix + "Lines"] = String(page.visibleDrawing(preview).querySelectorAll(".fg-content text").length);
              values[prefix + "Caption"] = preview.querySelector(".preview-size").textContent;
              values[prefix + "Valuetext"] = input.getAttribute("aria-valuetext");
              values[prefix + "FirstStep"] = preview.querySelector("details.trace .trace-step").textContent;
              values[prefix + "Drawings"] = String(preview.querySelectorAll(".preview-canvas .preview-render").length);
              values[prefix + "Elsewhere"] = String(preview.querySelector("details.trace").classList.contains("is-elsewhere"));
            }
            state("initial");
            page.slide(input, input.min);
            state("min");
            page.slide(input, input.max);
            state("max");
            """)
        #expect(report.errors.isEmpty)
        #expect(report.values["initialWidth"] == "393")
        #expect(report.values["minWidth"] == "320")
        #expect(report.values["maxWidth"] == "600")
        #expect(report.values["minValuetext"] == "320 points")
        #expect(report.values["minLines"] == String(try textLines(code, width: 320, height: 100)))
        #expect(report.values["maxLines"] == String(try textLines(code, width: 600, height: 100)))
        #expect(report.values["minLines"] == "2" && report.values["maxLines"] == "1")
        #expect(report.values["maxCaption"] == "600 × 100 → 600 × 100")
        // The trace stays at the preview's own width and says the drawing shows another.
        #expect(report.values["maxFirstStep"] == "The canvas proposes 393 × 100 to HStack → 393 × 100")
        #expect(report.values["maxElsewhere"] == "true" && report.values["initialElsewhere"] == "false")
        #expect(report.values["maxDrawings"] == "1")
    }

    @Test func traceOpensAndHoveringAStepLightsItsView() throws {
        let report = try onSliderFigure("""
            var details = preview.querySelector("details.trace");
            values.hiddenBefore = String(page.shown(details.querySelectorAll(".trace-step")).length);
            details.open = true;
            var steps = page.shown(details.querySelectorAll(".trace-step"));
            values.shown = String(steps.length);
            values.items = String(details.querySelectorAll("li").length);
            values.nested = String(details.querySelectorAll("li li").length);
            var textStep = steps.filter(function (s) { return s.textContent.indexOf('to Text "Layout is a negotiation"') > 0; })[0];
            page.hover(textStep);
            var lit = page.litFrames(preview);
            values.litNode = lit.length ? lit[0].getAttribute("data-node") : "";
            values.stepNode = textStep.getAttribute("data-node");
            values.litCode = page.texts(figure.querySelectorAll(".expr.is-linked"));
            """)
        #expect(report.errors.isEmpty)
        #expect(report.values["hiddenBefore"] == "0")
        #expect(report.values["shown"] == report.values["items"])
        #expect(Int(report.values["nested"] ?? "0") ?? 0 > 0)
        #expect(report.values["litNode"] == report.values["stepNode"])
        #expect(report.values["litCode"] == #"["Text(\"Layout is a negotiation\")"]"#)
    }

    /// Outlines are hidden until asked for; "Always show frames" shows them, dashed in the page's
    /// ink (never solid like a `.border`); the linked outline shows either way, in the accent.
    @Test func framesToggleShowsOutlinesAndTheLinkedOneShowsAnyway() throws {
        let report = try onSliderFigure("""
            var toggle = figure.querySelector(".frames-toggle input");
            var outline = page.visibleDrawing(preview).querySelector(".fg-frames rect");
            values.checked = String(toggle.checked);
            values.visibleOff = getComputedStyle(outline).visibility;
            toggle.click();
            values.visibleOn = getComputedStyle(outline).visibility;
            values.strokeOn = getComputedStyle(outline).stroke;
            values.dashesOn = getComputedStyle(outline).strokeDasharray;
            toggle.click();
            page.hover(figure.querySelector(".expr[tabindex]"));
            var lit = page.visibleDrawing(preview).querySelector(".fg-frames rect.is-linked");
            values.litVisible = lit ? getComputedStyle(lit).visibility : "none";
            values.litDashes = lit ? getComputedStyle(lit).strokeDasharray : "none";
            values.inDrawing = String(!!figure.querySelector(".preview-canvas svg[role='img'] .fg-frames"));
            values.overlayRole = page.visibleDrawing(preview).querySelector(".fg-frames-overlay").getAttribute("role");
            """)
        #expect(report.errors.isEmpty)
        #expect(report.values["checked"] == "false")
        #expect(report.values["visibleOff"] == "hidden")
        #expect(report.values["visibleOn"] == "visible")
        #expect(report.values["strokeOn"] == "rgb(29, 29, 31)")
        #expect(report.values["dashesOn"] == "4px, 3px")
        #expect(report.values["litVisible"] == "visible")
        #expect(report.values["litDashes"] == "none")
        // The focusable outlines sit outside the drawing marked role=img, in a group of their own.
        #expect(report.values["inDrawing"] == "false")
        #expect(report.values["overlayRole"] == "group")
    }

    @Test func textInAPreviewIsUnderThePointerAndSelectable() throws {
        let report = try onSliderFigure("""
            var text = page.visibleDrawing(preview).querySelector(".fg-content text");
            text.scrollIntoView({block: "center"});
            var box = text.getBoundingClientRect();
            var hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            values.hit = hit ? hit.tagName : "";
            values.userSelect = getComputedStyle(text).userSelect;
            getSelection().selectAllChildren(text);
            values.selected = getSelection().toString();
            values.text = text.textContent;
            """)
        #expect(report.errors.isEmpty)
        #expect(report.values["hit"] == "text")
        #expect(report.values["userSelect"] != "none")
        #expect(report.values["selected"] == report.values["text"])
        #expect(report.values["text"]?.isEmpty == false)
    }

    // MARK: Alignment article: the variants picker

    /// The stack's height with `value` in the alignment slot, as the engine lays it out on the site's canvas.
    private func stackHeight(_ value: String) throws -> String {
        let code = try block(after: #"```swift height=fit variants=".top .center .firstTextBaseline .bottom""#, in: "10-alignment-guides.md")
        let root = try #require(EvaluationSession().evaluate(block: code.replacingOccurrences(of: "/*variant*/.top", with: value)).previews.first?.root)
        let height = LayoutEngine(options: LayoutOptions(textMeasurer: try FontTextMeasurer())).layout(root, width: 393, height: .fit).root.frame.height
        return height == height.rounded() ? String(Int(height)) : String(height)
    }

    @Test func variantPickerSwitchesCodeAndPreview() throws {
        let report = try session("10-alignment-guides.html").run("""
            var picker = document.querySelector(".variant-picker");
            var figure = picker.closest("figure.example");
            function visible() { return figure.querySelector(":scope > .example-variant:not([hidden])"); }
            values.choices = page.texts(picker.querySelectorAll("code"));
            values.firstCode = visible().querySelector("pre").textContent.split("\\n")[0];
            values.firstCaption = visible().querySelector(".preview-size").textContent;
            var firstDrawing = page.visibleDrawing(visible()).outerHTML;
            picker.querySelectorAll("input")[2].click();
            values.shownVariant = visible().getAttribute("data-variant");
            values.code = visible().querySelector("pre").textContent.split("\\n")[0];
            values.caption = visible().querySelector(".preview-size").textContent;
            values.drawingChanged = String(page.visibleDrawing(visible()).outerHTML !== firstDrawing);
            page.hover(Array.prototype.filter.call(visible().querySelectorAll(".expr[tabindex]"), function (e) { return e.textContent === 'Text("Hej!")'; })[0]);
            values.lit = String(page.litFrames(visible()).length);
            picker.querySelectorAll("input")[0].click();
            values.back = visible().querySelector("pre").textContent.split("\\n")[0];
            """)
        #expect(report.errors.isEmpty)
        #expect(report.values["choices"] == #"[".top",".center",".firstTextBaseline",".bottom"]"#)
        #expect(report.values["firstCode"] == "HStack(alignment: .top) {")
        #expect(report.values["shownVariant"] == "2")
        #expect(report.values["code"] == "HStack(alignment: .firstTextBaseline) {")
        #expect(report.values["drawingChanged"] == "true")
        #expect(report.values["firstCaption"] == "393 × fit → 393 × \(try stackHeight(".top"))")
        #expect(report.values["caption"] == "393 × fit → 393 × \(try stackHeight(".firstTextBaseline"))")
        #expect(report.values["lit"] == "1")
        #expect(report.values["back"] == "HStack(alignment: .top) {")
    }
}
