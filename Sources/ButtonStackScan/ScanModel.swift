/// What `scan` found in an app's Swift sources: the groups of buttons the code states, and the
/// places where a group's buttons come from data only a running app has.
public struct ScanReport: Sendable, Equatable {
    /// Groups in file order, then line order (variants of one group in branch order).
    public var groups: [ScannedGroup]
    /// Groups that could not be read from the code alone, with why.
    public var skipped: [SkippedGroup]
    /// Files that could not be read or were left out (`file: problem`), one line each.
    public var problems: [String]
    /// The String Catalogs and `.lproj` folders found under the scanned folders (absolute paths), sorted.
    public var stringFiles: [String]
    /// The asset catalogs found (absolute paths): `assets:` of the spec written.
    public var assetCatalogs: [String] = []

    /// A report of `groups` and `skipped`, with the `problems` met and the `stringFiles` found.
    public init(groups: [ScannedGroup] = [], skipped: [SkippedGroup] = [], problems: [String] = [], stringFiles: [String] = []) {
        self.groups = groups
        self.skipped = skipped
        self.problems = problems
        self.stringFiles = stringFiles
    }
}

/// Two or more buttons shown together, as the code states them.
public struct ScannedGroup: Sendable, Equatable {
    /// The file, relative to the folder named on the command line.
    public var file: String
    /// The line the group's container starts on (counted from 1).
    public var line: Int
    /// The line the container ends on.
    public var endLine: Int
    /// What holds the buttons: `hstack`, `vstack`, `viewThatFits`, `alert`, `confirmationDialog`,
    /// `menu`, `contextMenu`, `toolbar`, `swipeActions`, `controlGroup`, `grid`, `alertController`,
    /// `actionSheet`, `uiMenu`, `stackView`, `navigationBar`, `dynamicButtonStack`, `buttonGroup` (an app's component given a list of `buttons:`).
    public var container: String
    /// The name of the stack written for it (the enclosing type, the container and the line).
    public var stack: String
    /// Which branch of an `if`/`switch`/ternary this is, from 1; 1 when the code has no branches.
    public var variant: Int
    /// How the stack is laid out: the modes in the order the container tries them; empty for dynamic.
    public var modes: [Int]
    /// The buttons in on-screen order (leading to trailing, top to bottom).
    public var buttons: [ScannedButton]

    /// `FILE:LINE`, with `#VARIANT` from the second variant on: the stack's identity in a spec.
    public var source: String { variant > 1 ? "\(file):\(line)#\(variant)" : "\(file):\(line)" }
}

/// One button of a group.
public struct ScannedButton: Sendable, Equatable {
    /// The line the button is stated on (for a helper's button, the line of the call).
    public var line: Int
    /// Its title: a key of the app's strings or literal text.
    public var title: ScannedTitle
    /// An SF Symbols name, `asset:NAME` for an image of the app's asset catalogs, or nil.
    public var icon: String?
    /// `cancel`, `destructive` or nil.
    public var role: String?
    /// The spec's style name (`filled`, `tinted`, `gray`, `plain`, `glass`, …) or nil when the code sets none.
    public var style: String?
    /// The spec's shape (`capsule`, `circle`, `roundedRectangle`, `automatic`) or nil when the code sets none.
    public var shape: String? = nil
    /// The spec's size (`small`, `medium`, `large`) or nil when the code sets none.
    public var size: String? = nil
    /// An icon the code gives that the scan cannot name (an app's own icon type, `icon: .lemmy.send`,
    /// `CompoundIcon(\.plus)`), as written; the button is written without an icon, with a note.
    public var unnamedIcon: String? = nil
    /// Why the scan cannot name it: its type or member `is not declared in the scanned code` (a
    /// package outside the folders scanned), or its value is computed at run time.
    public var unnamedIconReason: String? = nil
}

/// A button's title.
public enum ScannedTitle: Sendable, Equatable, Hashable {
    /// A key of table `table` of the app's strings.
    case key(String, table: String)
    /// A key of table `table` holding a format the app fills in at run time (a name, a count),
    /// with a sample for each argument, so that it renders: text `Name`, numbers `2`.
    case format(String, table: String, arguments: [String])
    /// Text shown as written (not translated).
    case text(String)
}

/// A group whose buttons the code does not state (they come from a model, fetched data, settings …).
public struct SkippedGroup: Sendable, Equatable {
    /// The file, relative to the folder named on the command line.
    public var file: String
    /// The line of the container.
    public var line: Int
    /// Why it was not read.
    public var reason: String
}
