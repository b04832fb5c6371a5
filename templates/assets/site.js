// Field guide page script: theme toggle, navigation panel and sidebar file, copy buttons, interactive examples and offline search.
// Everything works without it; it only adds to the page. No dependencies.
(function () {
  "use strict";

  var root = document.documentElement;
  var siteRoot = root.getAttribute("data-root") || "";
  var darkQuery = window.matchMedia("(prefers-color-scheme: dark)");

  // Theme: the reader's choice is remembered; until then the system's is used.
  function currentTheme() {
    return root.dataset.theme || (darkQuery.matches ? "dark" : "light");
  }

  function labelThemeButton(button) {
    button.setAttribute("aria-label", currentTheme() === "dark" ? "Use the light theme" : "Use the dark theme");
  }

  function setUpThemeToggle() {
    var button = document.querySelector(".theme-toggle");
    if (!button) return;
    labelThemeButton(button);
    button.addEventListener("click", function () {
      var next = currentTheme() === "dark" ? "light" : "dark";
      root.dataset.theme = next;
      try { localStorage.setItem("fieldguide-theme", next); } catch (error) { /* private mode: not remembered */ }
      labelThemeButton(button);
    });
    darkQuery.addEventListener("change", function () { labelThemeButton(button); });
  }

  // Navigation panel on narrow screens.
  function setUpMenu() {
    var button = document.querySelector(".menu-button");
    if (!button) return;
    function setOpen(open) {
      document.body.classList.toggle("sidebar-open", open);
      button.setAttribute("aria-expanded", String(open));
      button.setAttribute("aria-label", open ? "Hide the list of articles" : "Show the list of articles");
    }
    button.addEventListener("click", function () {
      setOpen(!document.body.classList.contains("sidebar-open"));
    });
    document.addEventListener("keydown", function (event) {
      if (event.key === "Escape" && document.body.classList.contains("sidebar-open")) {
        setOpen(false);
        button.focus();
      }
    });
    document.addEventListener("click", function (event) {
      var sidebar = document.getElementById("sidebar");
      if (document.body.classList.contains("sidebar-open") && !sidebar.contains(event.target) && !button.contains(event.target)) {
        setOpen(false);
      }
    });
  }

  // Sidebar: a page carries only its own section's links; the whole sidebar is one file
  // (data-sidebar-url), rendered by the same template. A copy kept in sessionStorage is shown at
  // once, and the file is asked for again with "no-cache" (a conditional request, answered 304
  // while it is unchanged), so a rebuilt site's sidebar replaces a kept one. Past collapseFrom
  // articles, the sections fold behind toggles, all but the one holding the current page.
  var collapseFrom = 50;

  function setUpSidebar() {
    var sidebar = document.getElementById("sidebar");
    var source = sidebar && sidebar.getAttribute("data-sidebar-url");
    if (!source || !window.fetch || !window.DOMParser || location.protocol === "file:") return;
    var url = new URL(source, location.href).href;
    var current = sidebar.querySelector('a[aria-current="page"]');
    var currentHref = current && current.getAttribute("href");
    var key = "fieldguide-sidebar " + url;
    var shown = null;

    function show(text) {
      if (text === shown) return;
      var full = new DOMParser().parseFromString(text, "text/html").getElementById("sidebar");
      if (!full) return;
      shown = text;
      var currentLink = markCurrent(full, currentHref);
      if (full.querySelectorAll(".nav-section li").length > collapseFrom) {
        full.querySelectorAll(".nav-section").forEach(function (section, index) {
          addSectionToggle(section, index, !!currentLink && section.contains(currentLink));
        });
      }
      var focused = sidebar.contains(document.activeElement) ? document.activeElement.getAttribute("href") : null;
      while (sidebar.firstChild) sidebar.removeChild(sidebar.firstChild);
      while (full.firstChild) sidebar.appendChild(document.adoptNode(full.firstChild));
      sidebar.setAttribute("data-complete", "");
      var again = focused && sidebar.querySelector(attr("href", focused));
      if (again) again.focus({ preventScroll: true });
      afterSetUp(function () { revealInSidebar(sidebar, sidebar.querySelector('a[aria-current="page"]')); });
    }

    try {
      var kept = sessionStorage.getItem(key);
      if (kept) show(kept);
    } catch (error) { /* storage unavailable: the file is fetched each time */ }
    fetch(url, { cache: "no-cache" })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (text) {
        if (!text) return;
        show(text);
        try { sessionStorage.setItem(key, text); } catch (error) { /* full or unavailable */ }
      })
      .catch(function () { /* offline: the page's own section stays */ });
  }

  // The file's links are written as every page at the site root writes them; a page elsewhere
  // with relative links (404.html, served at any path) reaches them through its data-root.
  function markCurrent(full, currentHref) {
    var currentLink = null;
    full.querySelectorAll("a[href]").forEach(function (link) {
      var href = link.getAttribute("href");
      if (href === currentHref && !currentLink) {
        link.setAttribute("aria-current", "page");
        currentLink = link;
      }
      if (siteRoot && !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(href)) link.setAttribute("href", siteRoot + href);
    });
    return currentLink;
  }

  function addSectionToggle(section, index, open) {
    var heading = section.querySelector(".nav-heading"), list = section.querySelector("ul");
    if (!heading || !list) return;
    var toggle = document.createElement("button");
    toggle.type = "button";
    toggle.className = "nav-toggle";
    list.id = "nav-section-" + index;
    list.hidden = !open;
    toggle.setAttribute("aria-controls", list.id);
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", heading.textContent.trim());
    toggle.addEventListener("click", function () {
      list.hidden = !list.hidden;
      toggle.setAttribute("aria-expanded", String(!list.hidden));
    });
    heading.classList.add("is-collapsible");
    heading.insertBefore(toggle, heading.firstChild);
  }

  // Scrolls the sidebar (not the page) so the current link sits in its upper third.
  function revealInSidebar(sidebar, link) {
    if (!link || sidebar.scrollHeight <= sidebar.clientHeight) return;
    var offset = link.getBoundingClientRect().top - sidebar.getBoundingClientRect().top;
    if (offset < 0 || offset > sidebar.clientHeight - link.offsetHeight) sidebar.scrollTop += offset - sidebar.clientHeight / 3;
  }

  // Copy buttons: the code as written, without the diagnostics shown between its lines.
  function codeText(pre) {
    var copy = pre.cloneNode(true);
    copy.querySelectorAll(".diagnostic").forEach(function (node) { node.remove(); });
    return copy.textContent.replace(/\n$/, "") + "\n";
  }

  function setUpCopyButtons(scope) {
    scope.querySelectorAll(".article-body pre").forEach(addCopyButton);
    markLongLines(scope);
  }

  // Lines over 100 columns scroll rather than wrap (site.css).
  function markLongLines(scope) {
    scope.querySelectorAll(".article-body pre .line").forEach(function (line) {
      if (line.textContent.replace(/\n$/, "").length > 100) line.classList.add("line-long");
    });
  }

  function addCopyButton(pre) {
    if (!navigator.clipboard) return;
    var frame = pre.parentElement;
    if (!frame.classList.contains("example-code")) {
      frame = document.createElement("div");
      pre.parentNode.insertBefore(frame, pre);
      frame.appendChild(pre);
    }
    frame.classList.add("code-frame");
    var button = document.createElement("button");
    button.type = "button";
    button.className = "copy-button";
    button.textContent = "Copy";
    button.setAttribute("aria-label", "Copy the code");
    button.addEventListener("click", function () {
      navigator.clipboard.writeText(codeText(pre)).then(function () {
        button.textContent = "Copied";
        button.classList.add("copied");
        setTimeout(function () {
          button.textContent = "Copy";
          button.classList.remove("copied");
        }, 1600);
      }, function () {
        button.textContent = "Press Ctrl+C";
      });
    });
    frame.appendChild(button);
  }

  // Examples. Code and previews point at each other: hovering or focusing a view's code (an
  // .expr span) outlines its frame and labels its size; hovering a frame, or a step of the layout
  // trace, marks the code that wrote it. Spans and outlines carry the node's source line and
  // column (data-line, data-column), outlines and trace steps its id (data-node). Under each
  // preview: the width slider redraws it from keyframes made at build time, and the variant picker swaps
  // in the code and previews of another value.
  function attr(name, value) { return "[" + name + '="' + value + '"]'; }

  function visibleVariant(figure) {
    return figure.querySelector(":scope > .example-variant:not([hidden])");
  }

  function isShown(element) {
    return element.getClientRects().length > 0;
  }

  // "Text 74.33×20.33" (the outline's title) → "Text 74.33 × 20.33".
  function sizeLabel(rect) {
    var title = rect.querySelector("title");
    return title ? title.textContent.replace(/×/, " × ") : "";
  }

  // Arrow keys move focus within a group (one listing's spans, one drawing's outlines, one
  // trace), which holds a single tab stop.
  function makeRoving(items) {
    items.forEach(function (item, index) { item.setAttribute("tabindex", index === 0 ? "0" : "-1"); });
  }

  function rovingGroup(element) {
    if (element.matches(".expr")) return element.closest("pre").querySelectorAll(".expr[tabindex]");
    if (element.matches(".fg-frames rect")) return element.closest(".fg-frames").querySelectorAll("rect[data-node]");
    if (element.matches(".trace-step")) return element.closest(".trace-steps").querySelectorAll(".trace-step");
    return null;
  }

  function moveFocus(event) {
    var keys = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1, Home: "first", End: "last" };
    var move = keys[event.key];
    var group = move && rovingGroup(event.target);
    if (!group || group.length === 0) return;
    var items = Array.prototype.slice.call(group);
    var at = items.indexOf(event.target);
    var next = move === "first" ? 0 : move === "last" ? items.length - 1 : Math.min(Math.max(at + move, 0), items.length - 1);
    event.preventDefault();
    items.forEach(function (item, index) { item.setAttribute("tabindex", index === next ? "0" : "-1"); });
    items[next].focus();
  }

  // The outlines become focusable, so they move out of the drawing (an image to assistive
  // technology, whose parts are not operable) into a transparent SVG laid exactly over it: a
  // group named "Frames" whose outlines are reached with Tab and the arrow keys.
  function prepareDrawing(render) {
    var preview = render.closest(".preview");
    if (preview && preview.fgOwnDrawing === undefined) preview.fgOwnDrawing = render.innerHTML;
    render.querySelectorAll("svg[role='img']").forEach(function (svg) {
      var layer = svg.querySelector(":scope > .fg-frames");
      if (!layer) return;
      var overlay = document.createElementNS("http://www.w3.org/2000/svg", "svg");
      overlay.setAttribute("class", "fg-frames-overlay");
      overlay.setAttribute("viewBox", svg.getAttribute("viewBox"));
      overlay.setAttribute("role", "group");
      overlay.setAttribute("aria-label", "Frames");
      overlay.appendChild(layer);
      svg.parentNode.insertBefore(overlay, svg.nextSibling);
      makeRoving(Array.prototype.slice.call(layer.querySelectorAll("rect[data-node]")));
    });
  }

  function setUpExample(figure) {
    var lit = [];
    var live = document.createElement("span");
    live.className = "visually-hidden";
    live.setAttribute("aria-live", "polite");
    figure.appendChild(live);

    function clear() {
      lit.forEach(function (node) { node.classList.remove("is-linked"); });
      lit = [];
      figure.querySelectorAll(".frame-label").forEach(function (label) { label.hidden = true; });
    }

    function mark(nodes) {
      nodes.forEach(function (node) { node.classList.add("is-linked"); lit.push(node); });
    }

    function showLabel(preview, rect) {
      var canvas = preview.querySelector(".preview-canvas");
      var label = canvas.querySelector(".frame-label");
      if (!label) {
        label = document.createElement("span");
        label.className = "frame-label";
        label.setAttribute("aria-hidden", "true");
        canvas.appendChild(label);
      }
      label.textContent = sizeLabel(rect);
      label.hidden = false;
      var box = rect.getBoundingClientRect(), frame = canvas.getBoundingClientRect();
      var top = box.top - frame.top - label.offsetHeight - 2;
      label.style.left = Math.max(0, Math.min(box.left - frame.left, frame.width - label.offsetWidth)) + "px";
      label.style.top = (top < 0 ? box.top - frame.top + 2 : top) + "px";
      return label.textContent;
    }

    // Lights the code and frames written at line:column; `hovered` is the outline to label.
    function light(line, column, hovered) {
      clear();
      var variant = visibleVariant(figure);
      if (!variant || !line) return;
      var where = attr("data-line", line) + attr("data-column", column);
      mark(variant.querySelectorAll(".expr" + where));
      var said = [];
      variant.querySelectorAll(".preview").forEach(function (preview) {
        var rects = preview.querySelectorAll(".preview-canvas .fg-frames rect" + where);
        mark(rects);
        var shown = Array.prototype.filter.call(rects, isShown);
        var target = hovered && shown.indexOf(hovered) >= 0 ? hovered : shown[0];
        if (target) said.push(showLabel(preview, target));
      });
      live.textContent = said.length ? said[0] : "";
    }

    function lightRect(rect) {
      light(rect.getAttribute("data-line"), rect.getAttribute("data-column"), rect);
      if (!rect.getAttribute("data-line")) {
        mark([rect]);
        showLabel(rect.closest(".preview"), rect);
      }
    }

    function lightStep(step) {
      var preview = step.closest(".preview");
      var rects = Array.prototype.filter.call(
        preview.querySelectorAll(".preview-canvas .fg-frames rect" + attr("data-node", step.getAttribute("data-node"))), isShown);
      clear();
      if (rects[0]) lightRect(rects[0]);
      mark([step]);
    }

    function lightTarget(target) {
      var expr = target.closest(".expr");
      if (expr) return light(expr.getAttribute("data-line"), expr.getAttribute("data-column"), null);
      var step = target.closest(".trace-step");
      if (step) return lightStep(step);
      var rect = target.closest(".fg-frames rect");
      if (rect) return lightRect(rect);
      clear();
    }

    // The smallest frame under the pointer (the deepest view); outlines ignore the pointer so
    // the drawing's text stays selectable.
    function frameAt(svg, event) {
      var matrix = svg.getScreenCTM();
      if (!matrix) return null;
      var point = svg.createSVGPoint();
      point.x = event.clientX;
      point.y = event.clientY;
      point = point.matrixTransform(matrix.inverse());
      var best = null, bestArea = Infinity;
      svg.parentNode.querySelectorAll(".fg-frames rect[data-node]").forEach(function (rect) {
        var x = +rect.getAttribute("x"), y = +rect.getAttribute("y");
        var w = +rect.getAttribute("width"), h = +rect.getAttribute("height");
        if (point.x >= x && point.x <= x + w && point.y >= y && point.y <= y + h && w * h <= bestArea) {
          best = rect;
          bestArea = w * h;
        }
      });
      return best;
    }

    figure.addEventListener("mouseover", function (event) {
      if (!event.target.closest(".preview-canvas")) lightTarget(event.target);
    });
    var pointed = null;
    figure.addEventListener("mousemove", function (event) {
      var svg = event.target.closest(".preview-canvas svg");
      if (!svg) return;
      var rect = frameAt(svg, event);
      if (rect === pointed) return;
      pointed = rect;
      if (rect) lightRect(rect); else clear();
    });
    figure.addEventListener("mouseleave", function () { pointed = null; clear(); });
    figure.addEventListener("focusin", function (event) { lightTarget(event.target); });
    figure.addEventListener("focusout", clear);
    figure.addEventListener("keydown", moveFocus);

    figure.querySelectorAll(".preview-render").forEach(prepareDrawing);
    figure.addEventListener("input", function (event) {
      if (event.target.matches(".preview-width input")) {
        clear();
        showWidth(event.target.closest(".preview"), +event.target.value);
      }
    });
    figure.addEventListener("change", function (event) {
      if (event.target.matches(".variant-picker input")) {
        clear();
        showVariant(figure, +event.target.value);
      }
    });
  }

  // Width slider: the preview's table (WidthSlider) holds keyframes; every whole-point width
  // between two of them mixes their numbers linearly. Outlines are then snapped to the pixel
  // grid as the layout engine snaps frames, so they equal `fieldguide layout --width`.
  function sliderTable(preview) {
    if (!preview.fgSlider) {
      var script = preview.querySelector(":scope > .preview-slider");
      preview.fgSlider = script ? JSON.parse(script.textContent) : null;
    }
    return preview.fgSlider;
  }

  // The engine's number writing (NumberFormat): two decimals at most, no trailing zeros, no "-0".
  function formatNumber(value) {
    var units = Math.round(Math.abs(value) * 100);
    if (units === 0) return "0";
    var text = String(Math.floor(units / 100)), fraction = units % 100;
    if (fraction) text += "." + (fraction < 10 ? "0" + fraction : String(fraction)).replace(/0$/, "");
    return (value < 0 ? "-" : "") + text;
  }

  // Both edges rounded half-up to the pixel grid (Layout.md §1.6, PixelRounding).
  function snap(value, pixel) {
    if (!isFinite(value)) return value;
    var snapped = Math.floor(value / pixel + 0.5 + 1e-9) * pixel;
    return snapped === 0 ? 0 : snapped;
  }

  function snappedFrame(frames, index, pixel) {
    var x = frames[index * 4], y = frames[index * 4 + 1];
    var x0 = snap(x, pixel), y0 = snap(y, pixel);
    return {x: x0, y: y0, width: snap(x + frames[index * 4 + 2], pixel) - x0, height: snap(y + frames[index * 4 + 3], pixel) - y0};
  }

  // The keyframe at or before `width`, and how far towards the next one it lies.
  function keyframeAt(table, width) {
    var i = 0;
    while (i + 1 < table.widths.length && table.widths[i + 1] <= width) i++;
    var next = Math.min(i + 1, table.widths.length - 1);
    var fraction = next > i && table.interpolates.charAt(i) === "1" ? (width - table.widths[i]) / (table.widths[next] - table.widths[i]) : 0;
    return {from: table.keys[i], to: table.keys[next], fraction: fraction};
  }

  function mix(a, b, fraction) {
    return a.map(function (value, i) { return fraction ? value + (b[i] - value) * fraction : value; });
  }

  // A frame number as the site writes it: "97/6", "12" or "16.1234567891".
  function frameNumber(text) {
    if (typeof text === "number") return text;
    var slash = text.indexOf("/");
    return slash < 0 ? Number(text) : Number(text.slice(0, slash)) / Number(text.slice(slash + 1));
  }

  // Space-separated values, an empty one standing for the base's value at its place.
  function filled(text, base) {
    return text.split(" ").map(function (value, i) { return value === "" && base ? base[i] : value; });
  }

  // The drawing's markup between its numbers, cut as the site cuts it (TokenizedMarkup).
  function piecesOf(markup) {
    return markup.split(/-?[0-9]+(?:\.[0-9]+)?/);
  }

  // A shape's pieces, numbers and frames, rebuilt from the edits of the shapes
  // before it; base -1 is the drawing the page was given.
  function shapeAt(preview, table, index) {
    var shape = table.shapes[index];
    if (shape.whole === undefined) {
      var base = shape.base === -1 ? {whole: piecesOf(preview.fgOwnDrawing)} : shape.base === undefined ? null : shapeAt(preview, table, shape.base);
      var middle = shape.pieces.split("`");
      shape.whole = base ? base.whole.slice(0, shape.prefix).concat(middle, base.whole.slice(base.whole.length - shape.suffix)) : middle;
      var previous = shape.base >= 0 ? base : null;
      shape.written = filled(shape.numbers, previous && previous.written);
      shape.start = filled(shape.frames, previous && previous.start).map(frameNumber);
    }
    return shape;
  }

  // A keyframe drawn without its outline layer (WidthSlider.Shape.borrowsOutlines) gets the shown
  // drawing's, from its line to the end of the <svg>; its numbers are then written from the frames.
  function withShownOutlines(preview, markup) {
    var own = preview.fgOwnDrawing, layer = own.indexOf('<g class="fg-frames"');
    if (layer < 0) return markup;
    var end = markup.lastIndexOf("</svg>");
    return markup.slice(0, end) + own.slice(own.lastIndexOf("\n", layer) + 1, own.lastIndexOf("</svg>")) + markup.slice(end);
  }

  function showWidth(preview, width) {
    var table = sliderTable(preview);
    if (!table) return;
    var input = preview.querySelector(".preview-width input"), own = +input.getAttribute("value");
    var at = keyframeAt(table, width), shape = shapeAt(preview, table, at.from.shape);
    var numbers = shape.written.slice();
    if (at.from.numbers) mix(at.from.numbers, at.to.numbers, at.fraction).forEach(function (value, i) { numbers[shape.movingNumbers[i]] = formatNumber(value); });
    var frames = shape.start.slice();
    if (at.from.frames) {
      var from = at.from.frames.split(" ").map(frameNumber), to = at.fraction ? at.to.frames.split(" ").map(frameNumber) : from;
      mix(from, to, at.fraction).forEach(function (value, i) { frames[shape.movingFrames[i]] = value; });
    }
    var render = preview.querySelector(".preview-canvas > .preview-render");
    var markup = shape.whole.map(function (piece, i) { return i ? numbers[i - 1] + piece : piece; }).join("");
    render.innerHTML = width === own ? preview.fgOwnDrawing : shape.borrowsOutlines ? withShownOutlines(preview, markup) : markup;
    prepareDrawing(render);
    applyZoom(preview.closest("figure.example"), render);
    var pixel = 1 / table.displayScale, root = snappedFrame(frames, 0, pixel);
    // Each drawing's outlines, in order, follow the root in the frames (a scheme pair has two).
    if (width !== own) {
      render.querySelectorAll(".fg-frames").forEach(function (layer) {
        layer.querySelectorAll("rect[data-node]").forEach(function (rect, index) {
          var frame = snappedFrame(frames, index + 1, pixel);
          ["x", "y", "width", "height"].forEach(function (key) { rect.setAttribute(key, formatNumber(frame[key])); });
          var title = rect.querySelector("title");
          if (title) title.textContent = title.textContent.replace(/ [^ ]*$/, " " + formatNumber(frame.width) + "×" + formatNumber(frame.height));
        });
      });
    }
    input.value = String(width);
    input.setAttribute("aria-valuetext", formatNumber(width) + " points");
    preview.querySelector(".preview-width output").textContent = formatNumber(width);
    preview.querySelector(".preview-size").textContent = formatNumber(width) + " × " + (table.height === undefined || table.height === null ? "fit" : formatNumber(table.height))
      + " → " + formatNumber(root.width) + " × " + formatNumber(root.height);
    var trace = preview.querySelector("details.trace");
    if (trace) trace.classList.toggle("is-elsewhere", width !== own);
    showScale(preview);
  }

  // Variant picker: the variant's code and previews come out of the figure's template once and
  // stay; sliders keep the width the reader chose.
  function showVariant(figure, index) {
    var current = visibleVariant(figure);
    var next = figure.querySelector(":scope > .example-variant" + attr("data-variant", index));
    if (!next) {
      var template = figure.querySelector(":scope > template.example-variants");
      next = template.content.querySelector(".example-variant" + attr("data-variant", index)).cloneNode(true);
      figure.insertBefore(next, template);
      next.querySelectorAll(".preview-render").forEach(prepareDrawing);
      next.querySelectorAll("pre").forEach(addCopyButton);
      markLongLines(next);
      applyZoom(figure, next);
      next.querySelectorAll("figure.preview").forEach(watchScale);
    }
    var widths = current ? Array.prototype.map.call(current.querySelectorAll(".preview-width input"), function (input) {
      return +input.value;
    }) : [];
    if (current) current.hidden = true;
    next.hidden = false;
    next.querySelectorAll(".preview-width input").forEach(function (input, i) {
      if (widths[i] === undefined || widths[i] < +input.min || widths[i] > +input.max) return;
      showWidth(input.closest(".preview"), widths[i]);
    });
  }

  // Previews are drawn at one CSS pixel per point; when the screen forces less, the caption says
  // by how much ("Shown at 86 %").
  function showScale(preview) {
    var svg = preview.querySelector(".preview-canvas svg");
    var caption = preview.querySelector(":scope > figcaption");
    if (!svg || !caption) return;
    var full = +svg.getAttribute("width"), shown = svg.getBoundingClientRect().width;
    var label = caption.querySelector(".preview-scale");
    if (!(full > 0 && shown > 0 && shown < full - 0.5)) {
      if (label) label.remove();
      return;
    }
    if (!label) {
      label = document.createElement("span");
      label.className = "preview-scale";
      caption.insertBefore(label, caption.firstChild);
    }
    label.textContent = "Shown at " + Math.round(shown / full * 100) + " % ";
  }

  var scaleObserver = window.ResizeObserver ? new ResizeObserver(function (entries) {
    entries.forEach(function (entry) { showScale(entry.target); });
  }) : null;

  function watchScale(preview) {
    if (scaleObserver) scaleObserver.observe(preview);
    afterSetUp(function () { showScale(preview); });
  }

  // Zoom: the reader magnifies a figure's drawings 1×, 2× or 3× (of the size the page drew them
  // at); the SVG is redrawn at that size, so it stays crisp, and scrolls inside its canvas.
  function applyZoom(figure, scope) {
    var zoom = +(figure.getAttribute("data-zoom") || 1);
    scope.querySelectorAll(".preview-canvas svg").forEach(function (svg) {
      if (!svg.hasAttribute("data-width")) {
        svg.setAttribute("data-width", svg.getAttribute("width"));
        svg.setAttribute("data-height", svg.getAttribute("height"));
      }
      svg.setAttribute("width", String(+svg.getAttribute("data-width") * zoom));
      svg.setAttribute("height", String(+svg.getAttribute("data-height") * zoom));
    });
  }

  function setUpZoom(figure) {
    var controls = figure.querySelector(":scope > .example-controls");
    if (!controls) return;
    var group = document.createElement("div");
    group.className = "zoom-picker";
    group.setAttribute("role", "group");
    group.setAttribute("aria-label", "Zoom");
    [1, 2, 3].forEach(function (zoom) {
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = zoom + "×";
      button.setAttribute("aria-label", "Zoom " + zoom + "×");
      button.setAttribute("aria-pressed", String(zoom === 1));
      button.addEventListener("click", function () {
        figure.setAttribute("data-zoom", String(zoom));
        group.querySelectorAll("button").forEach(function (other) { other.setAttribute("aria-pressed", String(other === button)); });
        applyZoom(figure, figure);
        figure.querySelectorAll("figure.preview").forEach(showScale);
      });
      group.appendChild(button);
    });
    controls.insertBefore(group, controls.querySelector(".frames-toggle"));
  }

  // "Always show frames": the reader's choice holds for every figure and is remembered.
  function setUpFramesToggles(scope) {
    var stored = null;
    try { stored = localStorage.getItem("fieldguide-frames"); } catch (error) { /* storage off: not remembered */ }
    if (stored) scope.querySelectorAll(".frames-toggle input").forEach(function (toggle) { toggle.checked = stored === "on"; });
  }

  function listenToFramesToggles() {
    document.addEventListener("change", function (event) {
      if (!event.target.matches(".frames-toggle input")) return;
      var on = event.target.checked;
      document.querySelectorAll(".frames-toggle input").forEach(function (toggle) { toggle.checked = on; });
      try { localStorage.setItem("fieldguide-frames", on ? "on" : "off"); } catch (error) { /* not remembered */ }
    });
  }

  function setUpExamples(scope) {
    scope.querySelectorAll("figure.example").forEach(setUpExample);
    scope.querySelectorAll("figure.example").forEach(setUpZoom);
    setUpFramesToggles(scope);
    scope.querySelectorAll("figure.preview").forEach(watchScale);
  }

  // Search: the build's index of titles, headings, text and the views and modifiers each
  // article's code uses, fetched once and searched as the reader types.
  var index = null;
  var loading = null;

  function loadIndex(input) {
    if (index) return Promise.resolve(index);
    if (location.protocol === "file:") return Promise.reject(new Error("file"));
    if (!loading) {
      loading = fetch(input.getAttribute("data-index")).then(function (response) {
        if (!response.ok) throw new Error("HTTP " + response.status);
        return response.json();
      }).then(function (data) {
        index = data.pages.map(function (page) {
          return {
            page: page,
            title: page.title.toLowerCase(),
            headings: page.headings.map(function (heading) { return heading.toLowerCase(); }),
            views: page.views.map(function (view) { return view.toLowerCase(); }),
            summary: (page.summary || "").toLowerCase(),
            text: page.text.toLowerCase()
          };
        });
        return index;
      });
    }
    return loading;
  }

  // A page matches when every word of the query occurs somewhere; titles, the views and
  // modifiers its code uses, and headings weigh more than running text.
  function score(entry, terms) {
    var total = 0;
    for (var i = 0; i < terms.length; i++) {
      var term = terms[i];
      var points = 0;
      if (entry.title.indexOf(term) >= 0) points += 10;
      if (entry.views.indexOf(term) >= 0) points += 8;
      else if (entry.views.some(function (view) { return view.indexOf(term) >= 0; })) points += 3;
      if (entry.headings.some(function (heading) { return heading.indexOf(term) >= 0; })) points += 5;
      if (entry.summary.indexOf(term) >= 0) points += 3;
      if (entry.text.indexOf(term) >= 0) points += 1;
      if (points === 0) return 0;
      total += points;
    }
    return total;
  }

  function snippet(entry, terms) {
    var text = entry.page.text;
    var at = -1;
    for (var i = 0; i < terms.length && at < 0; i++) at = entry.text.indexOf(terms[i]);
    if (at < 0) return entry.page.summary || text.slice(0, 140);
    var start = Math.max(0, at - 60);
    var end = Math.min(text.length, at + 100);
    return (start > 0 ? "…" : "") + text.slice(start, end) + (end < text.length ? "…" : "");
  }

  // Appends `text` to `parent`, wrapping every occurrence of a term in <mark>.
  function appendHighlighted(parent, text, terms) {
    var lower = text.toLowerCase();
    var position = 0;
    while (position < text.length) {
      var next = -1, length = 0;
      terms.forEach(function (term) {
        var found = lower.indexOf(term, position);
        if (found >= 0 && (next < 0 || found < next)) { next = found; length = term.length; }
      });
      if (next < 0) break;
      parent.appendChild(document.createTextNode(text.slice(position, next)));
      var mark = document.createElement("mark");
      mark.textContent = text.slice(next, next + length);
      parent.appendChild(mark);
      position = next + length;
    }
    parent.appendChild(document.createTextNode(text.slice(position)));
  }

  function renderResults(container, status, matches, terms) {
    container.textContent = "";
    if (matches.length === 0) {
      var empty = document.createElement("p");
      empty.className = "search-empty";
      empty.textContent = "No article matches.";
      container.appendChild(empty);
      status.textContent = "No results";
      return;
    }
    var list = document.createElement("ol");
    list.setAttribute("role", "listbox");
    list.setAttribute("aria-label", "Search results");
    matches.slice(0, 12).forEach(function (match, position) {
      var entry = match.entry;
      var item = document.createElement("li");
      item.className = "search-result";
      item.id = "search-result-" + position;
      item.setAttribute("role", "option");
      item.setAttribute("aria-selected", "false");
      var link = document.createElement("a");
      link.href = siteRoot + entry.page.path;
      link.tabIndex = -1;
      var title = document.createElement("span");
      title.className = "search-result-title";
      appendHighlighted(title, entry.page.title, terms);
      if (entry.page.section) {
        var section = document.createElement("span");
        section.className = "search-result-section";
        section.textContent = entry.page.section;
        title.appendChild(section);
      }
      link.appendChild(title);
      var text = document.createElement("span");
      text.className = "search-result-snippet";
      appendHighlighted(text, snippet(entry, terms), terms);
      link.appendChild(text);
      var used = entry.page.views.filter(function (view) {
        return terms.some(function (term) { return view.toLowerCase().indexOf(term) >= 0; });
      });
      if (used.length > 0) {
        var views = document.createElement("span");
        views.className = "search-result-views";
        used.slice(0, 6).forEach(function (view) {
          var code = document.createElement("code");
          code.textContent = view;
          views.appendChild(code);
        });
        link.appendChild(views);
      }
      item.appendChild(link);
      list.appendChild(item);
    });
    container.appendChild(list);
    status.textContent = matches.length === 1 ? "1 result" : matches.length + " results";
  }

  function setUpSearch() {
    var input = document.getElementById("search-input");
    var container = document.getElementById("search-results");
    var status = document.getElementById("search-status");
    if (!input || !container) return;
    var selected = -1;

    // An ARIA combobox: the input keeps focus, arrow keys move the active option
    // (aria-activedescendant), and the status line announces how many results there are.
    function show(open) {
      container.hidden = !open;
      input.setAttribute("aria-expanded", String(open));
      if (!open) input.removeAttribute("aria-activedescendant");
    }

    function close() {
      show(false);
      selected = -1;
    }

    function links() { return container.querySelectorAll(".search-result a"); }

    function select(position) {
      var options = container.querySelectorAll(".search-result");
      if (options.length === 0) return;
      selected = (position + options.length) % options.length;
      options.forEach(function (option, i) { option.setAttribute("aria-selected", String(i === selected)); });
      input.setAttribute("aria-activedescendant", options[selected].id);
      options[selected].scrollIntoView({ block: "nearest" });
    }

    function update() {
      var terms = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      if (terms.length === 0) { close(); return; }
      loadIndex(input).then(function (entries) {
        var matches = entries.map(function (entry) { return { entry: entry, score: score(entry, terms) }; })
          .filter(function (match) { return match.score > 0; })
          .sort(function (a, b) { return b.score - a.score; });
        renderResults(container, status, matches, terms);
        show(true);
        input.removeAttribute("aria-activedescendant");
        selected = -1;
      }, function (error) {
        container.textContent = "";
        var message = document.createElement("p");
        message.className = "search-empty";
        message.textContent = error.message === "file"
          ? "Search needs the site to be served over HTTP (for example with fieldguide serve)."
          : "The search index could not be loaded.";
        container.appendChild(message);
        show(true);
      });
    }

    input.addEventListener("input", update);
    input.addEventListener("focus", function () { if (input.value) update(); });
    input.addEventListener("keydown", function (event) {
      if (event.key === "ArrowDown") { event.preventDefault(); select(selected + 1); }
      else if (event.key === "ArrowUp") { event.preventDefault(); select(selected - 1); }
      else if (event.key === "Enter") {
        var all = links();
        if (all.length > 0) { event.preventDefault(); all[Math.max(selected, 0)].click(); }
      } else if (event.key === "Escape") { close(); }
    });
    document.addEventListener("keydown", function (event) {
      var typing = /^(INPUT|TEXTAREA|SELECT)$/.test(document.activeElement.tagName);
      if (event.key === "/" && !typing) { event.preventDefault(); input.focus(); }
    });
    document.addEventListener("click", function (event) {
      if (!container.contains(event.target) && event.target !== input) close();
    });
  }

  /* ==== Markdown extensions: highlight.js colours non-Swift blocks on pages that load it. ==== */
  function setUpHighlighting(scope) {
    if (!window.hljs) return;
    scope.querySelectorAll("pre > code[class^='language-']:not(.language-swift)").forEach(function (block) {
      window.hljs.highlightBlock(block);
    });
  }

  // Table of contents: the section being read (the last heading above the upper third of the
  // window) is marked with aria-current="location".
  var contents = null;
  var contentsScheduled = false;

  function setUpContents(scope) {
    var links = Array.prototype.slice.call(scope.querySelectorAll(".toc a[href^='#']"));
    var headings = links.map(function (link) { return document.getElementById(decodeURIComponent(link.getAttribute("href").slice(1))); });
    var complete = links.length > 0 && headings.every(function (heading) { return !!heading; });
    contents = complete ? { links: links, headings: headings } : null;
    if (complete) afterSetUp(markSectionRead);
  }

  function markSectionRead() {
    contentsScheduled = false;
    if (!contents) return;
    var line = window.innerHeight / 3, current = 0;
    contents.headings.forEach(function (heading, index) { if (heading.getBoundingClientRect().top <= line) current = index; });
    contents.links.forEach(function (link, index) {
      if (index === current) link.setAttribute("aria-current", "location"); else link.removeAttribute("aria-current");
    });
  }

  function listenToScrolling() {
    window.addEventListener("scroll", function () {
      if (contents && !contentsScheduled) { contentsScheduled = true; requestAnimationFrame(markSectionRead); }
    }, { passive: true });
  }

  // The article's parts: in the whole page at first, then in each edited article that `fieldguide
  // serve` puts in place of the old one without reloading the page (it sends "fieldguide:content"
  // from the new main element, and only to a page that says it listens, with data-live-content).
  // The search index may have changed with it, so it is fetched again when next needed; the
  // previews watched for their scale were all in the old article, which is gone.
  function setUpContent(scope) {
    setUpHighlighting(scope);
    setUpContents(scope);
    setUpCopyButtons(scope);
    setUpExamples(scope);
  }

  function listenToContentUpdates() {
    document.addEventListener("fieldguide:content", function (event) {
      index = null;
      loading = null;
      if (scaleObserver) scaleObserver.disconnect();
      setUpContent(event.target);
    });
    root.setAttribute("data-live-content", "");
  }

  // What reads the page's layout (where the current link, the headings and the previews are)
  // waits until every part has changed the page, so set-up lays the page out once, not once
  // per part: on a page with a thousand sidebar links that was most of its set-up time.
  var measuring = [];
  function afterSetUp(measure) {
    if (measuring) measuring.push(measure); else measure();
  }

  setUpThemeToggle();
  setUpMenu();
  setUpSidebar();
  setUpContent(document);
  listenToFramesToggles();
  listenToScrolling();
  listenToContentUpdates();
  setUpSearch();
  var measures = measuring;
  measuring = null;
  measures.forEach(function (measure) { measure(); });
})();
