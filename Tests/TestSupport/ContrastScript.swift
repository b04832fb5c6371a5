/// A page script that measures WCAG 2.x contrast for every piece of text a reader can see, from
/// the colours Chromium computed: `fgContrast.failures(scope, label)` lists each element whose
/// own text falls under 4.5:1 against what lies behind it.
///
/// Behind an element is every background from the root down to it, each laid over the one below
/// by its alpha (a header at 92 % of the page colour, a callout tinted 7 %); a text colour with
/// alpha is laid over that too. Text inside an `<svg>` is the example's own drawing and is left
/// out; text hidden only by `opacity: 0` (a copy button or a permalink waiting for the pointer) is
/// measured, since it shows on hover or focus. An input's placeholder is measured as text.
public enum ContrastScript {
    public static let minimum = 4.5

    public static let source = """
        var fgContrast = (function () {
          function channel(c) { c /= 255; return c <= 0.03928 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4); }
          // "rgb(1, 2, 3)", "rgba(1, 2, 3, 0.5)", or "color(srgb 0.1 0.2 0.3 / 0.9)" from color-mix().
          function parse(text) {
            var numbers = (text.match(/-?[\\d.]+(e-?\\d+)?/g) || []).map(Number);
            if (/^color\\(srgb/.test(text)) {
              return {r: numbers[0] * 255, g: numbers[1] * 255, b: numbers[2] * 255, a: numbers.length > 3 ? numbers[3] : 1};
            }
            return {r: numbers[0] || 0, g: numbers[1] || 0, b: numbers[2] || 0, a: numbers.length > 3 ? numbers[3] : 1};
          }
          function over(top, bottom) {
            return {r: top.r * top.a + bottom.r * (1 - top.a), g: top.g * top.a + bottom.g * (1 - top.a), b: top.b * top.a + bottom.b * (1 - top.a), a: 1};
          }
          function luminance(c) { return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b); }
          function behind(element) {
            var chain = [];
            for (var node = element; node && node.nodeType === 1; node = node.parentElement) chain.unshift(node);
            return chain.reduce(function (below, node) {
              var colour = parse(getComputedStyle(node).backgroundColor);
              return colour.a > 0 ? over(colour, below) : below;
            }, {r: 255, g: 255, b: 255, a: 1});
          }
          function ratio(element, pseudo) {
            var back = behind(element), text = over(parse(getComputedStyle(element, pseudo || null).color), back);
            var a = luminance(text), b = luminance(back);
            return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
          }
          function readable(element) {
            if (element.closest("svg, .visually-hidden, [hidden]")) return false;
            if (!element.checkVisibility({visibilityProperty: true})) return false;
            var box = element.getBoundingClientRect();
            return box.width > 0 && box.height > 0;
          }
          function name(element) {
            var classes = element.getAttribute("class");
            return element.tagName.toLowerCase() + (classes ? "." + classes.trim().split(/\\s+/).join(".") : "");
          }
          // Elements holding visible text of their own, each once, and inputs showing a placeholder.
          function textElements(scope) {
            var found = [], walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
            for (var node = walker.nextNode(); node; node = walker.nextNode()) {
              var parent = node.parentElement;
              if (parent && node.data.trim() && found.indexOf(parent) < 0 && readable(parent)) found.push(parent);
            }
            return found;
          }
          function failures(scope, label) {
            var failed = [];
            textElements(scope).forEach(function (element) {
              var value = ratio(element);
              if (value < \(minimum)) failed.push(label + " " + name(element) + " \\"" + element.textContent.trim().slice(0, 30) + "\\" " + value.toFixed(2));
            });
            scope.querySelectorAll("input[placeholder]").forEach(function (input) {
              if (!readable(input) || input.value) return;
              var value = ratio(input, "::placeholder");
              if (value < \(minimum)) failed.push(label + " placeholder of " + name(input) + " " + value.toFixed(2));
            });
            return failed;
          }
          return {ratio: ratio, failures: failures, textElements: textElements};
        })();
        """
}
