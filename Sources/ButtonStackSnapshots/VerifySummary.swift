import ButtonStackBase

/// `verify --summary FILE.md`: the run in Markdown for a pull request's page (GitHub's
/// `$GITHUB_STEP_SUMMARY`): what failed and why, and every text change with its key, locale,
/// old → new text and mode.
public enum VerifySummary {
    /// How many rows a table lists before it says how many more there are.
    public static let rowsPerTable = 300

    /// The Markdown for `outcomes`.
    public static func markdown(_ outcomes: [SnapshotOutcome], allowingTextChanges: Bool) -> String {
        let failing = outcomes.filter { $0.fails(allowingTextChanges: allowingTextChanges) }
        let changes = outcomes.filter(\.isTextChange)
        let brokeAButton = changes.filter { !$0.newFindings.isEmpty }
        let regressions = outcomes.filter { $0.failed && !$0.isTextChange }
        var text = "## button-stack verify\n\n"
        text += failing.isEmpty ? "✅ " : "❌ "
        text += "\(outcomes.count - failing.count) passed, \(failing.count) failed"
        text += " · \(changes.count) picture\(changes.count == 1 ? "" : "s") with changed texts"
        text += allowingTextChanges ? " (allowed unless a button breaks)" : " (not allowed: --allow-text-changes lets them pass)"
        text += "\n\n"
        text += table("Regressions (the same texts, laid out or drawn otherwise) and missing or unusable references", regressions, header: "| snapshot | what changed |\n|---|---|") { outcome in
            ["| \(cell(outcome.entry.shardKey)) | \(cell(outcome.message.split(separator: "\n").first.map(String.init) ?? "")) |"]
        }
        text += table("Text changes that broke a button", brokeAButton, header: textHeader + " new findings |\n" + textRule + "---|") { outcome in
            // Each row shows what broke its own button; another button's break is said as such.
            outcome.textChanges.map { change in
                let own = outcome.newFindings.filter { $0.button == nil || $0.button == change.button }
                let findings = own.isEmpty ? "— (another button of the picture broke)"
                    : own.map { "\($0.severity.rawValue) `\($0.rule.rawValue)`: \($0.message)" }.joined(separator: "; ")
                return textRow(outcome, change) + " \(cell(findings)) |"
            }
        }
        text += table("Text changes", changes.filter(\.newFindings.isEmpty), header: textHeader + "\n" + textRule) { textRows($0, extra: "") }
        return text
    }

    private static let textHeader = "| snapshot | key | locale | old → new | mode |"
    private static let textRule = "|---|---|---|---|---|"

    private static func textRows(_ outcome: SnapshotOutcome, extra: String) -> [String] {
        outcome.textChanges.map { textRow(outcome, $0) + extra }
    }

    private static func textRow(_ outcome: SnapshotOutcome, _ change: TextChange) -> String {
        "| \(cell(outcome.entry.shardKey)) | \(cell(change.key.map { "`\($0)`" } ?? "—"))\(change.part == .subtitle ? " (subtitle)" : "") | \(cell(change.locale)) | "
            + "\(cell(change.old)) → \(cell(change.new)) | \(cell(outcome.modeText)) |"
    }

    private static func table(_ title: String, _ outcomes: [SnapshotOutcome], header: String, rows: (SnapshotOutcome) -> [String]) -> String {
        guard !outcomes.isEmpty else { return "" }
        var lines = ["### \(title) (\(outcomes.count) picture\(outcomes.count == 1 ? "" : "s"))", "", header]
        let all = outcomes.flatMap(rows)
        lines += all.prefix(rowsPerTable)
        if all.count > rowsPerTable { lines += ["", "… and \(all.count - rowsPerTable) more rows (`--report` writes an HTML report of them all)."] }
        return lines.joined(separator: "\n") + "\n\n"
    }

    /// Text safe in a table cell: no line breaks, no column bars.
    private static func cell(_ text: String) -> String {
        text.replacing("\n", with: " ").replacing("|", with: "\\|")
    }
}
