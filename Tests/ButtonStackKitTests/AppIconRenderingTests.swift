import ButtonStackRenderer
import ButtonStackLint
import StackEngine
import ButtonStackBase
import AppIcons
import AssetRasterizer
import ButtonLayout
import ButtonSpec
import Foundation
import PNGFiles
import Rasterizer
import Testing
@testable import ButtonStackKit

/// The app's own icons as a button draws them: a real app's assets and icon font, named in a spec.
@Suite struct AppIconRenderingTests {
    static let fixtures = packageRoot.appendingPathComponent("Tests/Fixtures/app-icons").path

    /// A spec in the fixtures folder (paths relative to it) with `buttons` under one stack.
    func appSpec(_ buttons: String, names: String = "fonts/meta.json", locales: String = "[en]") throws -> Spec {
        try SpecParser.parse("""
        assets: Assets.xcassets
        iconFonts: [{prefix: mdi, font: fonts/mdi-subset.ttf, names: \(names)}]
        stacks:
          - name: app
            locales: \(locales)
            buttons:
        \(buttons)
        """, file: Self.fixtures + "/spec.yaml")
    }

    /// The picture of the spec's stack in `locale` and `appearance`, and the stack laid out.
    func picture(_ spec: Spec, locale: String = "en", appearance: Appearance = .light) throws -> (Canvas, LaidOutStack) {
        let stack = try sharedEngine.layout(StackRequest(file: spec.file, stack: spec.stacks[0], locale: locale))
        let list = try StackRenderer(theme: .standard(appearance, stack: spec.stacks[0]), assetDrawings: AssetDrawings()).drawList(stack)
        return (try Painter().paint(list), stack)
    }

    /// The pixels of `canvas` inside button `index`'s icon box (in points, at scale 2, with the theme's 16 pt margin).
    func iconPixels(_ canvas: Canvas, _ stack: LaidOutStack, button index: Int) throws -> [Color] {
        let box = try #require(stack.buttons[index].placement.icon)
        var result: [Color] = []
        for y in Int((box.y + 16) * 2)..<Int((box.maxY + 16) * 2) {
            for x in Int((box.x + 16) * 2)..<Int((box.maxX + 16) * 2) { result.append(canvas.pixel(x: x, y: y)) }
        }
        return result
    }

    @Test func aFontIconIsTheShapeHbViewDraws() throws {
        let spec = try appSpec("      - {icon: \"mdi:cog\", title: Settings}")
        let glyph = try sharedEngine.iconGlyphs.glyph(named: "mdi:cog", appIcons: spec.stacks[0].appIcons)
        #expect(glyph.resolution.source == .appFont(Self.fixtures + "/fonts/mdi-subset.ttf"))
        // The icon's em at 64 px, as hb-view --font-size=64 draws it.
        let pointSize = 32 / IconGlyph.emPerPoint, size = glyph.size(atPointSize: pointSize)
        var list = DrawList(width: 80, height: 80, background: .white)
        list.commands.append(StackRenderer.iconCommand(glyph, in: Rect(x: 20 - size.width / 2, y: 20 - size.height / 2, width: size.width, height: size.height),
                                                       attributes: TextAttributes(pointSize: pointSize), scale: 2, color: .black, clip: nil))
        let ours = InkMask(try Painter().paint(list)), theirs = InkMask(try PNGCodec.read(path: Self.fixtures + "/references/cog-hbview.png"))
        #expect(ours.count > 1000)
        #expect(ours.mismatch(theirs) < 0.04, "\(ours) vs \(theirs)")
    }

    @Test func theThreeNamesFilesNameTheSameGlyphs() throws {
        for names in ["fonts/meta.json", "fonts/names.codepoints", "fonts/mdi.css"] {
            let icons = try #require(try appSpec("      - {icon: \"mdi:content-copy\", title: Copy}", names: names).stacks[0].appIcons)
            #expect(icons.fonts[0].names["content-copy"] == 0xF018F, "\(names)")
            #expect(icons.fonts[0].names["cog"] == 0xF0493, "\(names)")
        }
        // An app's generated enum writes content_copy: taken too.
        let spec = try appSpec("      - {icon: \"mdi:content_copy\", title: Copy}")
        #expect(try sharedEngine.iconGlyphs.glyph(named: "mdi:content_copy", appIcons: spec.stacks[0].appIcons).resolution.codepoint == 0xF018F)
    }

