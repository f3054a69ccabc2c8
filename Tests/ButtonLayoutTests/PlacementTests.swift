import ButtonStackBase
import Testing
@testable import ButtonLayout

@Suite struct PlacementTests {
    @Test func rowSlotsAreEqualAndTheLastTakesTheRemainder() throws {
        let layout = try fakeResolver.layout(StackConfiguration(buttons: buttons(["a", "b", "c"]), width: 301))
        #expect(layout.mode == .rowIconBeside)
        // floor((301 − 16) / 3) = 95; the last is 301 − 2 × 103 = 95; at 302: 95, 95, 96.
        #expect(layout.buttons.map(\.frame.x) == [0, 103, 206])
        let wider = try fakeResolver.layout(StackConfiguration(buttons: buttons(["a", "b", "c"]), width: 302))
        #expect(wider.buttons.map(\.frame.width) == [95, 95, 96])
        #expect(wider.buttons.last!.frame.maxX == 302)
    }

    @Test func placesAtTheMeasuredHeightByDefault() throws {
        let layout = try fakeResolver.layout(StackConfiguration(buttons: buttons(["a", "b"]), width: 300))
        #expect(layout.size == Size(width: 300, height: 44))
        #expect(layout.buttons.allSatisfy { $0.frame.height == 44 })
        #expect(!layout.scrolls)
    }

