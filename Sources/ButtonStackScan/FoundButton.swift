/// A button as read from the code, before it is placed in a group.
struct FoundButton: Equatable {
    var line: Int
    var title: ScannedTitle
    var icon: String?
    var role: String?
    var style: String?

    var scanned: ScannedButton { ScannedButton(line: line, title: title, icon: icon, role: role, style: style) }
}

/// The buttons a piece of view code shows: one list per variant (each branch of an `if`,
/// `switch` or ternary), or the reason they are known only at run time.
struct Content {
    var variants: [[FoundButton]]
    /// Set when some button's title or icon, or the list of buttons itself, comes from run time.
    var runtime: String?
    /// How many buttons are known only at run time (2 for a loop over data).
    var unknownButtons = 0

    /// No buttons.
    static let empty = Content(variants: [[]])

    /// Known only at run time, for `reason`.
    static func runtime(_ reason: String, buttons: Int = 1) -> Content { Content(variants: [[]], runtime: reason, unknownButtons: buttons) }

    /// The buttons of `self` followed by those of `next`, every variant with every variant (at most `limit`).
    func then(_ next: Content, limit: Int) -> Content {
        var combined: [[FoundButton]] = []
        outer: for first in variants {
            for second in next.variants {
                combined.append(first + second)
                if combined.count >= limit { break outer }
            }
        }
        return Content(variants: combined, runtime: runtime ?? next.runtime, unknownButtons: unknownButtons + next.unknownButtons)
    }

    /// The variants of `self` and of `other` side by side (branches of an `if`).
    func or(_ other: Content, limit: Int) -> Content {
        Content(variants: Array((variants + other.variants).prefix(limit)), runtime: runtime ?? other.runtime,
                unknownButtons: max(unknownButtons, other.unknownButtons))
    }

    /// True when no variant has a button.
    var hasNoButtons: Bool { variants.allSatisfy(\.isEmpty) }

    /// The most buttons a variant may show, those known only at run time counted.
    var largestCount: Int { (variants.map(\.count).max() ?? 0) + unknownButtons }
}
