/// A button as read from the code, before it is placed in a group.
struct FoundButton: Equatable {
    var line: Int
    var title: ScannedTitle
    var icon: String?
    var role: String?
    var style: String?
    /// Its shape and size, when the code sets them.
    var look = ButtonLook()
    /// An icon stated in a way the scan cannot name, as written.
    var unnamedIcon: String? = nil
    /// Why it cannot be named.
    var unnamedIconReason: String? = nil

    var scanned: ScannedButton {
        ScannedButton(line: line, title: title, icon: icon, role: role, style: style, shape: look.shape, size: look.size,
                      unnamedIcon: icon == nil ? unnamedIcon : nil, unnamedIconReason: icon == nil ? unnamedIconReason : nil)
    }
}

/// The buttons a piece of view code shows: one list per variant (each branch of an `if`,
/// `switch` or ternary), or the reason they are known only at run time.
struct Content {
    var variants: [[FoundButton]]
    /// Set when some button's title or icon, or the list of buttons itself, comes from run time.
    var runtime: String?
    /// How many buttons are known only at run time (2 for a loop over data).
    var unknownButtons = 0
    /// Set when a branch (of an `if` or `switch`) is known only at run time and was left out,
    /// the other branches' variants kept: why.
    var runtimeBranch: String? = nil

    /// True when `runtime` is a button a spec cannot hold though the code states it (an icon
    /// with no title): a branch holding one is not left out, since the screen shows it.
    var unwritable = false

    /// The branch each variant takes of the conditions it was read under, by condition
    /// (``SharedCondition``): two `if`s on one condition take the same branch together, so
    /// only variants agreeing on it are combined. Empty, or of another count than `variants`
    /// (content made without it), for variants under no related condition.
    var taken: [[String: Bool]] = []

    /// The branches taken (as ``taken`` records them) of variants left out as known only at
    /// run time: a later `if` on the same condition has no partner here for its variant taking
    /// one of them, rather than the first variant (`if editing { Button("Done") } else { icon }`
    /// then `if editing { Button("Cancel") } else { Button("Share") }` shows no Done beside Share).
    var leftOutTaken: [[String: Bool]] = []

    /// Why some of it is known only at run time: the whole, or a branch left out.
    var anyRuntime: String? { runtime ?? runtimeBranch }

    /// A button the code states that a spec cannot hold (an icon with no title), for `reason`.
    static func unwritable(_ reason: String) -> Content {
        var content = Content.runtime(reason)
        content.unwritable = true
        return content
    }

    /// No buttons.
    static let empty = Content(variants: [[]])

    /// Known only at run time, for `reason`.
    static func runtime(_ reason: String, buttons: Int = 1) -> Content { Content(variants: [[]], runtime: reason, unknownButtons: buttons) }

    /// The buttons of `self` followed by those of `next`. Each choice's branches are covered once
    /// rather than multiplied: the first variant of both, then every other variant of `self` with
    /// the first of `next`, then the first of `self` with every other of `next` (so ten `if`s make
    /// eleven variants, not 1,024), at most `limit`. A variant is joined only with one taking the
    /// same branches of the conditions both were read under (``pairs(with:)``).
    func then(_ next: Content, limit: Int) -> Content {
        guard !variants.isEmpty, !next.variants.isEmpty else {
            return Content(variants: variants.isEmpty ? next.variants : variants, runtime: runtime ?? next.runtime, unknownButtons: unknownButtons + next.unknownButtons,
                           runtimeBranch: runtimeBranch ?? next.runtimeBranch, unwritable: runtime == nil ? next.unwritable : unwritable,
                           taken: variants.isEmpty ? next.taken : taken, leftOutTaken: Self.joined(leftOutTaken, next.leftOutTaken, limit: limit))
        }
        let ownTaken = alignedTaken, nextTaken = next.alignedTaken
        let pairs = Array(pairs(with: next).prefix(limit))
        return Content(variants: pairs.map { variants[$0.0] + next.variants[$0.1] }, runtime: runtime ?? next.runtime,
                       unknownButtons: unknownButtons + next.unknownButtons,
                       runtimeBranch: runtimeBranch ?? next.runtimeBranch, unwritable: runtime == nil ? next.unwritable : unwritable,
                       taken: pairs.map { ownTaken[$0.0].merging(nextTaken[$0.1]) { own, _ in own } },
                       leftOutTaken: Self.joined(leftOutTaken, next.leftOutTaken, limit: limit))
    }

