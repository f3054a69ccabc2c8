import ButtonStackLint
import ButtonStackRenderer
import StackEngine
import ButtonStackBase
import ButtonLayout
import ButtonSpec
import Foundation
import Rasterizer
import Testing
@testable import ButtonStackKit

/// Icons as a button draws them: the SF Symbols names apps use, in the title's weight, filled for
/// `.fill`, at the size of SF Symbols beside text.
@Suite struct IconRenderingTests {
    /// `name` drawn alone in a box of its size beside a title of `pointSize`, at `scale`: the
    /// number of inked pixels and the ink's width in points.
    func ink(_ name: String, pointSize: Double = 17, bold: Bool = false, scale: Double = 2) throws -> (pixels: Int, width: Double) {
        let glyph = try sharedEngine.iconGlyphs.glyph(named: name)
        let size = glyph.size(atPointSize: pointSize)
        let box = Rect(x: 4, y: 4, width: size.width, height: size.height)
        var list = DrawList(width: Int(((size.width + 8) * scale).rounded(.up)), height: Int(((size.height + 8) * scale).rounded(.up)),
                            background: Color(hex: 0xFFFFFF))
        list.commands.append(StackRenderer.iconCommand(glyph, in: box, attributes: TextAttributes(pointSize: pointSize, bold: bold),
                                                       scale: scale, color: Color(hex: 0x000000), clip: nil))
        let canvas = try Painter().paint(list)
        var pixels = 0, minX = Int.max, maxX = Int.min
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas.pixel(x: x, y: y).red < 128 {
                pixels += 1
                minX = min(minX, x)
                maxX = max(maxX, x)
            }
        }
        return (pixels, pixels == 0 ? 0 : Double(maxX - minX + 1) / scale)
    }

    @Test func threeHundredNamesAppsUseAreAllTakenAndNineInTenMapped() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("Tests/Fixtures/icons/sf-symbols-apps-use.txt"), encoding: .utf8)
        let names = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        #expect(names.count == 300)
        var mapped = 0
        for name in names {
            let glyph = try sharedEngine.iconGlyphs.glyph(named: name)
            if !glyph.resolution.isPlaceholder { mapped += 1 }
            #expect(try ink(name, scale: 1).pixels > 10, "\(name) draws nothing")
        }
        #expect(Double(mapped) / Double(names.count) >= 0.9, "\(mapped) of \(names.count) mapped")
    }

    @Test func everyAliasInTheSpecReferenceDrawsWhatItSays() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("docs/spec-reference.md"), encoding: .utf8)
        let table = try #require(readme.components(separatedBy: "<!-- icon table -->").dropFirst().first)
        var checked = 0
        for row in table.split(separator: "\n").prefix(while: { $0.hasPrefix("|") }).dropFirst(2) {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "`", with: "") }
            for pair in stride(from: 0, to: cells.count - 1, by: 2) where !cells[pair].isEmpty {
                let resolution = try sharedEngine.iconGlyphs.glyph(named: cells[pair]).resolution
                let said = cells[pair + 1]
                #expect(resolution.glyphName == said.replacingOccurrences(of: " (filled)", with: "").replacingOccurrences(of: " (mirrored)", with: ""), "\(cells[pair])")
                #expect(resolution.filled == said.contains("(filled)"), "\(cells[pair])")
                #expect(resolution.mirrored == said.contains("(mirrored)"), "\(cells[pair])")
                checked += 1
            }
        }
        #expect(checked >= 60)
    }

    @Test func iconsTakeTheTitlesWeightAndFillForFillNames() throws {
        let regular = try ink("heart"), bold = try ink("heart", bold: true), filled = try ink("heart.fill")
        #expect(Double(bold.pixels) > Double(regular.pixels) * 1.15, "bold \(bold.pixels) vs regular \(regular.pixels)")
        #expect(Double(filled.pixels) > Double(regular.pixels) * 1.5, "filled \(filled.pixels) vs outline \(regular.pixels)")
    }

    @Test func iconsAreAsWideAsSFSymbolsBesideTextInTheReferencePicture() throws {
        // In the original README picture (extraExtraLarge, 23 pt titles) a folder and a gear are
        // 26.1 and 25.7 pt wide: 1.13 × the point size.
        for name in ["folder", "gear"] {
            let width = try ink(name, pointSize: 23).width
            #expect(abs(width - 1.13 * 23) < 1.3, "\(name) is \(width) pt wide")
        }
        let box = try sharedEngine.iconGlyphs.glyph(named: "plus").size(atPointSize: 17)
        #expect(abs(box.width - 19.27) < 0.01 && box.width == box.height)
    }

    @Test func everyUnknownIconOfASpecIsNamedAtOnceWithItsLine() throws {
        let spec = try spec("""
        stacks:
          - name: s
            buttons:
              - icon: persn
                title: A
              - icon: at
                title: B
              - icon: trash.fil
                title: C
          - name: t
            buttons:
              - {icon: square.and.arow.up, title: D}
        """)
        do {
            try sharedEngine.checkIcons(in: [spec])
            Issue.record("accepted")
        } catch let error as SpecErrors {
            let lines = error.errors.map(\.description)
            #expect(lines.count == 3)
            #expect(lines[0].hasPrefix("test.yaml:4: stacks[0].buttons[0].icon: unknown icon 'persn' (did you mean 'person'"))
            #expect(lines[1].hasPrefix("test.yaml:8: stacks[0].buttons[2].icon: unknown icon 'trash.fil' (did you mean 'trash.fill'"))
            #expect(lines[2].hasPrefix("test.yaml:12: stacks[1].buttons[0].icon: unknown icon 'square.and.arow.up' (did you mean 'square.and.arrow.up'"))
        }
    }

    @Test func aPlaceholderIsALintFindingNotAnError() throws {
        let spec = try spec("stacks: [{name: s, buttons: [{icon: logo.xbox, title: Play}, {icon: gamecontroller, title: Games}]}]")
        let laidOut = try sharedEngine.layout(StackRequest(file: "test.yaml", stack: spec.stacks[0]))
        let findings = Lint.findings(laidOut)
        #expect(findings.map(\.rule.rawValue) == ["icon-placeholder"])
        #expect(findings.first?.button == 0)
        // The same box as a mapped icon: a placeholder never moves a button.
        #expect(laidOut.layout.buttons[0].icon.map { [$0.width, $0.height] } == laidOut.layout.buttons[1].icon.map { [$0.width, $0.height] })
    }
}

