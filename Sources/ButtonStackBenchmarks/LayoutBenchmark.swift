import StackEngine
import ButtonLayout
import ButtonStackKit
import Foundation

/// Layouts per second with a warm measurement cache, and how the cost grows with the buttons.
enum LayoutBenchmark {
    static func run(_ engine: ButtonStackEngine) throws {
        print("== layout resolver (warm measurement cache, one core)")
        let resolver = StackResolver(measurer: engine.measurer(locale: "en"))
        let titles = ["Add", "Organise", "Settings"]
        func stack(_ count: Int) -> [StackButton<Nothing>] {
            (0..<count).map { StackButton(title: titles[$0 % 3] + ($0 < 3 ? "" : " \($0)"), icon: ["plus", "folder", "gear"][$0 % 3]) }
        }
        let three = StackConfiguration(buttons: stack(3), width: 390, scale: 2)
        _ = try resolver.layout(three)
        let perLayout = try Timing.secondsPerCall(iterations: 50_000) { _ = try resolver.layout(three) }
        print("  3-button stack:                   \(Timing.rate(perLayout))  (\(Timing.us(perLayout)) each)")
        for count in [1, 10, 100, 1000] {
            let configuration = StackConfiguration(buttons: stack(count), width: 390, scale: 2)
            _ = try resolver.layout(configuration)
            let seconds = try Timing.secondsPerCall(rounds: 5, iterations: max(5, 20_000 / count)) { _ = try resolver.layout(configuration) }
            print("  \(String(count).padding(toLength: 4, withPad: " ", startingAt: 0)) buttons: \(Timing.us(seconds)) per layout, \(Timing.us(seconds / Double(count))) per button")
        }
    }
}
