import Foundation
import TestSupport

/// A built page opened in headless Chromium with a script that acts like a reader: it waits for
/// the page's own script, dispatches the events a mouse or keyboard would (mouseover, mousemove,
/// focus, keydown, input, click), and writes what it saw into `#report`. Errors the page throws
/// or logs with `console.error` are recorded from the first byte on.
///
/// The script gets `values` (record a string per name), `page` (helpers below) and may throw;
/// a throw is reported as an error like the page's own.
struct ReaderSession {
    /// What the script recorded.
    struct Report: Decodable {
        let values: [String: String]
        let errors: [String]
    }

    /// Recorded before any other script runs: uncaught errors, rejected promises, console errors.
    static let errorRecorder = """
        <script>window.fgErrors=[];addEventListener("error",function(e){fgErrors.push("error: "+e.message)});\
        addEventListener("unhandledrejection",function(e){fgErrors.push("unhandled rejection: "+e.reason)});\
        (function(){var original=console.error;console.error=function(){fgErrors.push("console.error: "+Array.prototype.join.call(arguments," "));original.apply(console,arguments)}})();</script>
        """

    /// Small helpers every script may use.
    static let helpers = """
        var page = {
          shown: function (nodes) { return Array.prototype.filter.call(nodes, function (n) { return n.checkVisibility(); }); },
          hover: function (element) { element.dispatchEvent(new MouseEvent("mouseover", {bubbles: true})); },
          pointAt: function (element) {
            var box = element.getBoundingClientRect();
            var svg = element.ownerSVGElement || element;
            svg.dispatchEvent(new MouseEvent("mousemove", {bubbles: true, clientX: box.left + box.width / 2, clientY: box.top + box.height / 2}));
          },
          key: function (name) { document.activeElement.dispatchEvent(new KeyboardEvent("keydown", {key: name, bubbles: true})); },
          slide: function (input, index) { input.value = String(index); input.dispatchEvent(new Event("input", {bubbles: true})); },
          texts: function (nodes) { return JSON.stringify(Array.prototype.map.call(nodes, function (n) { return n.textContent; })); },
          visibleDrawing: function (scope) {
            var svg = page.shown(scope.querySelectorAll(".preview-canvas svg[role='img']"))[0];
            return svg && svg.parentNode;
          },
          litFrames: function (scope) { return page.shown(scope.querySelectorAll(".preview-canvas .fg-frames rect.is-linked")); }
        };
        """

    let page: URL
    /// The window's width in CSS pixels; Chromium's default when nil.
    var width: Int? = nil

    /// Writes `<page>.reader-<n>.html` next to the page (so its relative URLs resolve), runs it
    /// and returns the report.
    func run(_ script: String) throws -> Report {
        let html = try String(contentsOf: page, encoding: .utf8)
        let wrapped = "addEventListener(\"load\",function(){var values={};try{\(Self.helpers)\n\(script)\n}catch(e){fgErrors.push(\"reader script: \"+e.message)}"
            + "var pre=document.createElement(\"pre\");pre.id=\"report\";pre.textContent=JSON.stringify({values:values,errors:fgErrors});document.body.appendChild(pre)});"
        let instrumented = html
            .replacingOccurrences(of: "<meta charset=\"utf-8\">", with: "<meta charset=\"utf-8\">" + Self.errorRecorder)
            .replacingOccurrences(of: "</body>", with: "<script>\(wrapped)</script></body>")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fieldguide-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let copy = page.deletingLastPathComponent().appendingPathComponent("\(page.deletingPathExtension().lastPathComponent).reader-\(UUID().uuidString).html")
        try instrumented.write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        let dom = try Chromium.find().dumpDOM(of: copy, width: width, scratch: scratch)
        return try decode(dom)
    }

    private func decode(_ dom: String) throws -> Report {
        guard let start = dom.range(of: "<pre id=\"report\">"), let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex)
        else { throw NoReport(dom: dom) }
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
    }
}

/// Chromium ran but the page's script wrote no report (it crashed or timed out).
struct NoReport: Error, CustomStringConvertible {
    let dom: String
    var description: String { "the page wrote no #report; its DOM ends with: \(dom.suffix(2000))" }
}
