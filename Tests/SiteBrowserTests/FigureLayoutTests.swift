import Foundation
import Testing

/// Figures people read (issue 14): at a desktop and a phone width, on every bundled page, the page
/// never scrolls sideways, no code is hidden behind its pane's edge (a line over 100 columns may
/// scroll instead), previews are drawn at one CSS pixel per point on the desktop (and any drawn
/// smaller on a phone shows its scale), the copy button covers no code, frame outlines stay hidden
/// until the figure is pointed at or "Always show frames" is on, and nothing fails to load
/// (`ReaderSession` records failed scripts, stylesheets, images, fonts and the favicon as errors).
@Suite(.serialized) struct FigureLayoutTests {
    private static let script = """
        var clipped = [], scaled = [], unlabelled = [], covered = [];
        page.shown(document.querySelectorAll(".article-body pre")).forEach(function (pre) {
          if (pre.scrollWidth <= pre.clientWidth) return;
          var longest = Math.max.apply(null, Array.prototype.map.call(pre.querySelectorAll(".line"), function (line) {
            return line.textContent.replace(/\\n$/, "").length;
          }).concat([0]));
          if (longest <= 100 || getComputedStyle(pre).overflowX !== "auto") clipped.push(pre.textContent.split("\\n")[0]);
        });
        page.shown(document.querySelectorAll(".preview-canvas svg[role='img']")).forEach(function (svg) {
          var shown = svg.getBoundingClientRect().width, full = +svg.getAttribute("width");
          if (Math.abs(shown - full) <= 0.5) return;
          scaled.push(full + " shown " + shown.toFixed(1));
          // Each preview drawn smaller says by how much, in its own caption.
          var label = svg.closest("figure.preview").querySelector(":scope > figcaption .preview-scale");
          var expected = "Shown at " + Math.round(shown / full * 100) + " %";
          if (!label || label.textContent.trim() !== expected) unlabelled.push(expected + ": " + (label ? label.textContent : "no label"));
        });
        page.shown(document.querySelectorAll(".copy-button")).forEach(function (button) {
          var box = button.getBoundingClientRect();
          var first = button.parentElement.querySelector("pre .line, pre code");
          if (first && first.getBoundingClientRect().top < box.bottom) covered.push(button.parentElement.textContent.split("\\n")[0]);
        });
        var outline = document.querySelector(".preview-canvas .fg-frames rect");
        values.hiddenOutline = outline ? getComputedStyle(outline).visibility : "hidden";
        values.clipped = JSON.stringify(clipped);
        values.scaled = JSON.stringify(scaled);
        values.unlabelled = JSON.stringify(unlabelled);
        values.covered = JSON.stringify(covered);
        values.scaleCaptions = String(document.querySelectorAll(".preview-scale").length);
        // The page never scrolls sideways (a phone would zoom the whole page out); when it does,
        // the elements that stick out of their parents are named.
        var width = document.documentElement.clientWidth, sideways = [];
        if (document.documentElement.scrollWidth > width) {
          document.querySelectorAll("main *").forEach(function (element) {
            if (element.getBoundingClientRect().right > width && element.parentElement.getBoundingClientRect().right <= width)
              sideways.push(element.tagName.toLowerCase() + " " + element.textContent.slice(0, 40));
          });
          sideways.unshift(document.documentElement.scrollWidth + " > " + width);
        }
        values.sideways = JSON.stringify(sideways);
        """

    @Test(arguments: [1400, 390]) func codeIsNeverClippedAndPreviewsKeepTheirSize(width: Int) throws {
        for page in try BundledSite.pages() {
            let report = try BundledSite.session(page, width: width).run(Self.script)
            #expect(report.errors.isEmpty, "\(page) at \(width): \(report.errors)")
            #expect(report.values["clipped"] == "[]", "\(page) at \(width)")
            #expect(report.values["covered"] == "[]", "\(page) at \(width)")
            #expect(report.values["hiddenOutline"] == "hidden", "\(page) at \(width)")
            #expect(report.values["sideways"] == "[]", "\(page) at \(width)")
            if width == 1400 {
                #expect(report.values["scaled"] == "[]", "\(page) at \(width)")
                #expect(report.values["scaleCaptions"] == "0", "\(page) at \(width)")
            }
            // A phone draws a 393-point canvas smaller, and each such preview's caption says so.
            #expect(report.values["unlabelled"] == "[]", "\(page) at \(width)")
        }
    }

    /// The fonts a page loads (the faces its text and drawings use) come to 200 KB or less.
    @Test func fontBytesPerPageStayUnder200KB() throws {
        let folder = try BundledSite.folder()
        var largest = 0
        // 404.html links its assets from the server's root, which a file URL does not reach.
        for page in try BundledSite.pages() where page != "404.html" {
            let report = try ReaderSession(page: folder.appendingPathComponent(page)).run("""
                var loaded = [];
                document.fonts.forEach(function (face) {
                  if (face.status === "loaded") loaded.push(face.family.replace(/"/g, "") + "|" + face.weight + "|" + face.style);
                });
                var files = [];
                Array.prototype.forEach.call(document.styleSheets, function (sheet) {
                  var rules = [];
                  try { rules = sheet.cssRules; } catch (error) { values.unreadable = sheet.href; }
                  Array.prototype.forEach.call(rules, function (rule) {
                    if (!(rule instanceof CSSFontFaceRule)) return;
                    var key = rule.style.getPropertyValue("font-family").replace(/"/g, "").trim() + "|" + rule.style.getPropertyValue("font-weight") + "|" + rule.style.getPropertyValue("font-style");
                    var url = (rule.style.getPropertyValue("src").match(/url\\("?([^")]+)"?\\)/) || [])[1];
                    if (url && loaded.indexOf(key) >= 0) files.push(url.split("/").pop());
                  });
                });
                values.files = files.join(",");
                """)
            #expect(report.errors.isEmpty, "\(page): \(report.errors)")
            let files = (report.values["files"] ?? "").split(separator: ",").map(String.init)
            #expect(!files.isEmpty, "\(page): no web font loaded")
            let bytes = try files.reduce(0) { sum, name in
                sum + ((try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("fonts/" + name).path)[.size] as? Int) ?? 0)
            }
            #expect(bytes <= 200_000, "\(page): \(files) = \(bytes) bytes")
            largest = max(largest, bytes)
        }
        print("largest font bytes per page: \(largest)")
    }

    /// "Always show frames" shows every outline, and the choice holds for the page's other figures.
    @Test func theFramesToggleShowsOutlinesEverywhere() throws {
        let folder = try BundledSite.folder()
        let report = try ReaderSession(page: folder.appendingPathComponent("01-how-layout-works.html")).run("""
            var toggles = document.querySelectorAll(".frames-toggle input");
            toggles[0].click();
            values.checked = String(Array.prototype.filter.call(toggles, function (t) { return t.checked; }).length === toggles.length);
            var last = document.querySelectorAll(".preview-canvas .fg-frames rect");
            values.visible = getComputedStyle(last[last.length - 1]).visibility;
            values.dashes = getComputedStyle(last[0]).strokeDasharray;
            toggles[0].click();
            """)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.values["checked"] == "true")
        #expect(report.values["visible"] == "visible")
        #expect(report.values["dashes"] == "4px, 3px")
    }
}
