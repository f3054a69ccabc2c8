import ButtonStackBase
import ButtonStackFiles

/// `index.html` beside a run's images: every image with its combination, mode and lint findings,
/// filters for each dimension and "has findings", and a side-by-side comparison of two locales or
/// two text sizes. One self-contained page — no network, no external script — opened from the
/// file system; images load lazily, so thousands open at once. The filter state lives in the
/// address's `#` part (`index.html#locale=de&findings=1`), so a view can be linked to.
public enum Gallery {
    /// The file name written beside the images.
    public static let fileName = "index.html"

    /// Writes the gallery of `entries` into `folder` (atomically); `live`: a page that reloads
    /// itself when ``writeRefresh(_:toFolder:)`` says the folder holds another run.
    public static func write(_ entries: [ManifestEntry], toFolder folder: String, title: String = "Button stacks", live: Bool = false) throws {
        try AtomicFile.write(html(entries, title: title, live: live), to: folder + "/" + fileName)
    }

    /// The page.
    public static func html(_ entries: [ManifestEntry], title: String, live: Bool = false) throws -> String {
        let data = try self.data(entries)
        return """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.escape(title))</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 0; background: #f2f2f7; color: #1c1c1e; }
        header { position: sticky; top: 0; background: #fffe; border-bottom: 1px solid #d1d1d6; padding: 8px 12px; z-index: 1; }
        header label { margin-right: 10px; white-space: nowrap; }
        #count { font-weight: 600; margin-left: 8px; }
        main { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 12px; padding: 12px; }
        figure { margin: 0; background: #fff; border-radius: 8px; padding: 8px; content-visibility: auto; }
        figure.findings { outline: 3px solid #ff3b30; }
        figure img { display: block; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
        figcaption { font-size: 12px; margin-top: 6px; max-width: 420px; }
        .finding { color: #c93400; }
        .note { color: #6c6c70; }
        .pair { display: flex; gap: 8px; background: #e5e5ea; padding: 8px; border-radius: 10px; }
        [hidden] { display: none !important; }
        </style>
        </head>
        <body>
        <header>
        <span id="filters"></span>
        <label><input type="checkbox" id="findings"> has findings</label>
        <label>compare <select id="compareKey"><option value="">—</option><option value="locale">locale</option><option value="textSize">text size</option></select>
        <select id="compareA"></select> with <select id="compareB"></select></label>
        <span id="count"></span>
        </header>
        <main id="images"></main>
        <script type="application/json" id="data">\(data)</script>
        <script>
        \(script)
        </script>\(live ? "\n<script>\n" + liveScript(generation: generation(data)) + "\n</script>" : "")
        </body>
        </html>

        """
    }

