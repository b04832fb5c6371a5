/// A script that leaves one figure alone on its page: every element beside the figure and beside
/// each of its ancestors is hidden, so the figure comes first, still inside its own layout and
/// styles (headless Chromium draws a page scrolled to an anchor blank). With `width`, the figure
/// and its ancestors are given that many CSS pixels, so its code and preview sit side by side.
enum FigureAlone {
    static func script(_ id: String, width: Int? = nil) -> String {
        let widen = width.map { "node.style.width = \"\($0)px\"; node.style.maxWidth = \"none\";" } ?? ""
        return """
            (function () {
              for (var node = document.getElementById("\(id)"); node.parentElement; node = node.parentElement) {
                Array.prototype.forEach.call(node.parentElement.children, function (sibling) {
                  if (sibling !== node && sibling.tagName !== "SCRIPT") sibling.style.display = "none";
                });
                \(widen)
              }
            })();
            """
    }
}