    @Test func modeThreeAlignsIconsOnOneLineAndTitlesOnOneEdge() throws {
        let stack = [StackButton(title: "aaaaaaaaaaaa", icon: "star"), StackButton(title: "a", icon: "star"),
                     StackButton(title: "aaaaa", icon: "star")]
        let layout = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 200))
        #expect(layout.mode == .columnIconBeside)
        #expect(Set(layout.buttons.map { $0.icon!.midX }).count == 1)
        #expect(Set(layout.buttons.map(\.title.x)).count == 1)
        // The group (widest icon + gap + widest title) is centred: 20 + 10 + 120 = 150 in 190.
        #expect(layout.buttons[0].icon!.x == 5 + 20)
        #expect(layout.buttons[0].title.x == 5 + 20 + 30)
    }

    @Test func modeTwoAlignsIconsOnOneLineAndTitlesOnOneTopEdge() throws {
        let stack = [StackButton(title: "aaaaaaaaaa", icon: "star"), StackButton(title: "aa", icon: nil),
                     StackButton(title: "aaa", icon: "star")]
        let layout = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 346))
        #expect(layout.mode == .rowIconAbove)
        #expect(Set(layout.buttons.map(\.title.y)).count == 1)
        #expect(Set(layout.buttons.compactMap { $0.icon?.midY }).count == 1)
        #expect(layout.buttons[1].icon == nil)
        #expect(layout.buttons.allSatisfy { abs($0.title.midX - $0.frame.midX) <= 0.5 })
    }

    @Test func rightToLeftRowStartsOnTheRightWithIconsOnTheLeadingSide() throws {
        let config = StackConfiguration(buttons: buttons(["first", "second", "third"]), width: 400)
        let ltr = try fakeResolver.layout(config)
        var rtlConfig = config
        rtlConfig.direction = .rightToLeft
        let rtl = try fakeResolver.layout(rtlConfig)
        #expect(rtl.mode == .rowIconBeside)
        #expect(rtl.buttons[0].frame.maxX == 400)
        #expect(rtl.buttons[0].frame.x > rtl.buttons[1].frame.x)
        #expect(rtl.buttons.allSatisfy { $0.icon!.minX >= $0.title.maxX })
        for (left, right) in zip(ltr.buttons, rtl.buttons) {
            #expect(right.frame == left.frame.mirrored(inWidth: 400))
            #expect(right.icon == left.icon?.mirrored(inWidth: 400))
        }
    }

    @Test func trailingIconsSitAfterTheTitle() throws {
        let stack = [StackButton(title: "Next", icon: "star", iconPlacement: .trailing)]
        let layout = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 300))
        #expect(layout.buttons[0].icon!.minX >= layout.buttons[0].title.maxX)
    }

    @Test func everyEdgeIsOnTheDevicePixelGrid() throws {
        for scale in [1.0, 2, 3] {
            for width in [199.0, 250, 333, 390] {
                let layout = try fakeResolver.layout(StackConfiguration(
                    buttons: buttons(["aaa aa", "a", "aaaa aaaa aaa"]), width: width, scale: scale, pointSize: 19
                ))
                for button in layout.buttons {
                    for rect in [button.frame, button.icon!, button.title] {
                        for edge in [rect.x, rect.y, rect.width, rect.height] {
                            #expect(abs(edge * scale - (edge * scale).rounded()) < 1e-6, "@\(scale)x \(width): \(rect)")
                        }
                    }
                }
            }
        }
    }

    @Test func largerBoundsPreferTheExpandedModes() throws {
        let stack = buttons(["a", "b", "c"])
        // Measures as a row (mode 1, 44 tall)…
        #expect(try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 300)).mode == .rowIconBeside)
        // …but given room for a column, it becomes a column (mode 3) with equal slots.
        let tall = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 300, height: 200))
        #expect(tall.mode == .columnIconBeside)
        #expect(tall.buttons.map(\.frame.height) == [61, 61, 62])
        #expect(tall.buttons.last!.frame.maxY == 200)
        // Room for icons above titles but not for a column: mode 2.
        let medium = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 300, height: 100))
        #expect(medium.mode == .rowIconAbove)
        // Just the measured height: stays mode 1.
        #expect(try fakeResolver.layout(StackConfiguration(buttons: stack, width: 300, height: 44)).mode == .rowIconBeside)
    }

    @Test func modeFourHeightsGrowInProportionAndEndAtTheBottom() throws {
        let stack = buttons(["aaaaaa aaaaaa aaaaaa", "a"])
        let measured = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 100))
        #expect(measured.mode == .columnIconAbove)
        let layout = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 100, height: measured.size.height * 2))
        #expect(layout.mode == .columnIconAbove)
        let heights = layout.buttons.map(\.frame.height)
        // Needed 100 and 60; available 2 × 168 − 8 = 328; scale 2.05.
        #expect(heights == [205, 123])
        #expect(layout.buttons.last!.frame.maxY == measured.size.height * 2)
        #expect(layout.buttons[0].titleLines.count == 3)
        #expect(layout.buttons[0].titleAlignment == .leading)
        #expect(layout.buttons[1].titleAlignment == .center)
    }

    @Test func wrappedTitlesLineUpAtTheLeadingEdgeOrTheCentre() throws {
        let stack = buttons(["aaaaaa aaa aaaaaa"])
        let leading = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 80))
        #expect(Set(leading.buttons[0].titleLines.map(\.frame.x)).count == 1)
        let centred = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 80, wrappedTitleAlignment: .center))
        #expect(Set(centred.buttons[0].titleLines.map(\.frame.midX)).count == 1)
    }

    @Test func boundedHeightEitherFitsCentredOrScrolls() throws {
        let stack = buttons(["aaaaaaaaaaaaaaaa", "b", "c"])
        let measured = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 200))
        #expect(measured.mode == .columnIconBeside)
        let centred = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 200, height: 400, heightPolicy: .center))
        #expect(!centred.scrolls)
        #expect(centred.size.height == 400)
        let top = centred.buttons.first!.frame.minY, bottom = 400 - centred.buttons.last!.frame.maxY
        #expect(abs(top - bottom) <= 1)
        let scrolling = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 200, height: 60))
        #expect(scrolling.scrolls)
        #expect(scrolling.contentHeight == measured.size.height)
        #expect(scrolling.buttons.last!.frame.maxY == measured.size.height)
    }

    @Test func forcedModesAreDrawnEvenWhenTheyDoNotFit() throws {
        let stack = buttons(["Organisieren", "Hinzufügen"])
        for mode in StackMode.allCases {
            let layout = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 150, forcedMode: mode))
            #expect(layout.mode == mode)
            #expect(layout.measuredMode == .columnIconAbove)
        }
        let row = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 150, forcedMode: .rowIconBeside))
        #expect(row.buttons.allSatisfy { $0.clipped })
        let natural = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 150))
        #expect(natural.buttons.allSatisfy { !$0.clipped })
    }

    @Test func adaptivePoliciesChooseRowOrColumn() throws {
        let stack = buttons(["a", "b"])
        #expect(try fakeResolver.layout(StackConfiguration(buttons: stack, width: 700, policy: .sizeClass(regularWidth: 600))).mode == .rowIconBeside)
        #expect(try fakeResolver.layout(StackConfiguration(buttons: stack, width: 390, policy: .sizeClass(regularWidth: 600))).mode == .columnIconBeside)
        #expect(try fakeResolver.layout(StackConfiguration(buttons: stack, width: 390, pointSize: 28, policy: .textSize(columnAtPointSize: 28))).mode == .columnIconBeside)
        #expect(try fakeResolver.layout(StackConfiguration(buttons: stack, width: 390, policy: .textSize(columnAtPointSize: 28))).mode == .rowIconBeside)
        let fit = StackPolicy.fit(candidates: [.rowIconBeside, .columnIconBeside])
        #expect(try fakeResolver.layout(StackConfiguration(buttons: stack, width: 390, policy: fit)).mode == .rowIconBeside)
        #expect(try fakeResolver.layout(StackConfiguration(buttons: buttons(["aaaaaaaaaa", "b"]), width: 150, policy: fit)).mode == .columnIconBeside)
    }
}

