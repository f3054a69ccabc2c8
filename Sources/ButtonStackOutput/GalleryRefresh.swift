import ButtonStackBase
import ButtonStackFiles

/// The gallery of a `render --watch`: a page that shows each re-render without being reloaded by
/// hand, opened from the file system too.
///
/// A page opened from `file://` may not fetch or XHR another file, but it may load a script: every
/// second the page adds `<script src="refresh.js?…">` anew (the query keeps any cache out), and
/// that script calls `buttonStackRefresh("…")` with the generation of the gallery on disk. When it
/// differs from the page's own, the page reloads; its filters live in the address, and each image
/// address carries the image's digest, so only the pictures that changed are fetched again.
extension Gallery {
    /// The file the live page polls, written after every re-render.
    public static let refreshFileName = "refresh.js"

    /// The gallery's data: the entries as JSON, to go inside a script element (`<` is escaped so
    /// no text can end it), in the gallery's order.
    static func data(_ entries: [ManifestEntry]) throws -> String {
        try JSONOutput.string(entries.sorted(by: shownBefore)).replacing("<", with: "\\u003c")
    }

    /// The order a person reads a gallery in, the same however a run was sharded: by spec and
    /// stack, then text sizes smallest first (Dynamic Type's order, not the names'), widths
    /// narrowest first, locale, scale, light before dark, the natural mode before forced ones.
    static func shownBefore(_ a: ManifestEntry, _ b: ManifestEntry) -> Bool {
        let x = a.combination, y = b.combination
        func size(_ category: ContentSizeCategory) -> Int { ContentSizeCategory.allCases.firstIndex(of: category) ?? 0 }
        if (x.spec, x.stack) != (y.spec, y.stack) { return (x.spec, x.stack) < (y.spec, y.stack) }
        if size(x.textSize) != size(y.textSize) { return size(x.textSize) < size(y.textSize) }
        if x.width != y.width { return x.width < y.width }
        if x.locale != y.locale { return x.locale < y.locale }
        if x.scale != y.scale { return x.scale < y.scale }
        if x.appearance != y.appearance { return x.appearance == .light }
        if (x.mode?.rawValue ?? 0) != (y.mode?.rawValue ?? 0) { return (x.mode?.rawValue ?? 0) < (y.mode?.rawValue ?? 0) }
        return a.file < b.file
    }

    /// 16 hex digits that change whenever the page's data does (an image's digest, a finding).
    static func generation(_ data: String) -> String {
        let digits = String(Shard.hash(data), radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// Writes `refresh.js` for the gallery of `entries` (atomically): the signal an open live
    /// gallery reloads on. Written after the images, the page and the manifest, so what the
    /// reloaded page asks for is there.
    public static func writeRefresh(_ entries: [ManifestEntry], toFolder folder: String) throws {
        let text = "buttonStackRefresh(\"\(generation(try data(entries)))\");\n"
        try AtomicFile.write(text, to: folder + "/" + refreshFileName)
    }

    /// The live page's poller.
    static func liveScript(generation: String) -> String {
        """
        "use strict";
        // render --watch: reload when refresh.js names another generation than this page's.
        window.buttonStackRefresh = generation => { if (generation !== "\(generation)") location.reload(); };
        let refreshProbe = null;
        setInterval(() => {
          if (refreshProbe) refreshProbe.remove();
          refreshProbe = document.createElement("script");
          refreshProbe.src = "\(refreshFileName)?" + Date.now();
          document.head.append(refreshProbe);
        }, 1000);
        """
    }
}
