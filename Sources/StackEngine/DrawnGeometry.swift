import ButtonStackBase
import ButtonLayout
import Typesetter

/// Where what the typesetter set is drawn inside the frames the resolver placed: the one place
/// the renderer takes its pen positions from and lint its ink boxes, so what lint measures is
/// what is drawn.
public enum DrawnGeometry {
    /// The pen origin of `line` set in `frame` (y down): its left edge, and its baseline below
    /// the line's top by its ascent and half its line gap.
    public static func lineOrigin(_ line: TextLine, in frame: Rect) -> (x: Double, baseline: Double) {
        (frame.x, frame.y + line.ascent + line.leading / 2)
    }

    /// Where the icon's glyph is drawn in `box` beside a title of `pointSize` points: its em
    /// centred on the box (half the advance across, half the em up from the baseline), mirrored
    /// where its map says so or where it points forward or backward in a right-to-left layout,
    /// as iOS turns such symbols. A mirrored glyph's ink lies left of its origin.
    public static func iconOrigin(_ glyph: IconGlyph, in box: Rect, pointSize: Double, direction: LayoutDirection)
        -> (x: Double, baseline: Double, em: Double, mirrored: Bool) {
        let em = IconGlyph.em(atPointSize: pointSize)
        let face = glyph.face, advance = face.points(face.advance(ofGlyph: glyph.glyph), atSize: em)
        let mirrored = glyph.resolution.mirrored != (glyph.resolution.followsWritingDirection && direction == .rightToLeft)
        return (box.midX - advance / 2 + (mirrored ? advance : 0), box.midY + em / 2, em, mirrored)
    }
}

/// What part of a button some ink belongs to.
public enum ButtonPart: String, Sendable {
    case title, subtitle, icon
}

extension LaidOutButton {
    /// The ink of the button's title and subtitle lines and of its icon, as drawn, in the
    /// stack's points (y down).
    public func ink(direction: LayoutDirection) -> [(part: ButtonPart, rect: Rect)] {
        var result: [(ButtonPart, Rect)] = []
        for (lines, part) in [(placement.titleLines, ButtonPart.title), (placement.subtitleLines, .subtitle)] {
            for placed in lines where !placed.set.ink.isEmpty {
                let line = placed.set
                let origin = DrawnGeometry.lineOrigin(line, in: placed.frame)
                result.append((part, Rect(x: origin.x + line.ink.minX, y: origin.baseline - line.ink.maxY,
                                          width: line.ink.maxX - line.ink.minX, height: line.ink.maxY - line.ink.minY)))
            }
        }
        if icon?.asset != nil, let box = placement.icon, !spec.loading {
            // An asset is drawn into its box (fitted, centred): its box is its ink.
            result.append((.icon, box))
        } else if let glyph = icon, let box = placement.icon, !spec.loading {
            let pointSize = placement.titleAttributes.pointSize
            let origin = DrawnGeometry.iconOrigin(glyph, in: box, pointSize: pointSize, direction: direction)
            let bounds = glyph.face.inkBounds(ofGlyph: glyph.glyph), face = glyph.face
            if bounds.xMax > bounds.xMin {
                let left = origin.mirrored ? origin.x - face.points(bounds.xMax, atSize: origin.em) : origin.x + face.points(bounds.xMin, atSize: origin.em)
                result.append((.icon, Rect(x: left, y: origin.baseline - face.points(bounds.yMax, atSize: origin.em),
                                           width: face.points(bounds.xMax - bounds.xMin, atSize: origin.em),
                                           height: face.points(bounds.yMax - bounds.yMin, atSize: origin.em))))
            }
        }
        return result
    }
}