extension IconRenderingTests {
    /// The inked columns of `name` drawn as a button draws it in `direction`, left to right, in a
    /// box of a whole number of pixels (so mirroring about its centre maps pixels onto pixels).
    func inkColumns(_ name: String, direction: LayoutDirection) throws -> [Int] {
        let glyph = try sharedEngine.iconGlyphs.glyph(named: name)
        var list = DrawList(width: 20, height: 20, background: Color(hex: 0xFFFFFF))
        list.commands.append(StackRenderer.iconCommand(glyph, in: Rect(x: 0, y: 0, width: 20, height: 20),
                                                       attributes: TextAttributes(pointSize: 17), direction: direction,
                                                       scale: 1, color: Color(hex: 0x000000), clip: nil))
        let canvas = try Painter().paint(list)
        return (0..<canvas.width).map { x in (0..<canvas.height).filter { canvas.pixel(x: x, y: $0).red < 200 }.count }
    }

    @Test func aMirroredStandInFacesTheOtherWayInTheSameBox() throws {
        // SF's reply-forward arrow is Material's reply arrow turned around.
        let reply = try inkColumns("arrowshape.turn.up.left", direction: .leftToRight)
        let forward = try inkColumns("arrowshape.turn.up.right", direction: .leftToRight)
        #expect(isMirror(forward, of: reply), "\(forward) against \(reply)")
        #expect(!isMirror(forward, of: forward), "the arrow is not symmetric")
    }

    @Test func forwardAndBackwardNamesTurnAroundRightToLeftAndOthersDoNot() throws {
        let forward = try inkColumns("chevron.forward", direction: .leftToRight)
        let turned = try inkColumns("chevron.forward", direction: .rightToLeft)
        #expect(isMirror(turned, of: forward), "\(turned) against \(forward)")
        #expect(!isMirror(forward, of: forward))
        #expect(try inkColumns("chevron.right", direction: .rightToLeft) == inkColumns("chevron.right", direction: .leftToRight))
    }

    /// True when `a` is `b` reversed, give or take a pixel of anti-aliasing a column.
    func isMirror(_ a: [Int], of b: [Int]) -> Bool {
        a.count == b.count && zip(a, b.reversed()).allSatisfy { abs($0 - $1) <= 1 } && a.reduce(0, +) > 8
    }
}

extension IconRenderingTests {
    @Test func aRunawayIconNameIsShownByItsStart() throws {
        let name = Array(repeating: "abcdefgh", count: 10_000).joined(separator: ".")
        let spec = try spec("stacks: [{name: s, buttons: [{icon: \(name), title: A}]}]")
        do {
            try sharedEngine.checkIcons(in: [spec])
            Issue.record("accepted")
        } catch let error as SpecErrors {
            let line = try #require(error.errors.first?.description)
            #expect(line.count < 300, "\(line.prefix(300))")
            #expect(line.contains("(89999 characters)"))
        }
    }
}
