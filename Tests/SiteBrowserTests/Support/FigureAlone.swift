import Foundation
import Testing
import TestSupport

/// A script that leaves one figure alone on its page: every element beside the figure and beside
/// each of its ancestors up to `<main>` is hidden, so the figure comes first in the article, in
/// its own column (hiding the sidebar too would let the article fall into the sidebar's narrow
/// grid track; headless Chromium draws a page scrolled to an anchor blank). It runs once the
/// page's deferred script has wrapped each code block in its frame with a copy button, so a
/// block beside the figure leaves no stray button behind.
enum FigureAlone {
    static func script(_ id: String) -> String {
        """
        document.addEventListener("DOMContentLoaded", function () {
          for (var node = document.getElementById("\(id)"); node.parentElement && node.tagName !== "MAIN"; node = node.parentElement) {
            Array.prototype.forEach.call(node.parentElement.children, function (sibling) {
              if (sibling !== node && sibling.tagName !== "SCRIPT") sibling.style.display = "none";
            });
          }
        });
        """
    }

    /// Screenshots, light then dark, of the bundled `page` with figure `id` alone on it, each a
    /// PNG with no console error; kept in `FIELDGUIDE_SCREENSHOTS` as `<name>-light.png` and
    /// `<name>-dark.png` when that names a folder, for a look.
    static func screenshots(page: String, id: String, width: Int = 1280, height: Int, name: String) throws -> [Data] {
        let chromium = try Chromium.find()
        let scratch = URL(fileURLWithPath: try TestFolders.newFolder(in: TestFolders.scratch("fieldguide-browser-tests")))
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = try BundledSite.folder().appendingPathComponent(page)
        let alone = source.deletingLastPathComponent().appendingPathComponent("\(page).\(id)-\(UUID().uuidString).html")
        let html = try String(contentsOf: source, encoding: .utf8)
        try html.replacingOccurrences(of: "</body>", with: "<script>\(script(id))</script></body>").write(to: alone, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: alone) }
        var shots: [Data] = []
        for scheme in [Chromium.ColorScheme.light, .dark] {
            let capture = try chromium.screenshot(of: alone, width: width, height: height, colorScheme: scheme, scratch: scratch)
            #expect(capture.png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
            #expect(!capture.consoleMessages.contains { $0.localizedCaseInsensitiveContains("error") }, "\(capture.consoleMessages)")
            if let folder = ProcessInfo.processInfo.environment["FIELDGUIDE_SCREENSHOTS"] {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try capture.png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(name)-\(scheme == .dark ? "dark" : "light").png"))
            }
            shots.append(capture.png)
        }
        return shots
    }
}
