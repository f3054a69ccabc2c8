import ButtonSpec

/// `scan --check`: whether the spec's scanned stacks still say what the code says. Each
/// difference is one line naming the stack and its source: a group gone from the code, a group
/// not in the spec, a button added, removed, retitled or given another icon.
public enum DriftCheck {
    /// The differences between `spec` (its tree) and `report`; empty when they match. An icon
    /// `drawsIcon` refuses is compared as none, as ``SpecWriter`` writes it.
    public static func differences(spec: SpecTree, report: ScanReport, drawsIcon: (String) -> Bool = { _ in true }) -> [String] {
        let stacks = (spec["stacks"]?.items ?? []).filter { $0["source"] != nil }
        let listed = (spec["scanned"]?.items ?? []).compactMap(\.text)
        var lines: [String] = []
        var used = Set<Int>()
        var matchedGroups = Set<Int>()
        // Exact sources first, then groups that moved (same file, container and titles).
        for (groupIndex, group) in report.groups.enumerated() {
            if let index = stacks.indices.first(where: { !used.contains($0) && stacks[$0]["source"]?.text == group.source }) {
                used.insert(index)
                matchedGroups.insert(groupIndex)
                lines += compare(stacks[index], group, drawsIcon)
            }
        }
        for (groupIndex, group) in report.groups.enumerated() where !matchedGroups.contains(groupIndex) {
            if let index = SpecMerge.match(group, among: stacks, excluding: used) {
                used.insert(index)
                matchedGroups.insert(groupIndex)
                lines += compare(stacks[index], group, drawsIcon)
            } else if !ScanIdentity.listed(group, in: listed) {
                let titles = group.buttons.map { "'\(ButtonIdentity.of($0.title))'" }.joined(separator: ", ")
                lines.append("\(group.source): a \(group.container) group (\(titles)) is not in the spec")
            }
        }
        for (index, stack) in stacks.enumerated() where !used.contains(index) {
            lines.append("\(name(stack)) (\(stack["source"]?.text ?? "")): its group is no longer in the code")
        }
        return lines
    }

    private static func name(_ stack: SpecTree) -> String { stack["name"]?.text ?? "a stack" }

    /// The button-by-button differences of one stack and its group.
    private static func compare(_ stack: SpecTree, _ group: ScannedGroup, _ drawsIcon: (String) -> Bool) -> [String] {
        let prefix = "\(name(stack)) (\(group.source))"
        let specButtons = stack["buttons"]?.items ?? []
        let specTitles = specButtons.map { ButtonIdentity.title(of: $0) ?? "" }
        let codeTitles = group.buttons.map { ButtonIdentity.of($0.title) }
        var lines: [String] = []
        if specTitles.count == codeTitles.count {
            for (index, (old, new)) in zip(specTitles, codeTitles).enumerated() where old != new {
                lines.append("\(prefix): button \(index + 1) retitled '\(old)' → '\(new)' in the code (line \(group.buttons[index].line))")
            }
        } else {
            for title in codeTitles where !specTitles.contains(title) {
                let line = group.buttons.first { ButtonIdentity.of($0.title) == title }?.line ?? group.line
                lines.append("\(prefix): button '\(title)' added in the code (line \(line))")
            }
            for title in specTitles where !codeTitles.contains(title) {
                lines.append("\(prefix): button '\(title)' removed from the code")
            }
            if lines.isEmpty { lines.append("\(prefix): the code has \(codeTitles.count) buttons, the spec \(specTitles.count)") }
        }
        if lines.isEmpty {
            for (index, (button, scanned)) in zip(specButtons, group.buttons).enumerated() {
                let written = scanned.icon.flatMap { drawsIcon($0) ? $0 : nil }
                guard button["icon"]?.text != written else { continue }
                lines.append("\(prefix): button \(index + 1) ('\(codeTitles[index])') has icon \(written ?? "none") in the code, \(button["icon"]?.text ?? "none") in the spec")
            }
        }
        return lines
    }
}
