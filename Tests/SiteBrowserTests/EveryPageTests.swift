import Foundation
import Testing
import TestSupport

/// Every bundled page with every control used, and the accessibility the issue asks for: named
/// drawings, focusable code, and chrome colours that meet WCAG AA in both themes.
@Suite(.serialized) struct EveryPageTests {
    /// Hovers and focuses every code span, points at every outline, moves every slider to each
    /// of its keyframes (every layout the slider can show is drawn at one), picks every variant, opens every trace and hovers its steps, flips every
    /// frames toggle: no page may throw or log an error, and every code span must light a frame at
    /// some width of its slider.
    @Test func everyControlOnEveryPageRunsWithoutErrors() throws {
        for page in try BundledSite.pages() {
            let report = try BundledSite.session(page).run("""
                var unlinked = [], counts = {spans: 0, outlines: 0, stops: 0, variants: 0, traces: 0};
                function keyframes(input) { return JSON.parse(input.closest(".preview").querySelector(".preview-slider").textContent).widths; }
                // A view ViewThatFits leaves out at this width has no frame; it must light one at another.
                function litAtSomeWidth(scope, span) {
                  var input = scope.querySelector(".preview-width input");
                  if (!input) return false;
                  var start = +input.value, lit = false, widths = keyframes(input);
                  for (var i = 0; i < widths.length && !lit; i++) { page.slide(input, widths[i]); page.hover(span); lit = page.litFrames(scope).length > 0; }
                  page.slide(input, start);
                  return lit;
                }
                function exercise(scope) {
                  scope.querySelectorAll(".expr[tabindex]").forEach(function (span) {
                    counts.spans++;
                    page.hover(span);
                    if (page.litFrames(scope).length === 0 && !litAtSomeWidth(scope, span)) unlinked.push(span.textContent.split("\\n")[0]);
                    span.focus();
                  });
                  page.shown(scope.querySelectorAll(".preview-canvas .fg-frames rect")).forEach(function (rect) { counts.outlines++; page.pointAt(rect); });
                  scope.querySelectorAll(".preview-width input").forEach(function (input) {
                    var start = +input.value;
                    keyframes(input).forEach(function (width) { page.slide(input, width); counts.stops++; });
                    page.slide(input, start);
                  });
                  scope.querySelectorAll("details.trace").forEach(function (details) {
                    details.open = true;
                    counts.traces++;
                    page.shown(details.querySelectorAll(".trace-step")).forEach(page.hover);
                  });
                }
                document.querySelectorAll("figure.example").forEach(function (figure) {
                  exercise(figure);
                  figure.querySelectorAll(".variant-picker input").forEach(function (radio) {
                    radio.click();
                    counts.variants++;
                    exercise(figure.querySelector(":scope > .example-variant:not([hidden])"));
                  });
                  var toggle = figure.querySelector(".frames-toggle input");
                  if (toggle) { toggle.click(); toggle.click(); }
                  figure.dispatchEvent(new MouseEvent("mouseleave"));
                });
                values.unlinked = JSON.stringify(unlinked);
                values.counts = JSON.stringify(counts);
                values.figures = String(document.querySelectorAll("figure.example").length);
                """)
            #expect(report.errors.isEmpty, "\(page): \(report.errors)")
            #expect(report.values["unlinked"] == "[]", "\(page): code spans that light no frame")
            if report.values["figures"] != "0" { #expect(report.values["counts"]?.contains("\"spans\":0") == false, "\(page)") }
        }
    }

    /// Every page in both themes, with its traces open, a code span hovered (its frame and label
    /// lit) and the frames shown: all text a reader can see meets WCAG AA (4.5:1), the sidebar,
    /// captions, traces, code, pickers and the copy buttons waiting for the pointer included.
    @Test func previewsAreNamedAndAllTextMeetsAAContrastInBothThemes() throws {
        for page in try BundledSite.pages() {
            let report = try BundledSite.session(page, width: 1400).run("""
                \(ContrastScript.source)
                var drawings = page.shown(document.querySelectorAll(".preview-canvas svg:not(.fg-frames-overlay)"));
                values.unnamed = String(drawings.filter(function (svg) {
                  var title = svg.querySelector(":scope > title");
                  return svg.getAttribute("role") !== "img" || !(svg.getAttribute("aria-label") || (title && title.textContent));
                }).length);
                values.drawings = String(drawings.length);
                values.figures = String(document.querySelectorAll("figure.example").length);
                var failures = [], measured = 0;
                ["light", "dark"].forEach(function (theme) {
                  document.documentElement.dataset.theme = theme;
                  document.querySelectorAll("details.trace").forEach(function (d) { d.open = true; });
                  var toggle = document.querySelector(".frames-toggle input");
                  if (toggle && !toggle.checked) toggle.click();
                  var span = document.querySelector(".expr[tabindex]");
                  if (span) page.hover(span);
                  failures = failures.concat(fgContrast.failures(document.body, theme));
                  measured += fgContrast.textElements(document.body).length;
                  if (span) {
                    span.focus();
                    values[theme + "FocusOutline"] = getComputedStyle(span).outlineStyle;
                  }
                });
                values.measured = String(measured);
                values.failures = JSON.stringify(failures.slice(0, 20));
                """)
            #expect(report.errors.isEmpty, "\(page): \(report.errors)")
            #expect(report.values["unnamed"] == "0", "\(page)")
            #expect(Int(report.values["measured"] ?? "0") ?? 0 > 20, "\(page): too little text measured")
            #expect(report.values["failures"] == "[]", "\(page)")
            guard report.values["figures"] != "0" else { continue }
            #expect(Int(report.values["drawings"] ?? "0") ?? 0 > 0, "\(page)")
            // Keyboard focus on a code span draws an outline (`:focus-visible`) in both themes.
            #expect(report.values["lightFocusOutline"] == "solid", "\(page)")
            #expect(report.values["darkFocusOutline"] == "solid", "\(page)")
        }
    }
}
