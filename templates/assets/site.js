// Field guide page script: theme toggle, navigation panel, copy buttons and offline search.
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

  // Copy buttons: the code as written, without the diagnostics shown between its lines.
  function codeText(pre) {
    var copy = pre.cloneNode(true);
    copy.querySelectorAll(".diagnostic").forEach(function (node) { node.remove(); });
    return copy.textContent.replace(/\n$/, "") + "\n";
  }

  function setUpCopyButtons() {
    if (!navigator.clipboard) return;
    document.querySelectorAll(".article-body pre").forEach(function (pre) {
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
    });
  }

  // Code and preview point at each other: hovering a code line outlines the views it wrote,
  // hovering a view in the preview marks the line that wrote it. Both carry the Markdown line.
  function setUpFrameLinks() {
    document.querySelectorAll(".example").forEach(function (figure) {
      var lit = [];
      function clear() {
        lit.forEach(function (node) { node.classList.remove("is-linked"); });
        lit = [];
      }
      function light(line) {
        clear();
        if (!line) return;
        figure.querySelectorAll('[data-line="' + line + '"]').forEach(function (node) {
          if (node.matches(".line, .fg-frames [data-line]")) {
            node.classList.add("is-linked");
            lit.push(node);
          }
        });
      }
      figure.addEventListener("mouseover", function (event) {
        var target = event.target.closest(".line[data-line], .fg-frames [data-line]");
        light(target && figure.contains(target) ? target.getAttribute("data-line") : null);
      });
      figure.addEventListener("mouseleave", clear);
    });
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
    matches.slice(0, 12).forEach(function (match) {
      var entry = match.entry;
      var item = document.createElement("li");
      item.className = "search-result";
      var link = document.createElement("a");
      link.href = siteRoot + entry.page.path;
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

    function close() {
      container.hidden = true;
      selected = -1;
    }

    function links() { return container.querySelectorAll(".search-result a"); }

    function select(position) {
      var all = links();
      if (all.length === 0) return;
      selected = (position + all.length) % all.length;
      all.forEach(function (link, i) { link.setAttribute("aria-selected", String(i === selected)); });
      all[selected].scrollIntoView({ block: "nearest" });
    }

    function update() {
      var terms = input.value.toLowerCase().split(/\s+/).filter(Boolean);
      if (terms.length === 0) { close(); return; }
      loadIndex(input).then(function (entries) {
        var matches = entries.map(function (entry) { return { entry: entry, score: score(entry, terms) }; })
          .filter(function (match) { return match.score > 0; })
          .sort(function (a, b) { return b.score - a.score; });
        renderResults(container, status, matches, terms);
        container.hidden = false;
        selected = -1;
      }, function (error) {
        container.textContent = "";
        var message = document.createElement("p");
        message.className = "search-empty";
        message.textContent = error.message === "file"
          ? "Search needs the site to be served over HTTP (for example with fieldguide serve)."
          : "The search index could not be loaded.";
        container.appendChild(message);
        container.hidden = false;
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

  setUpThemeToggle();
  setUpMenu();
  setUpCopyButtons();
  setUpFrameLinks();
  setUpSearch();
})();
