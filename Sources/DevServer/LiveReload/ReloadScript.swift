import Foundation

/// The live-reload client that `serve` injects into every HTML response (never into the files).
///
/// It listens to the server's event stream and on `reload` (a `SiteChange`) brings the page up to
/// date with as little as it can:
/// 1. nothing, when neither the page's file nor anything every page loads changed;
/// 2. the article alone, when only the page's file changed, in the page's own layout: the new
///    page is fetched and its `main` put in place of the old one, keeping the scroll position,
///    the sidebar and the loaded fonts and scripts; the site's script is told on the new `main`
///    ("fieldguide:content") and says it listens with `data-live-content` on the root element;
/// 3. a reload otherwise: a stylesheet, script, image or the sidebar file changed, the list is
///    missing, the page is not a plain `.html` page found, or the new page differs outside its
///    `main` (its root's language or site root, head, header or sidebar) or holds a script that
///    would have to run.
/// It shows a dismissible overlay on `problems` (`BuildProblems`: every text set through
/// `textContent`, never parsed as HTML, and only links to this server followed), and reconnects
/// after the server restarts. Each connection starts with a `hello` carrying the build token; a
/// different token after a reconnect means the page missed a build, so it reloads (mdBook and
/// Hugo reload after a restart the same way).
enum ReloadScript {
    /// The path of the server-sent events stream the script subscribes to.
    static let eventsPath = "/__fieldguide/events"

    /// Milliseconds between reconnection attempts, also sent to browsers as the SSE `retry` field.
    static let retryMilliseconds = 1000

    /// The script element as inserted into a page whose inline scripts carry `nonce` (`ContentSecurityPolicy`).
    static func tag(nonce: String) -> String {
        "<script data-fieldguide=\"live-reload\" nonce=\"\(nonce)\">\n\(source)</script>\n"
    }

