import Foundation
import TestSupport

/// A built page opened in headless Chromium with a script that acts like a reader: it waits for
/// the page's own script, dispatches the events a mouse or keyboard would (mouseover, mousemove,
/// focus, keydown, input, click), and writes what it saw into `#report`. Errors the page throws
/// or logs with `console.error` are recorded from the first byte on, and so is every resource
/// that fails to load: a script, stylesheet or image (their `error` events, caught on the way
/// down since they do not bubble), a web font (a face whose status is `error`) and the favicon
/// (which headless Chromium never requests, so it is read once).
///
/// The script gets `values` (record a string per name), `page` (helpers below) and may throw;
/// a throw is reported as an error like the page's own. A script that waits (for a fetch, say)
/// returns a promise; the report is written once it settles.
struct ReaderSession {
    /// What the script recorded.
    struct Report: Decodable {
        let values: [String: String]
        let errors: [String]
    }

    /// Recorded before any other script runs: uncaught errors, rejected promises, console errors,
    /// elements whose resource failed to load.
    static let errorRecorder = """
        <script>window.fgErrors=[];addEventListener("error",function(e){fgErrors.push("error: "+e.message)});\
        addEventListener("error",function(e){var t=e.target;if(t&&t.nodeType===1)fgErrors.push("failed to load: "+t.tagName.toLowerCase()+" "+(t.currentSrc||t.src||t.href||t.getAttribute("href")))},true);\
        addEventListener("unhandledrejection",function(e){fgErrors.push("unhandled rejection: "+e.reason)});\
        (function(){var original=console.error;console.error=function(){fgErrors.push("console.error: "+Array.prototype.join.call(arguments," "));original.apply(console,arguments)}})();</script>
        """

    /// Run when the page has loaded, before the report is written: faces that failed to load
    /// and a favicon that is not there.
    static let loadChecker = """
        document.fonts.forEach(function(f){if(f.status==="error")fgErrors.push("failed to load: font "+f.family+" "+f.weight+" "+f.style)});
        document.querySelectorAll("link[rel~='icon']").forEach(function(l){try{var x=new XMLHttpRequest();x.open("GET",l.href,false);x.send()}catch(e){fgErrors.push("failed to load: favicon "+l.href)}});
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
          litFrames: function (scope) { return page.shown(scope.querySelectorAll(".preview-canvas .fg-frames rect.is-linked")); },
          // Resolves once `test()` holds, checking every 50 ms; rejects after `ms` (2 s by default).
          until: function (test, what, ms) {
            return new Promise(function (resolve, reject) {
              var waited = 0;
              (function check() {
                if (test()) return resolve();
                if ((waited += 50) > (ms || 2000)) return reject(new Error("waited in vain for " + what));
                setTimeout(check, 50);
              })();
            });
          }
        };
        """

    let page: URL
    /// The window's width in CSS pixels; Chromium's default when nil.
    var width: Int? = nil
    /// Serves the page's folder over HTTP; the page is opened as a file when nil.
    var server: SiteServer? = nil

    /// Writes `<page>.reader-<n>.html` next to the page (so its relative URLs resolve), runs it
    /// and returns the report.
    func run(_ script: String) throws -> Report {
        let html = try String(contentsOf: page, encoding: .utf8)
        let wrapped = "addEventListener(\"load\",function(){var values={},pending;"
            + "function fail(e){fgErrors.push(\"reader script: \"+e.message)}"
            + "function report(){\(Self.loadChecker)"
            + "var pre=document.createElement(\"pre\");pre.id=\"report\";pre.textContent=JSON.stringify({values:values,errors:fgErrors});document.body.appendChild(pre)}"
            + "try{\(Self.helpers)\npending=(function(){\n\(script)\n})()}catch(e){fail(e)}"
            + "if(pending&&pending.then)pending.then(report,function(e){fail(e);report()});else report()});"
        let instrumented = html
            .replacingOccurrences(of: "<meta charset=\"utf-8\">", with: "<meta charset=\"utf-8\">" + Self.errorRecorder)
            .replacingOccurrences(of: "</body>", with: "<script>\(wrapped)</script></body>")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("fieldguide-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let copy = page.deletingLastPathComponent().appendingPathComponent("\(page.deletingPathExtension().lastPathComponent).reader-\(UUID().uuidString).html")
        try instrumented.write(to: copy, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: copy) }
        let dom = try Chromium.find().dumpDOM(of: server?.address(of: copy) ?? copy, width: width, scratch: scratch)
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
