import ButtonStackOutput
import StackEngine
import ButtonStackBase
import ButtonStackFiles
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import PNGFiles
import Rasterizer

/// One self-contained HTML page: a count per stack (passing snapshots collapsed to it), then each
/// failure with its layout change and reference, actual and diff side by side. The first
/// ``embeddedFailures`` failures carry their images inline, the next ones link to the artifact
/// files, and past ``linkedFailures`` each is one line: a run of thousands stays one small page.
public enum HTMLReport {
    /// How many failures carry their images inside the page.
    public static let embeddedFailures = 20
    /// How many failures get a section with links to their artifacts; the rest are a line each.
    public static let linkedFailures = 200

    /// The page for `outcomes`, to be saved in `folder` (absolute): links to artifacts are
    /// relative to it.
    public static func html(_ outcomes: [SnapshotOutcome], folder: String = Folder.current() ?? "/", allowingTextChanges: Bool = false) throws -> String {
        // Every picture that differs is shown (a text change that passes too); the counts say
        // what fails the run.
        let failures = outcomes.filter(\.failed)
        let failing = outcomes.filter { $0.fails(allowingTextChanges: allowingTextChanges) }.count
        var body = "<h1>Button stack snapshots</h1>\n<p class=\"summary\">\(outcomes.count - failing) passed, \(failing) failed</p>\n"
        body += textChangeTable(failures.filter(\.isTextChange))
        // A line per stack: passed and failed, failing stacks first.
        var stacks: [String: (passed: Int, failed: Int)] = [:]
        for outcome in outcomes {
            let key = outcome.entry.snapshotFolder + "/" + outcome.entry.request.stack.name
            let counts = stacks[key] ?? (0, 0)
            stacks[key] = outcome.fails(allowingTextChanges: allowingTextChanges) ? (counts.passed, counts.failed + 1) : (counts.passed + 1, counts.failed)
        }
        body += "<table><tr><th>stack</th><th>passed</th><th>failed</th></tr>\n"
        for (stack, counts) in stacks.sorted(by: { ($0.value.failed == 0 ? 1 : 0, $0.key) < ($1.value.failed == 0 ? 1 : 0, $1.key) }) {
            body += "<tr\(counts.failed > 0 ? " class=\"failed\"" : "")><td>\(escape(stack))</td><td>\(counts.passed)</td><td>\(counts.failed)</td></tr>\n"
        }
        body += "</table>\n"
        for (index, outcome) in failures.enumerated() {
            if index >= linkedFailures {
                if index == linkedFailures { body += "<h2>More failures</h2>\n<ul>\n" }
                let line = outcome.message.split(separator: "\n").first.map(String.init) ?? ""
                body += "<li>\(escape(line.count > 160 ? line.prefix(159) + "…" : line))</li>\n"
                if index == failures.count - 1 { body += "</ul>\n" }
                continue
            }
            body += "<section>\n<h2>\(escape(outcome.entry.shardKey))</h2>\n<p>\(escape(outcome.message.split(separator: "\n").first.map(String.init) ?? ""))</p>\n<div class=\"row\">\n"
            if index < embeddedFailures {
                body += try figure("Reference", outcome.reference)
                body += try figure("Actual", outcome.actual)
                if case .differs(let difference, _) = outcome.kind {
                    body += try figure("Difference", difference.diffImage)
                }
            } else {
                // Past the first failures, links to the artifacts keep the page small.
                for (name, path) in outcome.artifacts.sorted(by: { $0.key < $1.key }) {
                    let link = HTMLText.relativeLink(to: Folder.absolute(path), from: Folder.absolute(folder))
                    body += "<a href=\"\(escape(link))\">\(escape(name))</a>\n"
                }
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
        table { border-collapse: collapse; background: #fff; } td, th { padding: 2px 10px; text-align: left; } tr.failed td { color: #c93400; }
        </style></head><body>
        \(body)</body></html>
        """
    }

    /// Writes the page to `path` atomically.
    public static func write(_ outcomes: [SnapshotOutcome], to path: String, allowingTextChanges: Bool = false) throws {
        let absolute = Folder.absolute(path)
        let folder = String(absolute[..<(absolute.lastIndex(of: "/") ?? absolute.startIndex)])
        try AtomicFile.write(try html(outcomes, folder: folder.isEmpty ? "/" : folder, allowingTextChanges: allowingTextChanges), to: path)
    }

    /// The text changes, a row each: snapshot, key, locale, old → new text, mode, new findings.
    private static func textChangeTable(_ changes: [SnapshotOutcome]) -> String {
        guard !changes.isEmpty else { return "" }
        var table = "<h2>Text changes</h2>\n<table><tr><th>snapshot</th><th>key</th><th>locale</th><th>text</th><th>mode</th><th>new findings</th></tr>\n"
        for outcome in changes.prefix(linkedFailures) {
            for change in outcome.textChanges {
                let findings = outcome.newFindings.map { "\($0.severity.rawValue) \($0.rule.rawValue)" }.joined(separator: ", ")
                table += "<tr\(findings.isEmpty ? "" : " class=\"failed\"")><td>\(escape(outcome.entry.shardKey))</td><td>\(escape(change.key ?? "—"))</td>"
                    + "<td>\(escape(change.locale))</td><td>\(escape(change.old)) → \(escape(change.new))</td>"
                    + "<td>\(escape(outcome.modeText))</td><td>\(escape(findings))</td></tr>\n"
            }
        }
        return table + "</table>\n"
    }

    private static func figure(_ caption: String, _ canvas: Canvas?) throws -> String {
        guard let canvas else { return "<figure><figcaption>\(caption)</figcaption><div class=\"missing\">none</div></figure>\n" }
        let data = Data(try PNGCodec.encode(canvas)).base64EncodedString()
        return "<figure><figcaption>\(caption) (\(canvas.width)×\(canvas.height) px)</figcaption><img alt=\"\(caption)\" src=\"data:image/png;base64,\(data)\"></figure>\n"
    }

    private static func escape(_ text: String) -> String { HTMLText.escape(text) }
}
