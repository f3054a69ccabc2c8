import ButtonSpec

/// Carries a user's edits of a scanned spec over to the stacks a new scan writes.
enum SpecMerge {
    /// The stacks to write, and the sources of every group written (for `scanned:`).
    struct Result {
        var stacks: [SpecTree]
        var scanned: [String]
    }

    /// `written` (each group with its freshly written stack) merged into `existing`: the user's
    /// own stacks (no `source`) stay where they are; a scanned stack whose group is still in the
    /// code is rewritten in place, keeping its name and the user's keys; one whose group is gone
    /// is dropped; a group the previous scan wrote but the user removed is not added again; new
    /// groups come last, in scan order.
    static func merge(_ written: [(group: ScannedGroup, stack: SpecTree)], into existing: SpecTree?) -> Result {
        let oldStacks = existing?["stacks"]?.items ?? []
        let previouslyScanned = (existing?["scanned"]?.items ?? []).compactMap(\.text)
        var used = Set<Int>()
        var placed: [Int: SpecTree] = [:]  // old stack index → merged stack
        var added: [SpecTree] = []
        for (group, stack) in written {
            if let index = match(group, among: oldStacks, excluding: used) {
                used.insert(index)
                placed[index] = keepEdits(of: oldStacks[index], in: stack)
            } else if !ScanIdentity.listed(group, in: previouslyScanned) {
                added.append(stack)
            }
        }
        var stacks: [SpecTree] = []
        for (index, old) in oldStacks.enumerated() {
            if let merged = placed[index] { stacks.append(merged) }
            else if old["source"] == nil { stacks.append(old) }
        }
        stacks += added
        // Names stay unique: a new stack whose name a user's stack took gets a suffix.
        var names = Set<String>()
        stacks = stacks.map { stack in
            guard case .map(var pairs) = stack, let nameIndex = pairs.firstIndex(where: { $0.key == "name" }), let name = pairs[nameIndex].value.text else { return stack }
            var unique = name, number = 2
            while names.contains(unique) { unique = "\(name)-\(number)"; number += 1 }
            names.insert(unique)
            pairs[nameIndex].value = .scalar(unique)
            return .map(pairs)
        }
        // Every group of the code, written or removed by the user: a removed one is not added again.
        let scanned = Array(Set(written.map { ScanIdentity.of($0.group) })).sorted()
        return Result(stacks: stacks, scanned: scanned)
    }

    /// The old stack for `group`: the same source, else the same file, container and titles (code moved).
    static func match(_ group: ScannedGroup, among stacks: [SpecTree], excluding used: Set<Int>) -> Int? {
        if let exact = stacks.indices.first(where: { !used.contains($0) && stacks[$0]["source"]?.text == group.source }) { return exact }
        let titles = group.buttons.map { ButtonIdentity.of($0.title) }
        return stacks.indices.first { index in
            guard !used.contains(index), let source = stacks[index]["source"]?.text,
                  source.split(separator: ":").first.map(String.init) == group.file else { return false }
            return ButtonIdentity.titles(of: stacks[index]) == titles
        }
    }

    /// `fresh` with the user's keys of `old` kept: every stack key but `source` and `buttons`
    /// (the name, widths, policy …), and for each button found again by title every key but its
    /// title, icon and role (its style, size …).
    static func keepEdits(of old: SpecTree, in fresh: SpecTree) -> SpecTree {
        guard case .map(let oldPairs) = old, case .map(let freshPairs) = fresh else { return fresh }
        var result: [(key: String, value: SpecTree)] = []
        for pair in oldPairs {
            switch pair.key {
            case "source": result.append(("source", fresh["source"] ?? pair.value))
            case "buttons": result.append(("buttons", mergeButtons(old: pair.value.items ?? [], fresh: fresh["buttons"]?.items ?? [])))
            default: result.append(pair)
            }
        }
        for pair in freshPairs where !result.contains(where: { $0.key == pair.key }) && pair.key != "policy" && pair.key != "locales" {
            result.append(pair)
        }
        return .map(result)
    }

    private static func mergeButtons(old: [SpecTree], fresh: [SpecTree]) -> SpecTree {
        var used = Set<Int>()
        return .list(fresh.map { button in
            let identity = ButtonIdentity.title(of: button)
            guard let index = old.indices.first(where: { !used.contains($0) && ButtonIdentity.title(of: old[$0]) == identity }),
                  case .map(let oldPairs) = old[index], case .map(var pairs) = button else { return button }
            used.insert(index)
            for pair in oldPairs where !["title", "icon", "role"].contains(pair.key) {
                if let existing = pairs.firstIndex(where: { $0.key == pair.key }) { pairs[existing].value = pair.value } else { pairs.append(pair) }
            }
            return .map(pairs)
        })
    }
}

/// How `scanned:` names a group the scan wrote: `FILE:LINE container: title | title`. A group
/// is the one listed when its source is the same, or when its file, container and titles are
/// (the code above it moved).
enum ScanIdentity {
    static func of(_ group: ScannedGroup) -> String {
        "\(group.source) \(group.container): " + group.buttons.map { ButtonIdentity.of($0.title) }.joined(separator: " | ")
    }

    static func listed(_ group: ScannedGroup, in entries: [String]) -> Bool {
        let identity = of(group)
        let rest = identity.drop { $0 != " " }
        return entries.contains { entry in
            entry == identity || entry.split(separator: " ").first.map(String.init) == group.source
                || entry.hasPrefix(group.file + ":") && entry.drop { $0 != " " } == rest
        }
    }
}

/// What names a button across scans: its title's key, or its text.
enum ButtonIdentity {
    static func of(_ title: ScannedTitle) -> String {
        switch title {
        case .key(let key, _), .format(let key, _, _): return key
        case .text(let text): return text
        }
    }

    /// The title of a button in a spec: `{key: K}` → K, text → the text, a map of locales → its first text.
    static func title(of button: SpecTree) -> String? {
        guard let title = button["title"] else { return nil }
        if let text = title.text { return text }
        if let key = title["key"]?.text { return key }
        if case .map(let pairs) = title { return pairs.first?.value.text }
        return nil
    }

    static func titles(of stack: SpecTree) -> [String?] {
        (stack["buttons"]?.items ?? []).map(title(of:))
    }
}
