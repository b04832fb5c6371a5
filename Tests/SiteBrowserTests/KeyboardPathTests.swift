import Foundation
import TestSupport
import Testing

/// Keyboard paths (issue 14): every control a figure or the page offers is in the Tab order,
/// shows where the focus is, and does from the keyboard what it does under the mouse. Keys the
/// page handles itself (`/`, the arrows, Enter, Escape) are dispatched to it; native controls
/// (buttons, checkboxes, radios, `<summary>`) are checked to be native, since Chromium turns
/// Enter or Space on them into the click tested here.
@Suite(.serialized) struct KeyboardPathTests {
    /// Elements Tab stops at, in document order (no page uses a positive tabindex, checked below).
    private static let tabOrder = """
        function tabbable(element) {
          return element.tabIndex >= 0 && !element.disabled && !element.closest("[inert], [hidden]")
            && element.checkVisibility({visibilityProperty: true})
            && !(element.type === "radio" && !element.checked && document.querySelector("input[name='" + element.name + "']:checked"));
        }
        function tabStops() {
          return Array.prototype.filter.call(document.querySelectorAll("a[href], button, input, select, textarea, summary, [tabindex]"), tabbable);
        }
        """

    /// What Tab reaches on `page`: one control of each kind (`selector`), each focused in turn; its
    /// focus must be drawn (an outline on it, or on the segment a radio stands for).
    private static let controls = [
        ("code", "figure.example pre .expr[tabindex='0']"),
        ("frames", ".frames-toggle input"),
        ("zoom", ".zoom-picker button"),
        ("theme", ".theme-toggle"),
        ("search", "#search-input"),
        ("permalink", ".heading-anchor"),
        ("trace", "details.trace > summary"),
    ]

    private func reach(_ page: String, extra: [(String, String)]) throws -> ReaderSession.Report {
        let wanted = (Self.controls + extra).map { "[\"\($0.0)\", \"\($0.1)\"]" }.joined(separator: ", ")
        return try ReaderSession(page: try BundledSite.folder().appendingPathComponent(page), width: 1400).run("""
            \(Self.tabOrder)
            var stops = tabStops();
            values.positive = String(Array.prototype.filter.call(document.querySelectorAll("[tabindex]"), function (e) { return e.tabIndex > 0; }).length);
            [\(wanted)].forEach(function (pair) {
              var element = document.querySelector(pair[1]);
              values[pair[0]] = !element ? "missing" : stops.indexOf(element) < 0 ? "not a tab stop" : "reached";
              if (!element) return;
              element.focus();
              var drawn = element.type === "radio" ? element.nextElementSibling : element;
              values[pair[0] + "Focus"] = document.activeElement === element ? getComputedStyle(drawn).outlineStyle : "not focused";
              values[pair[0] + "Tag"] = element.tagName.toLowerCase() + (element.type ? ":" + element.type : "");
            });
            var anchor = document.querySelector(".heading-anchor");
            anchor.focus();
            values.permalinkOpacity = getComputedStyle(anchor).opacity;
            values.permalinkTarget = String(anchor.getAttribute("href") === "#" + anchor.parentElement.id);
            """)
    }

    @Test func tabReachesEveryControlAndShowsTheFocus() throws {
        let pages = [
            ("02-hstack-and-vstack.html", [("slider", ".preview-width input")]),
            ("10-alignment-guides.html", [("variant", ".variant-picker input")]),
        ]
        for (page, extra) in pages {
            let report = try reach(page, extra: extra)
            #expect(report.errors.isEmpty, "\(page): \(report.errors)")
            #expect(report.values["positive"] == "0", "\(page)")
            for (name, _) in Self.controls + extra {
                #expect(report.values[name] == "reached", "\(page): \(name)")
                #expect(report.values[name + "Focus"] == "solid", "\(page): \(name)'s focus is not drawn")
            }
            // Native controls: Enter or Space on them is a click.
            #expect(report.values["zoomTag"] == "button:button" && report.values["themeTag"] == "button:button", "\(page)")
            #expect(report.values["framesTag"] == "input:checkbox" && report.values["traceTag"] == "summary", "\(page)")
            #expect(report.values["permalinkOpacity"] == "1", "\(page): a focused permalink is shown")
            #expect(report.values["permalinkTarget"] == "true", "\(page)")
        }
    }

