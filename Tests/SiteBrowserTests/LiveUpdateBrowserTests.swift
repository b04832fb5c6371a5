import Foundation
import TestSupport
import Testing
@testable import DevServer
@testable import SiteBuilder

/// `serve`'s live-reload script in Chromium, with the page's own `site.js`: told which files a
/// build changed (`SiteChange`), an edited page swaps its article in place and sets it up again,
/// a page whose file did not change stays, and a change to what every page loads reloads.
///
/// The page is the built page with the script injected as `serve` injects it. The event stream is
/// a stand-in the reader script drives (an open stream would keep Chromium's virtual time from
/// running out), and the page's own URL answers with the page built from the edited Markdown.
@Suite(.serialized) struct LiveUpdateBrowserTests {
    static let article = """
        ---
        title: "Edited"
        order: 1
        ---
        Before the edit.

        ## First

        ```swift
        Text("Before")
            .padding()
        ```

        \(filler)

        ## Second

        ```swift
        HStack {
            Text("One")
            Text("Two")
        }
        ```

        \(filler)

        ## Third

        \(filler)
        """
    static let filler = Array(repeating: "A paragraph that makes the page tall enough to scroll, line after line.", count: 12)
        .joined(separator: "\n\n")
    static let other = "---\ntitle: \"Other\"\norder: 2\n---\nThe other article.\n"

    /// Replaces `EventSource` and `fetch` before any other script runs: `fgLive.emit(name, data)`
    /// sends an event; a fetch of the page itself gets `edited.html` from the same folder.
    static let standIn = """
        <script>window.fgLive={listeners:{},fetched:[]};\
        window.EventSource=function(){this.addEventListener=function(n,f){(fgLive.listeners[n]=fgLive.listeners[n]||[]).push(f)};this.close=function(){}};\
        fgLive.emit=function(n,d){(fgLive.listeners[n]||[]).forEach(function(f){f({data:d})})};\
        (function(){var real=window.fetch;window.fetch=function(url,options){var target=new URL(url,location.href);\
        if(target.pathname===location.pathname){fgLive.fetched.push(target.pathname);return real(new URL("edited.html",location.href).href,options)}\
        return real(url,options)}})();</script>
        """

    /// Counts the page's loads in sessionStorage: a second load means the script reloaded it.
    static let countLoads = """
        var loads = +(sessionStorage.getItem("fg-loads") || 0) + 1;
        sessionStorage.setItem("fg-loads", String(loads));
        values.loads = String(loads);
        if (loads > 1) return;
        """

    @Test func anEditedPageSwapsItsArticleInPlaceAndSetsItUpAgain() throws {
        let seen = try Self.session(edit: { $0.replacingOccurrences(of: "Before", with: "After") }).run(Self.countLoads + """
            window.fgMarker = "kept";
            var old = document.getElementById("main");
            values.oldButtons = String(old.querySelectorAll(".copy-button").length);
            values.oldZoom = String(old.querySelectorAll(".zoom-picker").length);
            window.scrollTo(0, 400);
            var scrolled = window.scrollY;
            fgLive.emit("reload", JSON.stringify({token: "run.1", changed: [location.pathname, "/search-index.json"]}));
            return page.until(function () { return document.getElementById("main") !== old; }, "the edited article").then(function () {
              var main = document.getElementById("main");
              values.text = main.querySelector(".article-body p").textContent;
              values.marker = String(window.fgMarker);
              values.title = document.title;
              values.buttons = String(main.querySelectorAll(".copy-button").length);
              values.zoom = String(main.querySelectorAll(".zoom-picker").length);
              values.overlays = String(main.querySelectorAll(".fg-frames-overlay").length);
              values.section = String(main.querySelectorAll(".toc [aria-current='location']").length);
              values.scroll = String(window.scrollY === scrolled);
              values.fetched = fgLive.fetched.join(" ");
              values.listens = String(document.documentElement.hasAttribute("data-live-content"));
            });
            """)
        #expect(seen.errors == [])
        #expect(seen.values["loads"] == "1")
        #expect(seen.values["marker"] == "kept")
        #expect(seen.values["text"] == "After the edit.")
        #expect(seen.values["title"]?.hasPrefix("Edited") == true)
        #expect(seen.values["oldButtons"] == "2" && seen.values["buttons"] == "2")
        #expect(seen.values["oldZoom"] == "2" && seen.values["zoom"] == "2")
        #expect(seen.values["overlays"] != "0")
        #expect(seen.values["section"] == "1")
        #expect(seen.values["scroll"] == "true")
        #expect(seen.values["fetched"]?.hasSuffix(".html") == true)
        #expect(seen.values["listens"] == "true")
    }