    /// The page's behaviour: build the cards once, then show and hide them as filters change.
    static let script = """
    "use strict";
    const entries = JSON.parse(document.getElementById("data").textContent);
    const dimensions = [["stack", "stack"], ["locale", "locale"], ["textSize", "text size"], ["width", "width"],
                        ["scale", "scale"], ["appearance", "appearance"], ["mode", "mode"]];
    const state = {};
    const images = document.getElementById("images");
    const filters = document.getElementById("filters");
    function values(key) { return [...new Set(entries.map(e => String(e[key])))]; }
    function option(select, value, label) { const o = document.createElement("option"); o.value = value; o.textContent = label; select.append(o); }
    for (const [key, label] of dimensions) {
      const select = document.createElement("select");
      select.id = "filter-" + key;
      option(select, "", "every " + label);
      for (const value of values(key)) option(select, value, value);
      select.addEventListener("change", () => { state[key] = select.value; update(); });
      const wrap = document.createElement("label");
      wrap.append(select);
      filters.append(wrap);
    }
    const cards = entries.map(entry => {
      const figure = document.createElement("figure");
      // Notes are listed, but only warnings and errors outline the picture and count as findings.
      const flagged = entry.findings.filter(finding => finding.severity !== "note");
      figure.className = flagged.length ? "findings" : "";
      const image = document.createElement("img");
      image.loading = "lazy";
      image.decoding = "async";
      // The digest changes with the pixels, so a reloaded page never shows a stale image from a cache.
      image.src = encodeURIComponent(entry.file) + (entry.digest ? "?v=" + entry.digest : "");
      image.width = Math.round(entry.pixelWidth / entry.scale);
      image.height = Math.round(entry.pixelHeight / entry.scale);
      image.alt = entry.file;
      const caption = document.createElement("figcaption");
      caption.textContent = [entry.stack, entry.locale, entry.textSize, entry.width + " pt", "@" + entry.scale + "x",
                             entry.appearance, "mode " + entry.mode + (entry.requestedMode === "natural" ? "" : " (forced)")].join(" · ");
      for (const finding of entry.findings) {
        const line = document.createElement("div");
        line.className = finding.severity === "note" ? "note" : "finding";
        line.textContent = finding.severity + " · " + finding.rule + ": " + finding.message;
        caption.append(line);
      }
      figure.append(image, caption);
      figure.dataset.file = entry.file;
      return { entry, figure };
    });
    function matches(entry) {
      for (const [key] of dimensions) if (state[key] && String(entry[key]) !== state[key]) return false;
      return !(state.findings === "1" && !hasFindings(entry));
    }
    function hasFindings(entry) { return entry.findings.some(finding => finding.severity !== "note"); }
    // The combination but for one dimension (the mode chosen is a result, not part of it).
    function rest(entry, without) {
      return dimensions.map(([key]) => key).filter(key => key !== without && key !== "mode").map(key => entry[key]).join("|") + "|" + entry.requestedMode;
    }
    function update() {
      images.replaceChildren();
      const compare = state.compare || "";
      const a = state.a || "", b = state.b || "";
      let shown = 0;
      if (compare && a && b) {
        // Pairs: the same combination but for the compared dimension, A beside B.
        const byRest = new Map();
        for (const card of cards) {
          const value = String(card.entry[compare]);
          if ((value !== a && value !== b) || !matchesExcept(card.entry, compare)) continue;
          const key = rest(card.entry, compare);
          if (!byRest.has(key)) byRest.set(key, {});
          byRest.get(key)[value === a ? "a" : "b"] = card;
        }
        for (const pair of byRest.values()) {
          if (!pair.a || !pair.b) continue;
          const row = document.createElement("div");
          row.className = "pair";
          row.append(pair.a.figure, pair.b.figure);
          images.append(row);
          shown += 2;
        }
      } else {
        for (const card of cards) if (matches(card.entry)) { images.append(card.figure); shown += 1; }
      }
      document.getElementById("count").textContent = shown + " of " + entries.length + " images";
      document.body.dataset.shown = String(shown);
      const hash = Object.entries(state).filter(([, v]) => v).map(([k, v]) => k + "=" + encodeURIComponent(v)).join("&");
      history.replaceState(null, "", hash ? "#" + hash : location.pathname);
    }
    function matchesExcept(entry, skipped) {
      for (const [key] of dimensions) if (key !== skipped && state[key] && String(entry[key]) !== state[key]) return false;
      return !(state.findings === "1" && !hasFindings(entry));
    }
    const findings = document.getElementById("findings");
    findings.addEventListener("change", () => { state.findings = findings.checked ? "1" : ""; update(); });
    const compareKey = document.getElementById("compareKey"), compareA = document.getElementById("compareA"), compareB = document.getElementById("compareB");
    function fillCompare() {
      for (const select of [compareA, compareB]) {
        select.replaceChildren();
        option(select, "", "—");
        if (state.compare) for (const value of values(state.compare)) option(select, value, value);
      }
      compareA.value = state.a || ""; compareB.value = state.b || "";
    }
    compareKey.addEventListener("change", () => { state.compare = compareKey.value; state.a = ""; state.b = ""; fillCompare(); update(); });
    compareA.addEventListener("change", () => { state.a = compareA.value; update(); });
    compareB.addEventListener("change", () => { state.b = compareB.value; update(); });
    // The view named in the address, e.g. #locale=de&findings=1 or #compare=locale&a=en&b=de.
    // Anything else in it (a malformed escape, an unknown key or dimension) is left out, so a
    // damaged link still opens the gallery.
    const known = new Set(dimensions.map(([key]) => key).concat(["findings", "compare", "a", "b"]));
    function decoded(text) { try { return decodeURIComponent(text); } catch (error) { return ""; } }
    // Other names people write for a dimension: size= and text-size= for textSize=.
    const aliases = { "size": "textSize", "text-size": "textSize", "textsize": "textSize" };
    for (const part of location.hash.slice(1).split("&")) {
      const [written, value] = part.split("=");
      const key = aliases[written] || written;
      if (known.has(key)) state[key] = decoded(value || "");
    }
    if (!["locale", "textSize"].includes(state.compare)) { state.compare = ""; }
    for (const [key] of dimensions) document.getElementById("filter-" + key).value = state[key] || "";
    findings.checked = state.findings === "1";
    compareKey.value = state.compare || "";
    fillCompare();
    update();
    """
}
