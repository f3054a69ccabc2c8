import AssetRasterizer
import ButtonStackBase
import StackEngine
import ButtonLayout
import ButtonSpec
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Rasterizer
import Typesetter

/// Turns a laid-out stack into a draw list: button backgrounds, icons (or an activity indicator)
/// and title lines, at the display scale, on a background with margins.
public struct StackRenderer: Sendable {
    /// How it looks.
    public let theme: Theme
    /// The theme's backdrop image, decoded, when its backdrop is one.
    public let backdropImage: Canvas?
    /// Where the app's asset icons are drawn from (their files read and drawn once a size).
    public let assetDrawings: AssetDrawings?

    /// A renderer with `theme` (and its backdrop's picture, `backdropImage`, for an image
    /// backdrop; the app's asset icons asked of `assetDrawings`). It needs no engine and reads no
    /// file itself: the laid-out stack carries its set lines and icon glyphs, and what is drawn is
    /// what was measured.
    public init(theme: Theme, backdropImage: Canvas? = nil, assetDrawings: AssetDrawings? = nil) {
        self.theme = theme
        self.backdropImage = backdropImage
        self.assetDrawings = assetDrawings
    }

    /// The draw list of `stack`: what the typesetter set is drawn where the resolver placed it.
    public func drawList(_ stack: LaidOutStack) throws -> DrawList {
        let (width, height) = try pixelSize(stack)
        return try drawList(stack, width: width, height: height)
    }

    /// The draw list of `stack` in a picture of `width` × `height` pixels, its size as
    /// ``pixelSize(_:)`` worked it out when the plan was checked (handed down, not worked out again).
    public func drawList(_ stack: LaidOutStack, width: Int, height: Int) throws -> DrawList {
        let scale = stack.configuration.scale
        let margin = theme.margin
        var list = DrawList(width: width, height: height, background: theme.background)
        if let backdrop = theme.backdrop {
            list.commands += try BackdropPainting.commands(backdrop, image: backdropImage, width: width, height: height, specFile: stack.request.file)
        }
        let origin = (x: margin, y: margin)

        for button in stack.buttons {
            let spec = button.spec, placed = button.placement
            let colors = theme.colors(style: spec.style, role: spec.role, disabled: spec.disabled)
            let frame = placed.frame.offsetBy(dx: origin.x, dy: origin.y)
            let clip = pixelRect(frame, scale: scale)
            // Background: the button's shape, the stack's, else automatic.
            let shape = spec.shape ?? stack.request.stack.shape ?? .automatic
            let radius = theme.cornerRadius(shape, width: frame.width, height: frame.height) * scale
            if spec.style.isGlass {
                list.commands += GlassPainting.commands(style: spec.style, x: frame.x * scale, y: frame.y * scale, width: frame.width * scale,
                                                        height: frame.height * scale, radius: radius, scale: scale, fill: colors.fill,
                                                        glass: theme.glass, opacity: spec.disabled ? theme.disabledOpacity : 1)
            } else if colors.fill.alpha > 0 {
                let path = Path.roundedRect(x: frame.x * scale, y: frame.y * scale, width: frame.width * scale,
                                            height: frame.height * scale, radius: radius)
                list.commands.append(.fill(path, colors.fill, clip: nil))
            }
            // Icon, or the activity indicator in its place.
            if let icon = placed.icon?.offsetBy(dx: origin.x, dy: origin.y) {
                if spec.loading {
                    list.commands += ActivityIndicator.commands(in: icon, scale: scale, color: colors.icon, clip: clip)
                } else if let glyph = button.icon, let asset = glyph.asset {
                    list.commands.append(try AssetPainting.command(asset, name: glyph.resolution.name, in: icon, attributes: placed.titleAttributes,
                                                                   scale: scale, dark: theme.appearance == .dark, color: colors.icon,
                                                                   file: stack.request.file, path: spec.path + ".icon", drawings: assetDrawings))
                } else if let glyph = button.icon {
                    list.commands.append(Self.iconCommand(glyph, in: icon, attributes: placed.titleAttributes,
                                                          direction: stack.configuration.direction, scale: scale,
                                                          color: colors.icon, clip: clip))
                }
            }
            // Title and subtitle lines, exactly as they were set when measured.
            list.commands += textCommands(placed.titleLines, size: placed.titleAttributes.pointSize,
                                          offset: origin, scale: scale, color: colors.title, clip: clip)
            if let attributes = placed.subtitleAttributes {
                list.commands += textCommands(placed.subtitleLines, size: attributes.pointSize,
                                              offset: origin, scale: scale, color: colors.subtitle, clip: clip)
            }
        }
        return list
    }