    /// Each figure control from the keyboard: the zoom buttons (a click, as Enter makes it) redraw
    /// the drawing larger and say which is pressed; the variants are native radios sharing one name
    /// in a fieldset (so the arrows move between them) and switch the code; focus on the frames
    /// toggle shows the outlines, as the pointer does;
    /// the theme button switches the theme and renames itself.
    @Test func keyboardOperatesTheFigureControlsAsTheMouseDoes() throws {
        let report = try ReaderSession(page: try BundledSite.folder().appendingPathComponent("10-alignment-guides.html"), width: 1400).run("""
            var picker = document.querySelector(".variant-picker");
            var figure = picker.closest("figure.example");
            var radios = picker.querySelectorAll("input");
            values.radioGroup = String(Array.prototype.every.call(radios, function (r) { return r.type === "radio" && r.name === radios[0].name; }));
            values.legend = picker.tagName.toLowerCase() + " " + (picker.querySelector("legend") ? "legend" : "no legend");
            radios[1].focus();
            radios[1].click();
            values.variant = figure.querySelector(":scope > .example-variant:not([hidden])").getAttribute("data-variant");
            var svg = page.visibleDrawing(figure).querySelector("svg[role='img']");
            var before = +svg.getAttribute("width");
            var zoom = figure.querySelectorAll(".zoom-picker button");
            zoom[1].focus();
            zoom[1].click();
            values.zoomed = String(+svg.getAttribute("width") / before);
            values.pressed = Array.prototype.map.call(zoom, function (b) { return b.getAttribute("aria-pressed"); }).join(" ");
            zoom[0].click();
            var toggle = figure.querySelector(".frames-toggle input");
            toggle.focus();
            values.outlinesOnFocus = getComputedStyle(figure.querySelector(".fg-frames rect")).visibility;
            toggle.blur();
            var theme = document.querySelector(".theme-toggle");
            var label = theme.getAttribute("aria-label");
            theme.focus();
            theme.click();
            values.theme = document.documentElement.dataset.theme + " " + String(theme.getAttribute("aria-label") !== label);
            """)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.values["radioGroup"] == "true")
        #expect(report.values["legend"] == "fieldset legend")
        #expect(report.values["variant"] == "1")
        #expect(report.values["zoomed"] == "2")
        #expect(report.values["pressed"] == "false true false")
        #expect(report.values["outlinesOnFocus"] == "visible")
        #expect(report.values["theme"]?.hasSuffix(" true") == true)
    }

    /// The search from the keyboard, served over HTTP so it can fetch its index: `/` focuses it,
    /// typing lists results and the polite status line says how many, the arrows move the active
    /// option (aria-activedescendant, aria-selected), Enter follows the active one, Escape closes.
    /// The results meet AA contrast in both themes.
    @Test func theSearchIsAKeyboardCombobox() throws {
        let folder = try BundledSite.folder()
        let server = try SiteServer(serving: folder)
        let report = try ReaderSession(page: folder.appendingPathComponent("index.html"), width: 1400, server: server).run("""
            \(ContrastScript.source)
            var input = document.getElementById("search-input");
            var results = document.getElementById("search-results");
            var status = document.getElementById("search-status");
            document.body.dispatchEvent(new KeyboardEvent("keydown", {key: "/", bubbles: true}));
            values.slashFocuses = String(document.activeElement === input);
            values.role = input.getAttribute("role") + " " + input.getAttribute("aria-controls") + " " + status.getAttribute("aria-live");
            input.value = "frame";
            input.dispatchEvent(new Event("input", {bubbles: true}));
            return page.until(function () { return results.querySelectorAll(".search-result").length > 0; }, "search results").then(function () {
              values.expanded = input.getAttribute("aria-expanded");
              values.status = status.textContent;
              var options = results.querySelectorAll(".search-result");
              values.options = String(options.length);
              page.key("ArrowDown");
              page.key("ArrowDown");
              values.active = input.getAttribute("aria-activedescendant") + " " + options[1].getAttribute("aria-selected") + " " + options[0].getAttribute("aria-selected");
              page.key("ArrowUp");
              values.activeAfterUp = input.getAttribute("aria-activedescendant");
              var contrast = [];
              ["light", "dark"].forEach(function (theme) {
                document.documentElement.dataset.theme = theme;
                contrast = contrast.concat(fgContrast.failures(results, theme));
              });
              values.contrast = JSON.stringify(contrast);
              var followed = null;
              results.addEventListener("click", function (event) { followed = event.target.closest("a").getAttribute("href"); event.preventDefault(); }, true);
              page.key("Enter");
              values.followed = String(followed === options[0].querySelector("a").getAttribute("href"));
              page.key("Escape");
              values.closed = results.hidden + " " + input.getAttribute("aria-expanded") + " " + input.hasAttribute("aria-activedescendant");
            });
            """)
        #expect(report.errors.isEmpty, "\(report.errors)")
        #expect(report.values["slashFocuses"] == "true")
        #expect(report.values["role"] == "combobox search-results polite")
        #expect(report.values["expanded"] == "true")
        // The status counts every match; the list shows the first 12.
        #expect(report.values["status"]?.hasSuffix(" results") == true, "\(report.values)")
        #expect(Int(report.values["options"] ?? "0") ?? 0 >= 2)
        #expect(report.values["active"] == "search-result-1 true false")
        #expect(report.values["activeAfterUp"] == "search-result-0")
        #expect(report.values["contrast"] == "[]")
        #expect(report.values["followed"] == "true")
        #expect(report.values["closed"] == "true false false")
    }
}
