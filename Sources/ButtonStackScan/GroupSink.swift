/// Where the finders put what they find in one file: groups (one per variant with two or more
/// buttons) and groups known only at run time.
final class GroupSink {
    let file: ParsedFile
    private(set) var groups: [ScannedGroup] = []
    private(set) var skipped: [SkippedGroup] = []

    init(file: ParsedFile) { self.file = file }

    /// Records the group `content` makes at `line…endLine`: each variant of two or more buttons
    /// (in on-screen order, as `order` puts them), or one skipped entry when some of it is known
    /// only at run time.
    func add(_ content: Content, container: String, owner: String?, line: Int, endLine: Int,
             modes: (Int) -> [Int] = { _ in [] }, order: ([FoundButton]) -> [FoundButton] = { $0 }) {
        guard content.largestCount >= 2 else { return }
        if let reason = content.runtime {
            skipped.append(SkippedGroup(file: file.relative, line: line, reason: "\(container): \(reason)"))
            return
        }
        let base = "\(owner ?? Self.fileStem(file.relative))-\(container)-\(line)"
        // Menus, alerts, dialogs and swipe actions are drawn by the system: no button style reaches them.
        let systemDrawn: Set<String> = ["menu", "contextMenu", "alert", "confirmationDialog", "swipeActions", "uiMenu", "alertController", "actionSheet"]
        var seen: [[FoundButton]] = []
        defer {
            // A branch known only at run time was left out: said beside the known variants, or
            // instead of them when none shows two buttons.
            if let reason = content.runtimeBranch {
                let said = seen.isEmpty ? reason : "a branch left out (the others are listed as groups): \(reason)"
                skipped.append(SkippedGroup(file: file.relative, line: line, reason: "\(container): \(said)"))
            }
        }
        for variant in content.variants where variant.count >= 2 && !seen.contains(variant) {
            seen.append(variant)
            let number = seen.count
            var buttons = order(variant)
            if systemDrawn.contains(container) { buttons = buttons.map { var button = $0; button.style = nil; button.look = ButtonLook(); return button } }
            groups.append(ScannedGroup(file: file.relative, line: line, endLine: endLine, container: container,
                                       stack: number == 1 ? base : "\(base)-\(number)", variant: number,
                                       modes: modes(buttons.count), buttons: buttons.map(\.scanned)))
        }
    }

    /// Records a group known only at run time.
    func skip(line: Int, container: String, reason: String) {
        skipped.append(SkippedGroup(file: file.relative, line: line, reason: "\(container): \(reason)"))
    }

    private static func fileStem(_ relative: String) -> String {
        let name = relative.split(separator: "/").last.map(String.init) ?? relative
        return name.hasSuffix(".swift") ? String(name.dropLast(6)) : name
    }
}

/// How iOS orders and lays out the actions of alerts and action sheets.
enum AlertLayout {
    /// Two actions side by side with the cancel one leading; more in a column with it last.
    static func alertOrder(_ buttons: [FoundButton]) -> [FoundButton] {
        let cancel = buttons.filter { $0.role == "cancel" }
        let others = buttons.filter { $0.role != "cancel" }
        return buttons.count == 2 ? cancel + others : others + cancel
    }

    /// An action sheet (confirmation dialog) puts its cancel action last.
    static func sheetOrder(_ buttons: [FoundButton]) -> [FoundButton] {
        buttons.filter { $0.role != "cancel" } + buttons.filter { $0.role == "cancel" }
    }

    /// Two alert actions in a row (a column when a title does not fit); more in a column; long
    /// titles wrap at the largest text sizes (mode 4), as iOS wraps them.
    static func alertModes(_ count: Int) -> [Int] { count == 2 ? [1, 3, 4] : listModes(count) }

    /// A menu's, an action sheet's or a dialog's: a column of one-line items, whose long titles
    /// wrap (mode 4) at the largest text sizes as iOS wraps them, rather than being cut.
    static func listModes(_ count: Int) -> [Int] { [3, 4] }
}
