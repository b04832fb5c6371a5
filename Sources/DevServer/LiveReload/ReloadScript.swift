import Foundation

/// The live-reload client that `serve` injects into every HTML response (never into the files).
///
/// It listens to the server's event stream, reloads on `reload`, shows a dismissible overlay on
/// `problems` (`BuildProblems`: every text set through `textContent`, never parsed as HTML, and
/// only links to this server followed), and reconnects after the server restarts. Each connection
/// starts with a `hello` carrying the build token; a different token after a reconnect means the
/// page missed a build, so it reloads (mdBook and Hugo reload after a restart the same way).
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

          function connect() {
            const events = new EventSource("\(eventsPath)");
            events.addEventListener("hello", (event) => {
              if (buildToken !== null && buildToken !== event.data) location.reload();
              buildToken = event.data;
            });
            events.addEventListener("reload", () => location.reload());
            events.addEventListener("problems", (event) => showProblems(event.data));
            events.addEventListener("error", () => {
              if (events.readyState !== EventSource.CLOSED) return;
              events.close();
              setTimeout(connect, \(retryMilliseconds));
            });
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
