import ButtonStackLint
import ButtonStackRenderer
import StackEngine
import ButtonStackBase
import ButtonLayout
import ButtonSpec
import Rasterizer
import Testing
@testable import ButtonStackKit

/// iOS 26's buttons as pictures, checked on their pixels, and the deployment target's lint rule.
@Suite struct GlassRenderingTests {
    /// The laid-out stack and its picture for the first job of `text` in `appearance`.
    func render(_ text: String, appearance: Appearance = .light, locale: String = "en") throws -> (LaidOutStack, Canvas, Theme) {
        var options = RenderOptions()
        options.appearances = [appearance]
        options.locales = [locale]
        let job = try #require(try RenderPlan.images(specs: [try spec(text)], options: options).first)
        let laidOut = try sharedEngine.layout(job.request)
        let theme = Theme.standard(appearance, stack: job.request.stack)
        let canvas = try Painter(glyphCache: nil).paint(try StackRenderer(theme: theme).drawList(laidOut))
        return (laidOut, canvas, theme)
    }

    /// The pixel at (x, y) points from the picture's top left, at the render's scale.
    func pixel(_ canvas: Canvas, _ stack: LaidOutStack, _ theme: Theme, x: Double, y: Double) -> Color {
        let scale = stack.configuration.scale
        return canvas.pixel(x: Int(((x + theme.margin) * scale).rounded(.down)), y: Int(((y + theme.margin) * scale).rounded(.down)))
    }

    @Test func aCapsuleHasCornersOfHalfItsHeight() throws {
        let (stack, canvas, theme) = try render("stacks: [{name: a, buttons: [{title: Continue, style: filled, shape: capsule}]}]")
        let frame = stack.buttons[0].placement.frame
        let r = frame.height / 2
        // On the diagonal of the corner's circle: inside just within the radius, outside just beyond.
        let inside = r - r / 2.0.squareRoot() + 1.5, outside = r - r / 2.0.squareRoot() - 1.5
        #expect(pixel(canvas, stack, theme, x: frame.minX + inside, y: frame.minY + inside) == theme.tint)
        #expect(pixel(canvas, stack, theme, x: frame.minX + outside, y: frame.minY + outside) == theme.background)
        #expect(theme.cornerRadius(.capsule, width: frame.width, height: frame.height) == frame.height / 2)
        // The theme's 10 pt corner would have covered that outer point.
        #expect(theme.cornerRadius(.automatic, width: frame.width, height: frame.height) == theme.cornerRadius)
    }

    @Test func onIOS26BorderedButtonsAreCapsulesAndWithoutPlatformAsBefore() throws {
        let ios26 = try render("platform: {iOS: \"26.0\"}\nstacks: [{name: a, buttons: [{title: Continue, style: filled}]}]")
        let frame = ios26.0.buttons[0].placement.frame
        #expect(ios26.2.cornerRadius(.automatic, width: frame.width, height: frame.height) == frame.height / 2)
        #expect(ios26.2.tint == Color(hex: 0x0088FF))
        let before = try render("stacks: [{name: a, buttons: [{title: Continue, style: filled}]}]")
        #expect(before.2 == Theme.light, "no platform: today's theme")
        let ios18 = try render("platform: {iOS: \"18.0\"}\nstacks: [{name: a, buttons: [{title: Continue, style: filled}]}]")
        #expect(ios18.2 == Theme.light, "iOS 18: today's theme")
    }

    @Test func prominentGlassIsFilledWithTheTintAndItsTitleIsWhite() throws {
        for appearance in Appearance.allCases {
            let (stack, canvas, theme) = try render("""
            stacks: [{name: a, theme: {backdrop: {gradient: ["#FF0000", "#00FF00"]}}, buttons: [{title: Copy, style: glassProminent}]}]
            """, appearance: appearance)
            let frame = stack.buttons[0].placement.frame
            // Beside the title, inside the edge: the tint.
            #expect(pixel(canvas, stack, theme, x: frame.minX + frame.height / 2 + 2, y: frame.midY) == theme.tint)
            // The title's ink: the brightest pixel of its box is white.
            let title = stack.buttons[0].placement.titleLines[0].frame
            var brightest = 0
            for y in stride(from: title.minY, to: title.maxY, by: 0.5) {
                for x in stride(from: title.minX, to: title.maxX, by: 0.5) {
                    let p = pixel(canvas, stack, theme, x: x, y: y)
                    brightest = max(brightest, Int(p.red) + Int(p.green) + Int(p.blue))
                }
            }
            #expect(brightest == 765, "\(appearance): the title is white")
        }
    }