@Suite struct ButtonContentTests {
    @Test func aSubtitleMakesTheButtonTallerAndSitsUnderTheTitle() throws {
        let plain = [StackButton(title: "aaaa", icon: "star")]
        let withSubtitle = [StackButton(title: "aaaa", icon: "star", subtitle: "bbbbbbbb")]
        let a = try fakeResolver.layout(StackConfiguration(buttons: plain, width: 300, forcedMode: .columnIconAbove))
        let b = try fakeResolver.layout(StackConfiguration(buttons: withSubtitle, width: 300, forcedMode: .columnIconAbove))
        // Subtitle at 0.8 × 17 pt: 16 pt tall, 8 × 8 = 64 wide (wider than the 40-point title).
        #expect(b.size.height == a.size.height + 16)
        let button = b.buttons[0]
        let subtitle = try #require(button.subtitle)
        #expect(subtitle.minY == button.title.maxY)
        #expect(subtitle.width == 64)
        #expect(button.subtitleLines.map(\.text) == ["bbbbbbbb"])
    }

    @Test func aSubtitleCountsInTheWidthThatMustFit() throws {
        // Title 30 wide but subtitle 30 × 10 × 0.8 = 240: the block is the subtitle's width.
        let stack = [StackButton(title: "aaa", icon: "star", subtitle: String(repeating: "b", count: 30))]
        let measured = try fakeResolver.sizeThatFits(StackConfiguration(buttons: stack, width: 400))
        #expect(measured.size.width == 20 + 10 + 240 + 10)
    }

    @Test func boldTitlesAndPerButtonSizesAreMeasured() throws {
        let stack = [StackButton(title: "aaaa", icon: "star", boldTitle: true),
                     StackButton(title: "aaaa", icon: "star", contentInsets: EdgeInsets(all: 20), textScale: 0.5)]
        let layout = try fakeResolver.layout(StackConfiguration(buttons: stack, width: 500, forcedMode: .columnIconBeside))
        #expect(layout.buttons[0].title.width == 44) // 4 × 10 × 1.1
        #expect(layout.buttons[1].title.width == 20) // 4 × 10 × 0.5
        #expect(layout.buttons[1].icon!.width == 10)
    }

    @Test func aButtonWithoutAnIconKeepsTheTitleCentred() throws {
        let layout = try fakeResolver.layout(StackConfiguration(buttons: [StackButton(title: "aaaa")], width: 300))
        let button = layout.buttons[0]
        #expect(button.icon == nil)
        #expect(abs(button.title.midX - button.frame.midX) <= 0.5)
    }
}