    /// The JavaScript source; it contains no `</` so it cannot end its own script element.
    static let source = """
        (() => {
          "use strict";
          const overlayID = "__fieldguide-problems";
          let buildToken = null;
          let updating = Promise.resolve();
          // Taken while the page is parsed, before the site's script adds to it.
          const frame = frameOf(document);

          function connect() {
            const events = new EventSource("\(eventsPath)");
            events.addEventListener("hello", (event) => {
              if (buildToken !== null && buildToken !== event.data) location.reload();
              buildToken = event.data;
            });
            events.addEventListener("reload", (event) => update(event.data));
            events.addEventListener("problems", (event) => showProblems(event.data));
            events.addEventListener("error", () => {
              if (events.readyState !== EventSource.CLOSED) return;
              events.close();
              setTimeout(connect, \(retryMilliseconds));
            });
          }

          function update(data) {
            let change;
            try { change = JSON.parse(data); } catch (error) { return location.reload(); }
            buildToken = change.token;
            document.getElementById(overlayID)?.remove();
            if (!Array.isArray(change.changed)) return location.reload();
            const changed = new Set(change.changed.map((path) => new URL(path, location.origin).pathname));
            if (changed.size === 0) return;
            const sidebar = document.getElementById("sidebar")?.getAttribute("data-sidebar-url");
            const sidebarPath = sidebar ? new URL(sidebar, location.href).pathname : null;
            const loadedByEveryPage = (path) => !/[.](html|json|xml)$/.test(path) || path === sidebarPath;
            const here = location.pathname.endsWith("/") ? location.pathname + "index.html" : location.pathname;
            const navigation = performance.getEntriesByType("navigation")[0];
            const found = !navigation || !navigation.responseStatus || navigation.responseStatus === 200;
            if ([...changed].some(loadedByEveryPage) || !here.endsWith(".html") || !found) return location.reload();
            if (!changed.has(here)) return;
            updating = updating.then(replaceMain).catch(() => location.reload());
          }

          async function replaceMain() {
            const main = document.getElementById("main");
            if (!main || !document.documentElement.hasAttribute("data-live-content")) return location.reload();
            const response = await fetch(location.href, { cache: "no-store" });
            if (!response.ok) return location.reload();
            const page = new DOMParser().parseFromString(await response.text(), "text/html");
            const fresh = page.getElementById("main");
            if (!fresh || runsScripts(fresh) || frameOf(page) !== frame) return location.reload();
            document.title = page.title;
            main.replaceWith(document.adoptNode(fresh));
            fresh.dispatchEvent(new CustomEvent("fieldguide:content", { bubbles: true }));
          }

          // An adopted script never runs, so an article with one (raw HTML) is reloaded; data
          // blocks (the sliders' JSON) need not run.
          function runsScripts(element) {
            return [...element.querySelectorAll("script")].some((script) => /^(|module|text[/](java|ecma)script|application[/](java|ecma)script)$/i.test(script.type.trim()));
          }

          // The root's language and site root, the head, and everything around main up to the
          // body, as the server wrote them: less inline scripts (in the body, those after this one
          // are not parsed when it runs) and nonces, which differ from response to response.
          function frameOf(page) {
            const root = page.documentElement;
            const parts = ["lang", "dir", "data-root"].map((name) => name + "=" + root.getAttribute(name));
            parts.push(...[...page.head.children].filter((element) => element.tagName !== "SCRIPT" || element.hasAttribute("src"))
              .map(withoutNonce));
            for (let inner = page.getElementById("main"); inner && inner.parentElement && inner !== page.body; inner = inner.parentElement) {
              for (const sibling of inner.parentElement.children) {
                if (sibling !== inner && sibling.tagName !== "SCRIPT") parts.push(withoutNonce(sibling));
              }
            }
            return parts.join("\\n");
          }

          function withoutNonce(element) {
            return element.outerHTML.replace(/ nonce="[^"]*"/g, "");
          }

          function showProblems(data) {
            let report;
            try { report = JSON.parse(data); } catch (error) { return; }
            document.getElementById(overlayID)?.remove();
            const overlay = document.createElement("div");
            overlay.id = overlayID;
            overlay.setAttribute("role", "alert");
            overlay.style.cssText = "position:fixed;left:16px;right:16px;bottom:16px;z-index:2147483647;" +
              "max-height:50vh;overflow:auto;padding:12px 16px;border-radius:8px;background:#fff1f0;" +
              "border-left:4px solid #c4170c;color-scheme:light;" +
              "color:#5c0a12;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace;" +
              "box-shadow:0 8px 24px rgba(0,0,0,0.35)";
            const dismiss = document.createElement("button");
            dismiss.type = "button";
            dismiss.textContent = "Dismiss";
            dismiss.style.cssText = "float:right;margin-left:12px;font:inherit;cursor:pointer";
            dismiss.addEventListener("click", () => overlay.remove());
            const title = document.createElement("strong");
            title.textContent = String(report.headline);
            const list = document.createElement("ul");
            list.style.cssText = "margin:8px 0 0;padding:0;list-style:none";
            for (const problem of Array.isArray(report.problems) ? report.problems : []) {
              const item = document.createElement("li");
              item.style.cssText = "margin:6px 0 0;white-space:pre-wrap";
              const link = sameOrigin(problem.link);
              const text = document.createElement(link ? "a" : "span");
              text.textContent = String(problem.text);
              if (link) {
                text.href = link;
                text.style.color = "inherit";
              }
              item.append(text);
              list.append(item);
            }
            overlay.append(dismiss, title, list);
            if (report.omitted > 0) {
              const more = document.createElement("p");
              more.style.cssText = "margin:8px 0 0";
              more.textContent = "… and " + report.omitted + " more in the terminal";
              overlay.append(more);
            }
            document.body.append(overlay);
          }

          function sameOrigin(link) {
            if (typeof link !== "string") return null;
            try {
              const url = new URL(link, location.href);
              return url.origin === location.origin ? url.href : null;
            } catch (error) {
              return null;
            }
          }

          connect();
        })();

        """

    /// Inserts the script before the last `</body>` (any letter case), or appends it when the page has none.
    static func inject(into html: String, nonce: String) -> String {
        guard let bodyEnd = html.range(of: "</body", options: [.caseInsensitive, .backwards]) else {
            return html + tag(nonce: nonce)
        }
        var page = html
        page.insert(contentsOf: tag(nonce: nonce), at: bodyEnd.lowerBound)
        return page
    }
}
