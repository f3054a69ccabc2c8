import StackEngine
import ButtonStackBase
import ButtonLayout
import ButtonSpec
import Testing
@testable import ButtonStackKit

/// The resolver on real metrics: the README picture's stacks choose the modes the original chose.
@Suite struct RealFontLayoutTests {
    func mode(_ stack: String, _ locale: String, width: Double = 320, textSize: ContentSizeCategory = .extraExtraLarge) throws -> TypesetLayout {
        let spec = try example("readme.yaml")
        let request = StackRequest(file: spec.file, stack: try #require(spec.stack(named: stack)), locale: locale, textSize: textSize, width: width)
        return try sharedEngine.layout(request).layout
    }

    @Test func theReadmePictureModes() throws {
        #expect(try mode("actions", "zh-Hant").mode == .rowIconBeside)
        #expect(try mode("actions", "en").mode == .rowIconAbove)
        #expect(try mode("actions", "de").mode == .columnIconBeside)
        #expect(try mode("add-organise", "ar").mode == .rowIconBeside)
        #expect(try mode("share-reply-delete", "ar").mode == .rowIconAbove)
        #expect(try mode("tools", "ar").mode == .columnIconBeside)
    }

    @Test func germanNeedsTheLongestTitlesOwnLine() throws {
        let layout = try mode("actions", "de")
        // Mode 2 failed on "Einstellungen", the widest title.
        #expect(layout.attempts[1].button == 2)
        #expect(Set(layout.buttons.map(\.title.x)).count == 1, "titles share a leading edge")
    }

    @Test func arabicRunsRightToLeft() throws {
        let layout = try mode("tools", "ar")
        for button in layout.buttons { #expect(button.icon!.minX > button.title.maxX, "icon on the leading (right) side") }
        #expect(Set(layout.buttons.map(\.title.maxX)).count == 1, "titles share a leading (right) edge")
        let row = try mode("share-reply-delete", "ar")
        #expect(row.buttons[0].frame.maxX == 320 && row.buttons[2].frame.minX == 0)
    }

    @Test func chineseWrapsBetweenIdeographsAtHugeSizes() throws {
        let spec = try spec("""
        stacks:
          - name: s
            buttons:
              - {icon: plus, title: {zh-Hans: 添加到阅读列表并稍后继续阅读}}
        """)
        let request = StackRequest(file: "test.yaml", stack: spec.stacks[0], locale: "zh-Hans", textSize: .accessibilityExtraExtraExtraLarge, width: 320)
        let layout = try sharedEngine.layout(request).layout
        #expect(layout.mode == .columnIconAbove)
        let lines = layout.buttons[0].titleLines
        #expect(lines.count > 1)
        #expect(lines.map(\.text).joined() == "添加到阅读列表并稍后继续阅读")
        #expect(lines.allSatisfy { $0.frame.width <= 310 })
    }

    @Test func unknownIconsNameTheButton() throws {
        let spec = try spec("stacks: [{name: s, buttons: [{icon: plsu, title: Add}]}]")
        do {
            _ = try sharedEngine.layout(StackRequest(file: "test.yaml", stack: spec.stacks[0]))
            Issue.record("laid out")
        } catch let error as SpecError {
            #expect("\(error)".hasPrefix("test.yaml:1: stacks[0].buttons[0].icon: unknown icon 'plsu' (did you mean 'plus'"))
        }
    }
}
