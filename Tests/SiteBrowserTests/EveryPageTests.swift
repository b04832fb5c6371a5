import Foundation
import Testing

/// Every bundled page with every control used, and the accessibility the issue asks for: named
/// drawings, focusable code, and chrome colours that meet WCAG AA in both themes.
@Suite(.serialized) struct EveryPageTests {
    /// Hovers and focuses every code span, points at every outline, moves every slider to each
    /// of its keyframes (every layout the slider can show is drawn at one), picks every variant, opens every trace and hovers its steps, flips every
    /// frames toggle: no page may throw or log an error, and every code span must light a frame at
    /// some width of its slider.
    @Test func everyControlOnEveryPageRunsWithoutErrors() throws {
        let folder = try BundledSite.folder()
        for page in try BundledSite.pages() {
            let report = try ReaderSession(page: folder.appendingPathComponent(page)).run("""
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

    /// WCAG 2.x relative luminance and contrast, computed in the page from the colours it renders.
    private static let contrastScript = """
        function channel(c) { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); }
        function rgba(text) { var m = text.match(/[\\d.]+/g).map(Number); return {r: m[0], g: m[1], b: m[2], a: m.length > 3 ? m[3] : 1}; }
        function luminance(c) { return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b); }
        function background(element) {
          for (var node = element; node && node.nodeType === 1; node = node.parentElement) {
            var c = rgba(getComputedStyle(node).backgroundColor);
            if (c.a > 0.5) return c;
          }
          return rgba(getComputedStyle(document.body).backgroundColor);
        }
        function contrast(element) {
          var a = luminance(rgba(getComputedStyle(element).color)), b = luminance(background(element));
          return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        }
        """

    @Test func previewsAreNamedAndTheChromeMeetsAAContrastInBothThemes() throws {
        let folder = try BundledSite.folder()
        for page in ["02-hstack-and-vstack.html", "10-alignment-guides.html"] {
            let report = try ReaderSession(page: folder.appendingPathComponent(page)).run("""
                \(Self.contrastScript)
                var drawings = page.shown(document.querySelectorAll(".preview-canvas svg:not(.fg-frames-overlay)"));
                values.unnamed = String(drawings.filter(function (svg) {
                  var title = svg.querySelector(":scope > title");
                  return svg.getAttribute("role") !== "img" || !(svg.getAttribute("aria-label") || (title && title.textContent));
                }).length);
                values.drawings = String(drawings.length);
                var selectors = [".preview-size", ".preview-width label", ".preview-width output", ".trace summary", ".trace-count",
                  ".trace-step", ".frames-toggle", ".variant-picker legend", ".variant-picker input:not(:checked) + code",
                  ".variant-picker input:checked + code", ".frame-label", ".expr.is-linked"];
                var failures = [];
                ["light", "dark"].forEach(function (theme) {
                  document.documentElement.dataset.theme = theme;
                  document.querySelectorAll("details.trace").forEach(function (d) { d.open = true; });
                  var span = document.querySelector(".expr[tabindex]");
                  page.hover(span);
                  selectors.forEach(function (selector) {
                    page.shown(document.querySelectorAll(selector)).slice(0, 3).forEach(function (element) {
                      var ratio = contrast(element);
                      if (ratio < 4.5) failures.push(theme + " " + selector + " " + ratio.toFixed(2));
                    });
                  });
                  span.focus();
                  values[theme + "FocusOutline"] = getComputedStyle(span).outlineStyle;
                });
                values.failures = JSON.stringify(failures);
                """)
            #expect(report.errors.isEmpty, "\(page): \(report.errors)")
            #expect(report.values["unnamed"] == "0", "\(page)")
            #expect(Int(report.values["drawings"] ?? "0") ?? 0 > 0, "\(page)")
            #expect(report.values["failures"] == "[]", "\(page)")
            // Keyboard focus on a code span draws an outline (`:focus-visible`) in both themes.
            #expect(report.values["lightFocusOutline"] == "solid", "\(page)")
            #expect(report.values["darkFocusOutline"] == "solid", "\(page)")
        }
    }
}