    @Test func glassIsTranslucentOverTheBackdropWithABrightEdge() throws {
        let (stack, canvas, theme) = try render("""
        stacks: [{name: a, theme: {backdrop: "#FF0000"}, buttons: [{title: Share, style: glass}]}]
        """)
        let frame = stack.buttons[0].placement.frame
        let outside = pixel(canvas, stack, theme, x: frame.minX - 4, y: frame.midY)
        let glass = pixel(canvas, stack, theme, x: frame.minX + frame.height / 2 + 2, y: frame.midY)
        #expect(outside == Color(hex: 0xFF0000), "the backdrop")
        // Red shows through: lighter than the backdrop, still red, not white.
        #expect(glass.red == 255 && glass.green > 60 && glass.green < 230 && glass.green == glass.blue, "\(glass)")
        // The top edge is brighter than the glass beside it.
        let edge = pixel(canvas, stack, theme, x: frame.midX, y: frame.minY + 0.25)
        #expect(Int(edge.green) > Int(glass.green), "edge \(edge) over glass \(glass)")
    }

    @Test func clearGlassDimsWhatIsBeneathAndItsTitleIsWhite() throws {
        let (stack, canvas, theme) = try render("""
        stacks: [{name: a, theme: {backdrop: "#FFFFFF"}, buttons: [{title: Play, style: clearGlass}]}]
        """, appearance: .dark)
        let frame = stack.buttons[0].placement.frame
        let inside = pixel(canvas, stack, theme, x: frame.minX + frame.height / 2 + 2, y: frame.midY)
        #expect(inside.red < 255 && inside.red == inside.green, "dimmed white: \(inside)")
        #expect(theme.colors(style: .clearGlass, role: .normal, disabled: false).title == Color(hex: 0xFFFFFF))
    }

    @Test func glassTitlesAreMonochromeAndRightToLeftAndChineseRender() throws {
        for locale in ["ar", "zh-Hans"] {
            let (stack, canvas, _) = try render("""
            platform: {iOS: "26.0"}
            stacks: [{name: a, buttons: [{icon: document.on.document, title: {en: Copy, ar: نسخ, zh-Hans: 拷贝}, style: glass}]}]
            """, locale: locale)
            #expect(stack.buttons[0].placement.missingGlyphs == 0 && canvas.width > 0)
        }
        let colors = Theme.light.colors(style: .glass, role: .normal, disabled: false)
        #expect(colors.title == colors.icon && colors.title == GlassLook.light.label)
    }

    @Test func iconUnavailableFiresAgainstIOS17NotIOS18() throws {
        let text = { (target: String) in """
        platform: {iOS: "\(target)"}
        stacks: [{name: a, buttons: [{icon: document.on.document, title: Copy}, {icon: apple.intelligence, title: Ask}, {icon: doc.on.doc, title: Old}]}]
        """ }
        let ios17 = Lint.findings(try render(text("17.0")).0).filter { $0.rule == .iconUnavailable }
        #expect(ios17.map(\.button) == [0, 1])
        #expect(ios17.allSatisfy { $0.severity == .error })
        #expect(ios17[0].message.contains("needs iOS 18.0") && ios17[0].message.contains("write 'doc.on.doc'"), "\(ios17[0].message)")
        #expect(!ios17[1].message.contains("write"), "no older spelling: \(ios17[1].message)")
        #expect(Lint.findings(try render(text("18.0")).0).filter { $0.rule == .iconUnavailable }.isEmpty)
        // Without a deployment target, nothing is said.
        let none = try render("stacks: [{name: a, buttons: [{icon: document.on.document, title: Copy}]}]").0
        #expect(Lint.findings(none).allSatisfy { $0.rule != .iconUnavailable })
    }

    @Test func prominentGlassCountsAsAPrimary() throws {
        let stack = try render("stacks: [{name: a, buttons: [{title: A, style: glassProminent}, {title: B, style: filled}, {title: C, style: glass}]}]").0
        let findings = Lint.findings(stack).filter { $0.rule == .multiplePrimary }
        #expect(findings.count == 1 && findings[0].message.contains("buttons 0, 1"))
    }
}