    @Test func aTemplateAssetTakesTheButtonsColourAndAnOriginalKeepsItsOwn() throws {
        let spec = try appSpec("""
              - {icon: "asset:Tools/wrench", title: Repair}
              - {icon: asset:launchScreen-logo, title: Home}
              - {icon: asset:compass, title: Compass, style: filled}
        """)
        let (canvas, stack) = try picture(spec)
        let tint = Theme.light.tint
        // The wrench (template) is drawn in the tint: every inked pixel is a blend of the tint and the gray fill.
        let wrench = try iconPixels(canvas, stack, button: 0).filter { $0 != Theme.light.grayFill }
        #expect(wrench.count > 100)
        #expect(wrench.allSatisfy { $0.blue >= $0.red && $0.blue > 200 }, "\(Set(wrench.map(\.description)).prefix(5))")
        #expect(wrench.contains { $0 == tint })
        // The logo keeps its blue and its white house.
        let logo = try iconPixels(canvas, stack, button: 1)
        #expect(logo.contains { $0.red < 60 && $0.green > 150 && $0.blue > 200 })
        // The compass (grey, no intent) is a template: white on the filled button.
        let compass = try iconPixels(canvas, stack, button: 2)
        #expect(compass.contains { $0 == .white })
    }

    @Test func theDarkVariantIsDrawnInDarkMode() throws {
        let spec = try appSpec("      - {icon: asset:dot, title: Status}")
        let (light, lightStack) = try picture(spec)
        let (dark, darkStack) = try picture(spec, appearance: .dark)
        func reds(_ pixels: [Color]) -> Int { pixels.filter { $0.red > 200 && $0.green < 100 }.count }
        func greens(_ pixels: [Color]) -> Int { pixels.filter { $0.green > 150 && $0.red < 100 && $0.blue < 150 }.count }
        let lightPixels = try iconPixels(light, lightStack, button: 0), darkPixels = try iconPixels(dark, darkStack, button: 0)
        #expect(reds(lightPixels) > 100 && greens(lightPixels) == 0)
        #expect(greens(darkPixels) > 100 && reds(darkPixels) == 0)
    }

    @Test func assetsAreSizedLikeASymbolFromTheirOwnProportions() throws {
        let spec = try appSpec("""
              - {icon: asset:compass, title: Compass}
              - {icon: asset:ohf-inline, title: Foundation}
              - {icon: asset:message-processing-outline, title: Assist}
        """)
        let stack = try sharedEngine.layout(StackRequest(file: spec.file, stack: spec.stacks[0]))
        let side = IconGlyph.em(atPointSize: 17) * IconGlyph.boxPerEm
        let boxes = try stack.buttons.map { try #require($0.placement.icon) }
        // Boxes are whole device pixels (half points at @2x).
        #expect(abs(boxes[0].height - side) <= 0.5 && abs(boxes[0].width - boxes[0].height) <= 0.5, "\(boxes[0])")
        // A 10:1 lockup is kept to 4:1.
        #expect(abs(boxes[1].width - 4 * side) <= 0.5, "\(boxes[1])")
        // The symbol: 90 template units between its small glyph's margins, scaled to medium, at 17 pt.
        #expect(abs(boxes[2].width - 0.9 / 0.78 * 17) <= 0.5, "\(boxes[2])")
    }

    @Test func aBareNameIsAnAssetOnlyWhereNoSymbolHasIt() throws {
        let spec = try appSpec("""
              - {icon: dot, title: Status}
              - {icon: wrench, title: Repair}
              - {icon: asset:wrench, title: Repair}
        """)
        let icons = spec.stacks[0].appIcons
        #expect(try sharedEngine.iconGlyphs.glyph(named: "dot", appIcons: icons).asset?.asset.name == "dot")
        #expect(try sharedEngine.iconGlyphs.glyph(named: "wrench", appIcons: icons).asset == nil, "wrench is an SF Symbols name")
        #expect(try sharedEngine.iconGlyphs.glyph(named: "asset:wrench", appIcons: icons).asset?.asset.name == "Tools/wrench")
    }

    @Test func anUnknownAppIconIsOneLineWithTheNamesNearIt() throws {
        let spec = try appSpec("""
              - {icon: asset:compas, title: Compass}
              - {icon: "mdi:cogg", title: Settings}
        """)
        do {
            try sharedEngine.checkIcons(in: [spec])
            Issue.record("no error")
        } catch let errors as SpecErrors {
            let lines = errors.errors.map(\.description)
            #expect(lines.count == 2)
            #expect(lines[0].contains("stacks[0].buttons[0].icon: unknown icon 'asset:compas' (did you mean 'asset:compass'?)"), "\(lines[0])")
            #expect(lines[0].hasSuffix("or asset:NAME (6 in the spec's assets), mdi:NAME"), "\(lines[0])")
            #expect(lines[1].contains("unknown icon 'mdi:cogg' (did you mean 'mdi:cog'?)"), "\(lines[1])")
        }
    }

    @Test func lintsPlaceholderFindingNamesTheAppsAssetOfThatName() throws {
        // `hand.raised` … an SF name without a stand-in; a catalog with a set of that name.
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("app-icons-lint-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("A.xcassets/suit.heart.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.fixtures + "/Assets.xcassets/Tools/wrench.imageset/wrench.svg", toPath: set.appendingPathComponent("wrench.svg").path)
        try #"{"images": [{"filename": "wrench.svg", "idiom": "universal"}]}"#.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        let spec = try SpecParser.parse("assets: A.xcassets\nstacks:\n  - name: s\n    buttons:\n      - {icon: suit.heart, title: Like}\n",
                                        file: root.appendingPathComponent("spec.yaml").path)
        let stack = try sharedEngine.layout(StackRequest(file: spec.file, stack: spec.stacks[0]))
        let finding = try #require(Lint.findings(stack).first { $0.rule == .iconPlaceholder })
        #expect(stack.buttons[0].icon?.resolution.isPlaceholder == true)
        #expect(finding.message.hasSuffix("(write 'asset:suit.heart' to draw the app's own asset of that name)"))
    }

