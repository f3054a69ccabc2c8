import ButtonStackBase

/// Lines shared by every button of a stack (modes 2 and 3): the icon band, the gap after it, and
/// the title band.
struct AlignmentLines {
    var icon: Double
    var gap: Double
    var text: Double
}

/// Places an icon and a title inside one button's frame, in left-to-right coordinates (the
/// resolver mirrors the finished stack for right-to-left). Content is centred in the frame less
/// its insets, as a button centres its content.
struct ButtonArranger {
    let grid: PixelGrid
    let wrappedAlignment: TitleAlignment

    /// Icon and title side by side. With `alignTo` (mode 3), the icon is centred in a slot as wide
    /// as the widest icon and the title starts after it, so icons share a vertical centre line and
    /// titles a leading edge across buttons.
    func beside<Measurer, Origin>(
        _ button: ButtonMetrics<Measurer, Origin>, in frame: Rect, alignTo line: AlignmentLines?
    ) -> ButtonPlacement<Measurer.SetLine, Origin> {
        let content = contentRect(of: button, in: frame)
        let iconSlot = line?.icon ?? button.icon.width
        let textSlot = line?.text ?? button.textBlock.width
        let gap = line?.gap ?? button.gap
        let groupWidth = iconSlot + gap + textSlot
        let groupX = grid.round(content.x + (content.width - groupWidth) / 2)
        let trailingIcon = button.button.iconPlacement == .trailing
        let iconX = trailingIcon ? groupX + textSlot + gap : groupX
        let textX = trailingIcon ? groupX : groupX + iconSlot + gap
        let icon = button.button.icon == nil ? nil : Rect(
            x: grid.round(iconX + (iconSlot - button.icon.width) / 2),
            y: grid.round(content.y + (content.height - button.icon.height) / 2),
            width: button.icon.width, height: button.icon.height
        )
        let block = button.textBlock
        let textOrigin = (x: grid.round(textX), y: grid.round(content.y + (content.height - block.height) / 2))
        return finish(
            button, frame: frame, content: content, icon: icon, textOrigin: textOrigin,
            title: button.title, subtitle: button.subtitle, block: block,
            alignment: line == nil ? .center : .leading
        )
    }

    /// Icon above title. With `alignTo` (mode 2), icons are centred in a band as tall as the
    /// tallest icon and titles start below the tallest, so both line up across the row.
    /// `text` carries wrapped title lines (mode 4); nil uses the one-line title.
    func above<Measurer, Origin>(
        _ button: ButtonMetrics<Measurer, Origin>, text: WrappedText<Measurer.SetLine>?,
        in frame: Rect, alignTo line: AlignmentLines?
    ) -> ButtonPlacement<Measurer.SetLine, Origin> {
        let content = contentRect(of: button, in: frame)
        let block = text?.block ?? button.textBlock
        let iconBand = line?.icon ?? button.icon.height
        let textBand = line?.text ?? block.height
        let gap = line?.gap ?? button.gap
        let groupY = grid.round(content.y + (content.height - (iconBand + gap + textBand)) / 2)
        let icon = button.button.icon == nil ? nil : Rect(
            x: grid.round(content.x + (content.width - button.icon.width) / 2),
            y: grid.round(groupY + (iconBand - button.icon.height) / 2),
            width: button.icon.width, height: button.icon.height
        )
        let title = text?.title ?? button.title
        let textOrigin = (x: grid.round(content.x + (content.width - block.width) / 2), y: groupY + iconBand + gap)
        let alignment: TitleAlignment = title.lines.count > 1 ? wrappedAlignment : .center
        return finish(
            button, frame: frame, content: content, icon: icon, textOrigin: textOrigin,
            title: title, subtitle: text?.subtitle ?? button.subtitle, block: block, alignment: alignment
        )
    }

    private func contentRect<Measurer, Origin>(of button: ButtonMetrics<Measurer, Origin>, in frame: Rect) -> Rect {
        Rect(
            x: frame.x + button.insets.leading, y: frame.y + button.insets.top,
            width: frame.width - button.insets.horizontal, height: frame.height - button.insets.vertical
        )
    }

