import ButtonStackBase
import Testing
@testable import ButtonLayout

/// Measuring: modes tried 1 → 4, the first where every button fits wins. With the fake metrics at
/// 17 pt a button with icon and an n-letter title needs 20 + 10 + 10n points beside, plus 10 of insets.
@Suite struct ModeChoiceTests {
    // Three buttons titled "aaa": beside content 60, button 70; a row needs usual slot ≥ 70,
    // i.e. floor((W − 16) / 3) ≥ 70 → W ≥ 226.
    @Test func modeOneExactlyFitsAndOnePixelShort() throws {
        let stack = buttons(["aaa", "aaa", "aaa"])
        #expect(try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 226)).mode == .rowIconBeside)
        let short = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 225))
        #expect(short.mode == .rowIconAbove)
        #expect(short.attempts[0] == ModeAttempt(mode: .rowIconBeside, fits: false, button: 0, overflow: 1))
        // At @2x the slot may be a half point: 225.5 gives floor₂(69.83) = 69.5, still short.
        #expect(try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 225.5, scale: 2)).mode == .rowIconAbove)
    }

    // Mode 2 needs each title (30 wide) within slot − 10.
    @Test func modeTwoExactlyFitsAndOnePixelShort() throws {
        let stack = buttons(["aaaaaaaaaa", "aaa", "aaa"]) // title 100 → slot ≥ 110 → W ≥ 346
        #expect(try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 346)).mode == .rowIconAbove)
        let short = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 345))
        #expect(short.mode == .columnIconBeside)
        #expect(short.attempts.map(\.mode) == [.rowIconBeside, .rowIconAbove, .columnIconBeside])
        #expect(short.attempts[1].button == 0 && short.attempts[1].overflow == 1)
    }

    // Mode 3 needs 20 + 10 + title + 10 ≤ W.
    @Test func modeThreeExactlyFitsAndOnePixelShort() throws {
        let stack = buttons(["aaaaaaaaaaaaaaaaaaaa", "aaa"]) // title 200 → 240
        #expect(try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 240)).mode == .columnIconBeside)
        let short = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 239))
        #expect(short.mode == .columnIconAbove)
        #expect(short.attempts[2] == ModeAttempt(mode: .columnIconBeside, fits: false, button: 0, overflow: 1))
    }

    @Test func reportedSizesFollowTheRules() throws {
        // Mode 1: widest button × n + spacing × (n − 1) by the tallest.
        let one = try fakeResolver.sizeThatFits(StackConfiguration(buttons: buttons(["a", "aaa"]), width: 400))
        #expect(one.mode == .rowIconBeside)
        #expect(one.size == Size(width: 70 * 2 + 8, height: 44)) // content 30 tall + 10 < 44 target
        // Mode 2: icon above title: 20 + 10 + 20 + 10 = 60 tall.
        let two = try fakeResolver.sizeThatFits(StackConfiguration(buttons: buttons(["aaaaaaaaaa", "aa"]), width: 230))
        #expect(two.mode == .rowIconAbove)
        #expect(two.size == Size(width: 110 * 2 + 8, height: 60))
        // Mode 3: widest by n × tallest + spacing.
        let three = try fakeResolver.sizeThatFits(StackConfiguration(buttons: buttons(["aaaaaaaaaaaa", "aa", "a"]), width: 200))
        #expect(three.mode == .columnIconBeside)
        #expect(three.size == Size(width: 160, height: 44 * 3 + 16))
        // Mode 4: heights add up; the long title wraps to two lines.
        let four = try fakeResolver.sizeThatFits(StackConfiguration(buttons: buttons(["aaaaaa aaaaaa", "a"]), width: 100))
        #expect(four.mode == .columnIconAbove)
        #expect(four.size.height == (20 + 10 + 40 + 10) + 8 + (20 + 10 + 20 + 10))
    }

    @Test func aboveContentUsesTheTitleWidthNotItsHeight() throws {
        // The original took the title's height as the width in one branch; a 300-point title must
        // make a 310-point button, not a 30-point one.
        let stack = [StackButton(title: String(repeating: "a", count: 30), icon: "star")]
        let size = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 320))
        #expect(size.mode == .rowIconAbove)
        #expect(size.size.width == 310)
    }

    @Test func minimumTouchTargetIsKept() throws {
        let stack = [StackButton(title: "a")]
        let layout = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 300, minimumTarget: Size(width: 48, height: 48)))
        #expect(layout.buttons[0].frame.height == 48)
        let measured = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 300, minimumTarget: Size(width: 48, height: 48)))
        #expect(measured.size == Size(width: 48, height: 48))
        let wcag = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 300, minimumTarget: Size(width: 24, height: 24)))
        #expect(wcag.size == Size(width: 24, height: 30))
    }

    @Test func gapScalesWithTheTextSize() throws {
        // 2 × round(0.3 × 53) = 32 at 53 pt: icon 62.35 → 63 (ceil to pixels) + 32 + 31.18 → 32 (title "a").
        let stack = [StackButton(title: "a", icon: "star")]
        let measured = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 1000, pointSize: 53))
        #expect(measured.size.width == 63 + 32 + 32 + 10)
    }

    @Test func aWiderWidthNeverChoosesALessCompactMode() throws {
        let stack = buttons(["Organise", "Add", "Einstellungen"])
        var previous = StackMode.columnIconAbove
        for width in stride(from: 60.0, through: 700, by: 0.5) {
            let mode = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: width, scale: 2)).mode
            #expect(mode <= previous, "width \(width): \(mode) after \(previous)")
            previous = mode
        }
        #expect(previous == .rowIconBeside)
    }

    @Test func badConfigurationsAreRefused() {
        #expect(throws: LayoutError.noButtons) { try fakeResolver.layout(StackConfiguration<Nothing>(buttons: [], width: 100)) }
        #expect(throws: LayoutError.self) { try fakeResolver.layout(StackConfiguration(buttons: buttons(["a"]), width: .nan)) }
        #expect(throws: LayoutError.self) { try fakeResolver.layout(StackConfiguration(buttons: buttons(["a"]), width: 100, scale: 4)) }
        #expect(throws: LayoutError.self) { try fakeResolver.layout(StackConfiguration(buttons: buttons(["a"]), width: 100, height: -1)) }
    }
}
