import ButtonStackBase

/// An app's own font, tried first for every script it covers, the bundled chain after it:
/// a regular file, a bold one (a bold title without it takes the bundled bold faces), and an
/// optional tracking table.
public struct AppFont: Hashable, Sendable {
    /// One font file, at an instance of its variation axes if it is a variable font.
    public struct File: Hashable, Sendable {
        /// Its path.
        public var path: String
        /// Face index in a collection.
        public var faceIndex: Int
        /// Axis values (`wght` 600), sorted by tag; empty for a static font or the default instance.
        public var axes: [Axis]
        /// A named instance of a variable font ("SemiBold"); `axes` given as well win over its values.
        public var instance: String?

        /// `path` at the named `instance`, then `axes`.
        public init(path: String, faceIndex: Int = 0, instance: String? = nil, axes: [Axis] = []) {
            self.path = path
            self.faceIndex = faceIndex
            self.instance = instance
            self.axes = axes.sorted { $0.tag < $1.tag }
        }

    }

    /// One variation axis value.
    public typealias Axis = FontAxis

    /// The regular face.
    public var regular: File
    /// The bold face, if the app has one.
    public var bold: File?
    /// Tracking by point size; nil: none, or Apple's table when the font is SF Pro.
    public var tracking: TrackingTable?

    /// An app font of `regular` and `bold` files.
    public init(regular: File, bold: File? = nil, tracking: TrackingTable? = nil) {
        self.regular = regular
        self.bold = bold
        self.tracking = tracking
    }

    /// The file for `weight`: a regular title never takes the bold file; a bold title without a
    /// bold file takes none (the bundled bold faces set it).
    public func file(for weight: FontWeight) -> File? { weight == .bold ? bold : regular }
}

/// Tracking (letter spacing) by point size, in thousandths of an em, as UIKit applies it: added
/// after every character. Between the sizes listed it is interpolated linearly; outside them the
/// nearest size's value holds.
public struct TrackingTable: Hashable, Sendable {
    /// (point size, thousandths of an em), sorted by size.
    public let entries: [Entry]

    /// One row.
    public struct Entry: Hashable, Sendable {
        /// Point size.
        public var size: Double
        /// Thousandths of an em.
        public var tracking: Double
    }

    /// A table of `entries` (any order).
    public init(_ entries: [(size: Double, tracking: Double)]) {
        self.entries = entries.map { Entry(size: $0.size, tracking: $0.tracking) }.sorted { $0.size < $1.size }
    }

    /// The tracking at `size` points, in thousandths of an em.
    public func tracking(atPointSize size: Double) -> Double {
        guard let first = entries.first, let last = entries.last else { return 0 }
        if size <= first.size { return first.tracking }
        if size >= last.size { return last.tracking }
        let upper = entries.firstIndex { $0.size >= size }!
        let a = entries[upper - 1], b = entries[upper]
        return a.tracking + (b.tracking - a.tracking) * (size - a.size) / (b.size - a.size)
    }

    /// What UIKit applies to the system font, SF Pro, on iOS: the tracking table of Apple's Human
    /// Interface Guidelines (Typography), in thousandths of an em. (12 pt 0, 13 pt −6, 17 pt −26
    /// and 28 pt +14 checked against a second public copy of the table.)
    public static let sfPro = TrackingTable([
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20),
        (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3), (25, 6), (26, 8), (27, 11),
        (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12), (35, 11), (36, 10), (37, 10), (38, 10),
        (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8), (45, 8), (46, 8), (47, 8), (48, 8), (49, 8), (50, 7),
        (51, 7), (52, 7), (53, 7), (54, 7), (56, 6), (58, 6), (60, 6), (62, 5), (64, 5), (66, 4), (68, 4), (70, 3),
        (72, 3), (76, 2), (80, 0),
    ])

    /// True for the family names of Apple's system font (`SF Pro`, `SF Pro Text`, `SF Pro Display`).
    public static func isSystemFont(familyName: String) -> Bool {
        familyName == "SF Pro" || familyName.hasPrefix("SF Pro Text") || familyName.hasPrefix("SF Pro Display")
            || familyName == ".SF NS" || familyName.hasPrefix("SF Pro ")
    }
}
