/// A script that leaves one figure alone on its page: every element beside the figure and beside
/// each of its ancestors up to `<main>` is hidden, so the figure comes first in the article, in
/// its own column (hiding the sidebar too would let the article fall into the sidebar's narrow
/// grid track; headless Chromium draws a page scrolled to an anchor blank).
enum FigureAlone {
    static func script(_ id: String) -> String {
        """
        (function () {
          for (var node = document.getElementById("\(id)"); node.parentElement && node.tagName !== "MAIN"; node = node.parentElement) {
            Array.prototype.forEach.call(node.parentElement.children, function (sibling) {
              if (sibling !== node && sibling.tagName !== "SCRIPT") sibling.style.display = "none";
            });
          }
        })();
        """
    }
}
