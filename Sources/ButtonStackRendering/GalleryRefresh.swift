import ButtonStackBase
import ButtonStackSystem

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
    /// no text can end it).
    static func data(_ entries: [ManifestEntry]) throws -> String {
        try JSONOutput.string(entries.sorted { $0.file < $1.file }).replacing("<", with: "\\u003c")
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