    @Test func arabicAndChineseTitlesBesideAnAsset() throws {
        let spec = try appSpec("""
              - {icon: asset:compass, title: {en: Compass, ar: البوصلة, zh-Hans: 指南针}}
              - {icon: "mdi:content-copy", title: {en: Copy, ar: نسخ, zh-Hans: 复制}}
        """, locales: "[en, ar, zh-Hans]")
        for locale in ["ar", "zh-Hans"] {
            let (canvas, stack) = try picture(spec, locale: locale)
            let button = stack.buttons[0]
            let icon = try #require(button.placement.icon), title = try #require(button.placement.titleLines.first?.frame)
            // Right to left, the icon leads on the right.
            #expect(locale == "ar" ? icon.minX >= title.maxX : icon.maxX <= title.minX, "\(locale): \(icon) \(title)")
            #expect(try iconPixels(canvas, stack, button: 0).contains { $0.blue > 200 && $0.red < 60 })
            try? PNGCodec.write(canvas, to: NSTemporaryDirectory() + "app-icons-\(locale).png")
        }
    }
}

/// Which pixels of a picture are ink (dark on white, or half opaque), cropped to the ink's box.
struct InkMask: CustomStringConvertible {
    var width = 0, height = 0
    var bits: [Bool] = []
    var count: Int { bits.filter { $0 }.count }

    init(_ canvas: Canvas) {
        func ink(_ color: Color) -> Bool { color.alpha >= 128 && (Int(color.red) * 299 + Int(color.green) * 587 + Int(color.blue) * 114) / 1000 < 128 }
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where ink(canvas.pixel(x: x, y: y)) {
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return }
        width = maxX - minX + 1
        height = maxY - minY + 1
        bits = (0..<(width * height)).map { ink(canvas.pixel(x: minX + $0 % width, y: minY + $0 / width)) }
    }

    /// The share of ink pixels the masks disagree on, boxes aligned at their centres, a pixel wrong
    /// only where the other has none of its value within a pixel; 1 when the boxes differ by more than 2 px.
    func mismatch(_ other: InkMask) -> Double {
        guard abs(width - other.width) <= 2, abs(height - other.height) <= 2, count > 0 else { return 1 }
        let w = max(width, other.width), h = max(height, other.height)
        func bit(_ mask: InkMask, _ x: Int, _ y: Int) -> Bool {
            let sx = x - (w - mask.width) / 2, sy = y - (h - mask.height) / 2
            guard sx >= 0, sy >= 0, sx < mask.width, sy < mask.height else { return false }
            return mask.bits[sy * mask.width + sx]
        }
        func near(_ mask: InkMask, _ x: Int, _ y: Int, _ value: Bool) -> Bool {
            for dy in -1...1 { for dx in -1...1 where bit(mask, x + dx, y + dy) == value { return true } }
            return false
        }
        var wrong = 0
        for y in 0..<h {
            for x in 0..<w {
                let mine = bit(self, x, y), theirs = bit(other, x, y)
                if mine != theirs && (!near(other, x, y, mine) || !near(self, x, y, theirs)) { wrong += 1 }
            }
        }
        return Double(wrong) / Double(max(count, other.count))
    }

    var description: String { "\(width)×\(height), \(count) px" }
}
