import Foundation
import TestSupport
import Testing
@testable import SiteBuilder

/// The sidebar file (issue 15, item 4) in Chromium: a page carries its own section, `site.js`
/// fetches `assets/sidebar.html` and shows the whole sidebar; past 50 articles the other sections
/// fold behind toggles. Served over HTTP (a `file:` page cannot fetch), under a base URL's path
/// with pretty URLs, and as the bundled guide (22 articles, nothing folded).
@Suite(.serialized) struct SidebarFileBrowserTests {
    /// Counts the links of the page's own sidebar as served (read from the page's HTML, since the
    /// sidebar file may already have replaced them in the live page), waits for the sidebar file,
    /// then records the sidebar as a reader would see it.
    private static let readSidebar = """
        var sidebar = document.getElementById("sidebar");
        return fetch(location.href).then(function (response) { return response.text(); }).then(function (html) {
          var served = new DOMParser().parseFromString(html, "text/html").getElementById("sidebar");
          values.fallbackLinks = String(served.querySelectorAll("li a").length);
          return page.until(function () { return sidebar.hasAttribute("data-complete"); }, "the sidebar file", 5000);
        }).then(function () {
          values.links = String(sidebar.querySelectorAll("li a").length);
          values.sections = JSON.stringify(Array.prototype.map.call(sidebar.querySelectorAll(".nav-section"), function (section) {
            var list = section.querySelector("ul");
            var heading = section.querySelector(".nav-heading");
            return (heading ? heading.textContent.trim() : "") + (list && list.hidden ? " folded" : " open");
          }));
          values.toggles = String(sidebar.querySelectorAll(".nav-toggle").length);
          var current = sidebar.querySelectorAll("[aria-current='page']");
          values.current = current.length === 1 ? current[0].getAttribute("href") + " " + current[0].textContent : String(current.length);
          values.kept = String(!!sessionStorage.getItem("fieldguide-sidebar " + new URL(sidebar.getAttribute("data-sidebar-url"), location.href).href));
          values.hrefs = JSON.stringify(Array.prototype.map.call(sidebar.querySelectorAll("a[href]"), function (a) { return a.getAttribute("href"); }));
          var toggle = sidebar.querySelector(".nav-toggle[aria-expanded='false']");
          if (toggle) {
            toggle.click();
            values.unfolded = toggle.getAttribute("aria-expanded") + " " + String(document.getElementById(toggle.getAttribute("aria-controls")).hidden);
          }
        });
        """

    @Test func aLongSiteShowsEverySectionFoldedButTheCurrentOneUnderItsBaseURL() throws {
        let scratch = try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-browser-tests"))
        let content = scratch + "/content"
        try FileManager.default.createDirectory(atPath: content, withIntermediateDirectories: true)
        try "---\ntitle: Long Guide\nurls: pretty\n---\nHello.\n".write(toFile: content + "/index.md", atomically: true, encoding: .utf8)
        for (index, section) in ["Alpha", "Beta", "Gamma"].enumerated() {
            for n in 1...20 {
                let text = "---\ntitle: \"\(section) \(n)\"\nsection: \"\(section)\"\norder: \(index * 100 + n)\n---\nText.\n"
                try text.write(toFile: content + "/\(section.lowercased())-\(n).md", atomically: true, encoding: .utf8)
            }
        }
        let site = scratch + "/www/guide"
        let report = try SiteBuilder(options: BuildOptions(contentFolder: content, outputFolder: site, baseURL: BaseURL("https://example.com/guide/"))).run()
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics)")
        let server = try SiteServer(serving: URL(fileURLWithPath: scratch + "/www"))
        let page = URL(fileURLWithPath: site + "/beta-5/index.html")
        let seen = try ReaderSession(page: page, width: 1400, server: server).run(Self.readSidebar)
        #expect(seen.errors == [])
        #expect(seen.values["fallbackLinks"] == "20")
        #expect(seen.values["links"] == "60")
        #expect(seen.values["sections"] == #"["Alpha folded","Beta open","Gamma folded"]"#)
        #expect(seen.values["toggles"] == "3")
        #expect(seen.values["current"] == "/guide/beta-5/ Beta 5")
        #expect(seen.values["kept"] == "true")
        #expect(seen.values["unfolded"] == "true false")
        let hrefs = try JSONDecoder().decode([String].self, from: Data((seen.values["hrefs"] ?? "[]").utf8))
        #expect(hrefs.count == 61 && hrefs.allSatisfy { $0.hasPrefix("/guide/") })
        for href in hrefs {
            #expect(try HTTPReply.request(href, port: server.origin.port!).status == 200, "\(href)")
        }
    }

    @Test func theBundledGuideShowsEverySectionOpenWithoutToggles() throws {
        let seen = try BundledSite.session("05-frames.html", width: 1400, served: true).run(Self.readSidebar)
        #expect(seen.errors == [])
        #expect(Int(seen.values["fallbackLinks"] ?? "") ?? 0 < Int(seen.values["links"] ?? "") ?? 0)
        #expect(seen.values["links"] == "22")
        #expect(seen.values["toggles"] == "0")
        #expect(seen.values["sections"]?.contains("folded") == false)
        #expect(seen.values["current"] == "05-frames.html Fixed and flexible frames")
    }

    /// `404.html` is served at any path and links from the server's root: the file's relative
    /// links are rebased there.
    @Test func theNotFoundPageRebasesTheFilesLinksToTheRoot() throws {
        let seen = try BundledSite.session("404.html", width: 1400).run(Self.readSidebar)
        #expect(seen.errors == [])
        #expect(seen.values["links"] == "22")
        let hrefs = try JSONDecoder().decode([String].self, from: Data((seen.values["hrefs"] ?? "[]").utf8))
        #expect(hrefs.contains("/05-frames.html") && hrefs.allSatisfy { $0.hasPrefix("/") })
    }
}