    /// Another page's file changed: this one stays, fetches nothing, and drops the problems overlay
    /// the previous build left.
    @Test func aPageWhoseFileDidNotChangeStays() throws {
        let seen = try Self.session(edit: { $0.replacingOccurrences(of: "Before", with: "After") }).run(Self.countLoads + """
            var old = document.getElementById("main");
            fgLive.emit("problems", JSON.stringify({headline: "1 error", problems: [], omitted: 0}));
            values.overlay = String(!!document.getElementById("__fieldguide-problems"));
            fgLive.emit("reload", JSON.stringify({token: "run.1", changed: ["/other.html", "/search-index.json"]}));
            return new Promise(function (resolve) { setTimeout(resolve, 500); }).then(function () {
              values.same = String(document.getElementById("main") === old);
              values.fetched = String(fgLive.fetched.length);
              values.overlayAfter = String(!!document.getElementById("__fieldguide-problems"));
            });
            """)
        #expect(seen.errors == [])
        #expect(seen.values["loads"] == "1")
        #expect(seen.values["overlay"] == "true" && seen.values["overlayAfter"] == "false")
        #expect(seen.values["same"] == "true")
        #expect(seen.values["fetched"] == "0")
    }

    /// A stylesheet changed, no list came, the new page differs outside its article (its header, a
    /// style in its head, its language), or its article holds a script that would have to run: reload.
    @Test(arguments: [
        ("a stylesheet", #"{"token":"run.1","changed":["/assets/site.css","PAGE"]}"#, "", ""),
        ("no list", #"{"token":"run.1"}"#, "", ""),
        ("the header", #"{"token":"run.1","changed":["PAGE"]}"#, "Skip to content", "Skip to the article"),
        ("the head", #"{"token":"run.1","changed":["PAGE"]}"#, "</head>", "<style>main { color: red; }</style></head>"),
        ("the language", #"{"token":"run.1","changed":["PAGE"]}"#, "<html lang=\"en\"", "<html lang=\"fr\""),
        ("a script", #"{"token":"run.1","changed":["PAGE"]}"#, "</main>", "<script>window.ran = 1;</script></main>"),
    ])
    func aChangeBeyondTheArticleReloads(what: String, change: String, pageText: String, replacement: String) throws {
        let seen = try Self.session(
            edit: { $0.replacingOccurrences(of: "Before", with: "After") },
            editPage: { pageText.isEmpty ? $0 : $0.replacingOccurrences(of: pageText, with: replacement) }
        ).run(Self.countLoads + """
            fgLive.emit("reload", \(String(reflecting: change)).replace("PAGE", location.pathname));
            return new Promise(function (resolve) { setTimeout(resolve, 2000); });
            """)
        #expect(seen.errors == [], "\(what)")
        #expect(seen.values["loads"] == "2", "\(what)")
    }

    /// The article's page built, with the live-reload script and the stand-in, and built again
    /// from the Markdown with `edit` applied (and `editPage` to its HTML), as `edited.html` beside
    /// it; served over HTTP.
    private static func session(edit: (String) -> String, editPage: (String) -> String = { $0 }) throws -> ReaderSession {
        let scratch = try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-browser-tests"))
        func build(_ text: String, into output: String) throws -> String {
            let content = scratch + "/content-" + (output as NSString).lastPathComponent
            try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
            try text.write(toFile: content + "/page.md", atomically: true, encoding: .utf8)
            try other.write(toFile: content + "/other.md", atomically: true, encoding: .utf8)
            let report = try SiteBuilder(options: BuildOptions(contentFolder: content, outputFolder: output)).run()
            #expect(report.errorCount == 0, "\(report.diagnostics)")
            return try String(contentsOfFile: output + "/page.html", encoding: .utf8)
        }
        let site = scratch + "/www/site"
        let served = try build(article, into: site)
        let edited = try build(edit(article), into: scratch + "/edited")
        try editPage(edited).write(toFile: site + "/edited.html", atomically: true, encoding: .utf8)
        let page = ReloadScript.inject(
            into: served.replacingOccurrences(of: "<meta charset=\"utf-8\">", with: "<meta charset=\"utf-8\">" + standIn), nonce: "n0")
        let file = site + "/live.html"
        try page.write(toFile: file, atomically: true, encoding: .utf8)
        return ReaderSession(page: URL(fileURLWithPath: file), width: 1400, server: try SiteServer(serving: URL(fileURLWithPath: scratch + "/www")))
    }
}