    /// The icon's glyph with its em centred on its box, in the title's weight, filled for a
    /// `.fill` name, at the optical size of its em; mirrored where the map says so, and turned
    /// around in a right-to-left layout when its name points `forward` or `backward`, as iOS does.
    public static func iconCommand(_ glyph: IconGlyph, in box: Rect, attributes: TextAttributes, direction: LayoutDirection = .leftToRight,
                                   scale: Double, color: Color, clip: PixelRect?) -> DrawCommand {
        let size = attributes.pointSize, face = glyph.face
        let (originX, baseline, em, mirrored) = DrawnGeometry.iconOrigin(glyph, in: box, pointSize: size, direction: direction)
        let variations = glyph.axes(atPointSize: size, bold: attributes.bold)
        return .glyphs(
            font: FontFile(path: face.path, faceIndex: face.faceIndex, variations: variations, mirrored: mirrored, data: face.data, version: face.stamp), pixelSize: em * scale,
            glyphs: [GlyphPlacement(id: glyph.glyph, x: originX * scale, y: baseline * scale)], color: color, clip: clip
        )
    }

    /// The most pixels one stack's image may have: 16 Mpx, 64 MB of RGBA while it is drawn (a
    /// 430 pt column @3x could be 12,000 px tall). Each render thread draws one image at a time,
    /// so this bounds a run's memory whatever a spec asks for.
    public static let maximumArea = 1 << 24

    /// The image's size in pixels: the stack and the theme's margins at the display scale.
    /// - Throws: ``RenderFailure`` when a side would exceed ``Canvas/maximumSide`` or the area
    ///   ``maximumArea``.
    public func pixelSize(_ stack: LaidOutStack) throws -> (width: Int, height: Int) {
        let scale = stack.configuration.scale, margin = theme.margin, request = stack.request
        let pixelWidth = ((stack.layout.size.width + 2 * margin) * scale).rounded(.up)
        let pixelHeight = ((stack.layout.size.height + 2 * margin) * scale).rounded(.up)
        guard pixelWidth <= Double(Canvas.maximumSide), pixelHeight <= Double(Canvas.maximumSide),
              pixelWidth * pixelHeight <= Double(Self.maximumArea) else {
            throw RenderFailure(message: "\(request.file): \(request.stack.path): the image would be \(Int(pixelWidth))×\(Int(pixelHeight)) px; "
                + "the limit is \(Canvas.maximumSide) px a side and \(Self.maximumArea / 1_048_576) Mpx in all (fewer buttons, a smaller scale, width or text size)")
        }
        return (Int(pixelWidth), Int(pixelHeight))
    }

    /// Glyph commands for `lines`, each line's runs as they were set, at the line's frame.
    private func textCommands(
        _ lines: [PlacedLine<TextLine>], size: Double, offset: (x: Double, y: Double),
        scale: Double, color: Color, clip: PixelRect
    ) -> [DrawCommand] {
        var commands: [DrawCommand] = []
        for placed in lines {
            let line = placed.set
            let origin = DrawnGeometry.lineOrigin(line, in: placed.frame.offsetBy(dx: offset.x, dy: offset.y))
            let left = origin.x, baseline = origin.baseline
            for run in line.runs {
                let glyphs = run.glyphs.map {
                    GlyphPlacement(id: $0.id, x: (left + $0.x) * scale, y: (baseline - $0.y) * scale)
                }
                commands.append(.glyphs(
                    font: FontFile(path: run.face.path, faceIndex: run.face.faceIndex,
                                   variations: run.face.variations, data: run.face.data, version: run.face.stamp),
                    pixelSize: size * scale, glyphs: glyphs, color: color, clip: clip
                ))
            }
        }
        return commands
    }

    private func pixelRect(_ rect: Rect, scale: Double) -> PixelRect {
        let x0 = Int((rect.x * scale).rounded(.down)), y0 = Int((rect.y * scale).rounded(.down))
        let x1 = Int((rect.maxX * scale).rounded(.up)), y1 = Int((rect.maxY * scale).rounded(.up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

/// One frame of an activity indicator: eight bars around a centre, fading clockwise.
enum ActivityIndicator {
    static func commands(in frame: Rect, scale: Double, color: Color, clip: PixelRect) -> [DrawCommand] {
        let cx = frame.midX * scale, cy = frame.midY * scale
        let radius = min(frame.width, frame.height) * scale / 2
        return (0..<8).map { index in
            let angle = Double(index) * .pi / 4 - .pi / 2
            let (s, c) = (sin(angle), cos(angle))
            let path = Path.bar(fromX: cx + c * radius * 0.45, y: cy + s * radius * 0.45,
                                toX: cx + c * radius * 0.9, y: cy + s * radius * 0.9, width: radius * 0.2)
            return .fill(path, color.withOpacity(1 - Double(index) * 0.1), clip: clip)
        }
    }
}
