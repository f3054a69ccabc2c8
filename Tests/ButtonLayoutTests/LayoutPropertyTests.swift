import ButtonStackBase
import PropertyBased
import Testing
@testable import ButtonLayout

/// Rules that must hold for any stack at any width.
@Suite struct LayoutPropertyTests {
    /// 1 to 6 buttons; titles of 1 to 24 letters in words of 2 to 9; some without an icon.
    static let stack = zip(Gen.int(in: 1...24).array(of: 1...6), Gen.int(in: 2...9), Gen.bool.array(of: 6))
        .map { (generated: ([Int], Int, [Bool])) -> [StackButton<Nothing>] in
            let (lengths, wordLength, icons) = generated
            return lengths.enumerated().map { index, length in
                let letters = (0..<length).map { $0 > 0 && $0 % wordLength == 0 ? " " : "abcdefgh".randomLetter($0 &* 7 &+ length) }
                return StackButton(title: letters.joined().trimmedOrDash, icon: icons[index] ? "star" : nil)
            }
        }
    static let width = Gen.int(in: 60...900).map(Double.init)
    static let scale = Gen.element(of: [1.0, 2.0, 3.0]).compactMap { $0 }
    static let pointSize = Gen.element(of: ContentSizeCategory.allCases.map(\.bodyPointSize)).compactMap { $0 }

    @Test func framesStayInsideTheBoundsWithoutOverlapAndWithExactSpacing() async {
        await propertyCheck(count: 300, input: Self.stack, Self.width, Self.scale, Self.pointSize) { stack, width, scale, size in
            let layout = try fakeResolver.layout(StackConfiguration(buttons: stack, width: width, scale: scale, pointSize: size))
            let bounds = Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height)
            #expect(layout.size.width == width)
            for (index, button) in layout.buttons.enumerated() {
                #expect(bounds.contains(button.frame), "\(button.frame) outside \(bounds)")
                #expect(button.frame.width >= 44 - 1e-9 || layout.mode.isRow)
                #expect(button.frame.height >= 44 - 1e-9)
                // Nothing is clipped unless an icon or one character alone is wider than the button's content.
                let content = width - 10
                let unavoidable = (button.icon?.width ?? 0) > content || 10 * size / 17 > content
                #expect(!button.clipped || unavoidable)
                for other in layout.buttons[(index + 1)...] { #expect(!button.frame.overlaps(other.frame)) }
            }
            for (a, b) in zip(layout.buttons, layout.buttons.dropFirst()) {
                let gap = layout.mode.isRow ? b.frame.minX - a.frame.maxX : b.frame.minY - a.frame.maxY
                #expect(abs(gap - 8) < 1e-9, "spacing \(gap) in mode \(layout.mode)")
            }
        }
    }

    @Test func aWiderWidthNeverGivesALessCompactMode() async {
        await propertyCheck(count: 300, input: Self.stack, Self.width, Gen.int(in: 1...200).map(Double.init), Self.scale) { stack, width, extra, scale in
            let narrow = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: width, scale: scale))
            let wide = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: width + extra, scale: scale))
            #expect(wide.mode <= narrow.mode)
        }
    }

    @Test func rightToLeftIsLeftToRightMirrored() async {
        await propertyCheck(count: 300, input: Self.stack, Self.width, Self.scale) { stack, width, scale in
            let ltr = try fakeResolver.layout(StackConfiguration(buttons: stack, width: width, scale: scale))
            let rtl = try fakeResolver.layout(StackConfiguration(buttons: stack, width: width, scale: scale, direction: .rightToLeft))
            #expect(ltr.mode == rtl.mode)
            for (left, right) in zip(ltr.buttons, rtl.buttons) {
                #expect(right.frame == left.frame.mirrored(inWidth: width))
                #expect(right.title == left.title.mirrored(inWidth: width))
                #expect(right.icon == left.icon?.mirrored(inWidth: width))
            }
        }
    }

    @Test func measuredHeightIsWhatPlacingUses() async {
        await propertyCheck(count: 200, input: Self.stack, Self.width) { stack, width in
            let config = StackConfiguration(buttons: stack, width: width)
            let measured = try fakeResolver.sizeThatFits(config)
            let layout = try fakeResolver.layout(config)
            #expect(layout.size.height == measured.size.height)
            #expect(layout.buttons.map(\.frame.maxY).max() == measured.size.height)
        }
    }
}

extension String {
    /// One of the string's letters, picked by `seed`.
    func randomLetter(_ seed: Int) -> String { String(self[index(startIndex, offsetBy: abs(seed) % count)]) }

    /// The string without leading and trailing spaces, or "-" when nothing is left.
    var trimmedOrDash: String {
        let trimmed = split(separator: " ").joined(separator: " ")
        return trimmed.isEmpty ? "-" : trimmed
    }
}