    /// The variants of `self` and of `other` side by side (branches of an `if`). A branch known
    /// only at run time is left out while the other is known: the group keeps the known
    /// branch's variants, and says a branch was left out.
    /// The branch left out still counts its buttons (known ones beside one known only at run
    /// time), so a group whose every two buttons are in it is said to be skipped, not lost.
    /// A branch showing an icon with no title (a spec cannot hold it) is left out the same way
    /// when the other branch shows buttons in its place (`if new { Button("Cancel") } else {
    /// Menu { … } label: { Image(…) } }`): the other branch's group is on screen as read. An
    /// icon-only button with nothing in its place keeps its group skipped whole: the screen
    /// shows it beside the others.
    func or(_ other: Content, limit: Int) -> Content {
        let unknown = max(unknownButtons, other.unknownButtons)
        switch (runtime, other.runtime) {
        case (let reason?, nil) where !unwritable || other.replacesEveryVariant:
            let leftOut = max(unknown, largestCount - (other.variants.map(\.count).max() ?? 0))
            return Content(variants: other.variants, runtime: nil, unknownButtons: leftOut, runtimeBranch: runtimeBranch ?? other.runtimeBranch ?? reason,
                           taken: other.taken, leftOutTaken: Self.joined(leftOutTaken + Self.recorded(alignedTaken), other.leftOutTaken, limit: limit))
        case (nil, let reason?) where !other.unwritable || replacesEveryVariant:
            let leftOut = max(unknown, other.largestCount - (variants.map(\.count).max() ?? 0))
            return Content(variants: variants, runtime: nil, unknownButtons: leftOut, runtimeBranch: runtimeBranch ?? other.runtimeBranch ?? reason,
                           taken: taken, leftOutTaken: Self.joined(leftOutTaken, other.leftOutTaken + Self.recorded(other.alignedTaken), limit: limit))
        default:
            // At the bound, the other branch keeps its first variant: a later `if` on the same
            // condition finds its other branch to join, rather than losing it with this one.
            let own = variants.isEmpty || other.variants.isEmpty ? limit : max(1, limit - 1)
            let kept = Array(variants.indices.prefix(own)), keptOther = Array(other.variants.indices.prefix(max(1, limit - kept.count)))
            return Content(variants: kept.map { variants[$0] } + keptOther.map { other.variants[$0] }, runtime: runtime ?? other.runtime,
                           unknownButtons: unknown, runtimeBranch: runtimeBranch ?? other.runtimeBranch,
                           unwritable: runtime == nil ? other.unwritable : unwritable,
                           taken: kept.map { alignedTaken[$0] } + keptOther.map { other.alignedTaken[$0] },
                           leftOutTaken: Self.joined(leftOutTaken, other.leftOutTaken, limit: limit))
        }
    }

    /// The branches taken that `taken` records (none where no condition was).
    private static func recorded(_ taken: [[String: Bool]]) -> [[String: Bool]] {
        taken.filter { !$0.isEmpty }
    }

    /// Both lists of left-out branches, at most `limit` (past it a later variant is joined as
    /// though none were recorded).
    private static func joined(_ one: [[String: Bool]], _ two: [[String: Bool]], limit: Int) -> [[String: Bool]] {
        Array((one + two).prefix(max(limit, 1)))
    }

    /// True when no variant has a button.
    var hasNoButtons: Bool { variants.allSatisfy(\.isEmpty) }

    /// True when every variant shows a button: a branch that stands in for another's.
    var replacesEveryVariant: Bool { !variants.isEmpty && variants.allSatisfy { !$0.isEmpty } }

    /// The most buttons a variant may show, those known only at run time counted.
    var largestCount: Int { (variants.map(\.count).max() ?? 0) + unknownButtons }
}