    /// Title lines then subtitle lines, stacked from the block's top; each line centred in the
    /// block, or at its leading edge when the alignment says so.
    private func finish<Measurer, Origin>(
        _ button: ButtonMetrics<Measurer, Origin>, frame: Rect, content: Rect, icon: Rect?, textOrigin: (x: Double, y: Double),
        title: MeasuredText<Measurer.SetLine>, subtitle: MeasuredText<Measurer.SetLine>?, block: Size, alignment: TitleAlignment
    ) -> ButtonPlacement<Measurer.SetLine, Origin> {
        var y = textOrigin.y
        func lines(of text: MeasuredText<Measurer.SetLine>) -> (Rect, [PlacedLine<Measurer.SetLine>]) {
            let top = y
            let placed = text.lines.map { line -> PlacedLine<Measurer.SetLine> in
                let x = alignment == .center ? textOrigin.x + (block.width - line.width) / 2 : textOrigin.x
                defer { y += line.height }
                return PlacedLine(text: line.text, frame: Rect(x: grid.round(x), y: y, width: line.width, height: line.height), set: line.set)
            }
            let blockRect = Rect(x: textOrigin.x, y: top, width: grid.ceil(text.width), height: grid.ceil(text.height))
            y = top + grid.ceil(text.height)
            return (blockRect, placed)
        }
        let (titleRect, titleLines) = lines(of: title)
        let subtitlePart = subtitle.map { lines(of: $0) }
        let ink = [Optional(titleRect), subtitlePart?.0, icon].compactMap { $0 }
        let clipped = ink.contains { !frame.contains($0, tolerance: 1e-6) }
            || titleRect.width > content.width + 1e-6
        return ButtonPlacement(
            button: button.button, frame: frame, icon: icon, title: titleRect, titleLines: titleLines,
            subtitle: subtitlePart?.0, subtitleLines: subtitlePart?.1 ?? [],
            titleAlignment: alignment, clipped: clipped,
            missingGlyphs: title.missingGlyphs + (subtitle?.missingGlyphs ?? 0),
            brokeInsideWord: title.brokeInsideWord || (subtitle?.brokeInsideWord ?? false),
            titleAttributes: button.titleAttributes,
            subtitleAttributes: button.button.subtitle == nil ? nil : button.subtitleAttributes
        )
    }
}

extension ButtonPlacement {
    /// The placement reflected across the vertical centre line of a stack `width` wide.
    func mirrored(inWidth width: Double) -> ButtonPlacement {
        var copy = self
        copy.frame = frame.mirrored(inWidth: width)
        copy.icon = icon?.mirrored(inWidth: width)
        copy.title = title.mirrored(inWidth: width)
        copy.subtitle = subtitle?.mirrored(inWidth: width)
        copy.titleLines = titleLines.map { $0.moved(to: $0.frame.mirrored(inWidth: width)) }
        copy.subtitleLines = subtitleLines.map { $0.moved(to: $0.frame.mirrored(inWidth: width)) }
        return copy
    }

    /// The placement moved down by `dy`.
    func offset(dy: Double) -> ButtonPlacement {
        guard dy != 0 else { return self }
        var copy = self
        copy.frame = frame.offsetBy(dx: 0, dy: dy)
        copy.icon = icon?.offsetBy(dx: 0, dy: dy)
        copy.title = title.offsetBy(dx: 0, dy: dy)
        copy.subtitle = subtitle?.offsetBy(dx: 0, dy: dy)
        copy.titleLines = titleLines.map { $0.moved(to: $0.frame.offsetBy(dx: 0, dy: dy)) }
        copy.subtitleLines = subtitleLines.map { $0.moved(to: $0.frame.offsetBy(dx: 0, dy: dy)) }
        return copy
    }
}

extension PlacedLine {
    /// The same line at `frame`.
    func moved(to frame: Rect) -> PlacedLine {
        var copy = self
        copy.frame = frame
        return copy
    }
}
