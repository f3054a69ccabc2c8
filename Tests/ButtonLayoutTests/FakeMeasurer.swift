import ButtonStackBase
@testable import ButtonLayout

/// Metrics that are easy to reason about: every character is `characterWidth` points wide at 17 pt
/// (scaling with the point size), lines are 20 pt tall at 17 pt, icons are `iconSide` square at
/// 17 pt. Wraps greedily at spaces, breaking a word that is too wide between characters.
struct FakeMeasurer: TextMeasuring {
    var characterWidth = 10.0
    var lineHeight = 20.0
    var iconSide = 20.0

    func measure(_ text: String, attributes: TextAttributes, maxWidth: Double?) throws -> MeasuredText<Nothing> {
        let scale = attributes.pointSize / 17 * (attributes.bold ? 1.1 : 1)
        let perCharacter = characterWidth * scale
        let height = lineHeight * attributes.pointSize / 17
        func line(_ text: String) -> MeasuredLine<Nothing> {
            MeasuredLine(text: text, width: Double(text.count) * perCharacter, height: height)
        }
        guard let maxWidth, Double(text.count) * perCharacter > maxWidth else { return MeasuredText(lines: [line(text)]) }
        var lines: [String] = []
        var current = ""
        var broke = false
        for word in text.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if Double(candidate.count) * perCharacter <= maxWidth { current = candidate; continue }
            if !current.isEmpty { lines.append(current) }
            current = word
            while Double(current.count) * perCharacter > maxWidth && current.count > 1 {
                let fit = max(1, Int(maxWidth / perCharacter))
                lines.append(String(current.prefix(fit)))
                current = String(current.dropFirst(fit))
                broke = true
            }
        }
        if !current.isEmpty { lines.append(current) }
        return MeasuredText(lines: lines.map(line), brokeInsideWord: broke)
    }

    func iconSize(_ icon: String, pointSize: Double) throws -> Size {
        Size(width: iconSide * pointSize / 17, height: iconSide * pointSize / 17)
    }
}

/// Buttons with icons titled `titles`.
func buttons(_ titles: [String], icons: Bool = true) -> [StackButton<Nothing>] {
    titles.map { StackButton(title: $0, icon: icons ? "star" : nil) }
}

/// A resolver over the fake metrics.
let fakeResolver = StackResolver(measurer: FakeMeasurer())
