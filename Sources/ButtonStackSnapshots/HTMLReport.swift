import ButtonStackRendering
import StackEngine
import ButtonStackBase
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Rasterizer

/// One self-contained HTML page with reference, actual and diff side by side for each failure.
public enum HTMLReport {
    /// The page for `outcomes` (only failures are shown).
    public static func html(_ outcomes: [SnapshotOutcome]) throws -> String {
        let failures = outcomes.filter(\.failed)
        var body = "<h1>Button stack snapshots</h1>\n<p class=\"summary\">\(outcomes.count - failures.count) passed, \(failures.count) failed</p>\n"
        for outcome in failures {
            body += "<section>\n<h2>\(escape(outcome.entry.relativePath))</h2>\n<p>\(escape(outcome.message.split(separator: "\n").first.map(String.init) ?? ""))</p>\n<div class=\"row\">\n"
            body += try figure("Reference", outcome.reference)
            body += try figure("Actual", outcome.actual)
            if case .differs(let difference, _) = outcome.kind {
                body += try figure("Difference", difference.diffImage)
            }
            body += "</div>\n</section>\n"
        }
        return """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8"><title>Button stack snapshots</title>
        <style>
        body { font: 14px system-ui, sans-serif; margin: 24px; background: #f2f2f7; color: #1c1c1e; }
        section { background: #fff; border-radius: 10px; padding: 12px 16px; margin: 16px 0; }
        h2 { font-size: 15px; margin: 4px 0; word-break: break-all; }
        .row { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
        figure { margin: 0; } figcaption { color: #6c6c70; margin-bottom: 4px; }
        img { max-width: 420px; border: 1px solid #d1d1d6; image-rendering: pixelated; }
        .missing { width: 200px; height: 80px; display: flex; align-items: center; justify-content: center; border: 1px dashed #c7c7cc; color: #8e8e93; }
        .summary { font-weight: 600; }
        </style></head><body>
        \(body)</body></html>
        """
    }

    /// Writes the page to `path` atomically.
    public static func write(_ outcomes: [SnapshotOutcome], to path: String) throws {
        try AtomicFile.write(try html(outcomes), to: path)
    }

    private static func figure(_ caption: String, _ canvas: Canvas?) throws -> String {
        guard let canvas else { return "<figure><figcaption>\(caption)</figcaption><div class=\"missing\">none</div></figure>\n" }
        let data = Data(try PNGCodec.encode(canvas)).base64EncodedString()
        return "<figure><figcaption>\(caption) (\(canvas.width)×\(canvas.height) px)</figcaption><img alt=\"\(caption)\" src=\"data:image/png;base64,\(data)\"></figure>\n"
    }

    private static func escape(_ text: String) -> String {
        text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
    }
}
