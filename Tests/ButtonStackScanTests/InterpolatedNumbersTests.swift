import Testing
@testable import ButtonStackScan

/// A title interpolating a number a `ForEach` over a literal list gives (`"\(step) %"`).
@Suite struct InterpolatedNumbersTests {
    @Test func anIntegerFromALiteralListPrintsAsWritten() throws {
        let (report, _) = try scan(["Form.swift": """
        import SwiftUI
        struct RadioButton: View {
            var isSelected: Bool
            var label: String
            var action: () -> Void
            var body: some View {
                Button(action: action) {
                    HStack {
                        Image(systemName: "circle")
                        Text(label)
                    }
                }
            }
        }
        struct OverrideForm: View {
            @State var percentageStep = 1
            var body: some View {
                VStack(alignment: .leading) {
                    ForEach([1, 5], id: \\.self) { step in
                        RadioButton(isSelected: percentageStep == step, label: "\\(step) %") { percentageStep = step }
                    }
                }
            }
        }
        """])
        let group = try #require(report.groups.first)
        #expect(group.buttons.map(\.title) == [.text("1 %"), .text("5 %")])
    }

    /// A floating-point value is not printed from its literal (`1.50` prints `1.5`): unknown.
    @Test func aFloatingPointValueIsNotPrinted() throws {
        let (report, _) = try scan(["Form.swift": """
        import SwiftUI
        struct SpeedPicker: View {
            var body: some View {
                HStack {
                    ForEach([1.50, 2.0], id: \\.self) { speed in
                        Button(action: {}) { Text(verbatim: "\\(speed)×") }
                    }
                }
            }
        }
        """])
        #expect(report.groups.isEmpty)
    }
}

/// Whole numbers of a floating-point list print with their fraction (`1.0x`), found by a review.
@Suite struct FloatingListInterpolationTests {
    @Test func wholeNumbersOfADoubleListPrintAsDoubles() throws {
        let (report, _) = try scan(["Rates.swift": """
        import SwiftUI
        struct RatesView: View {
            let rates: [Double] = [1, 2]
            var body: some View {
                HStack { ForEach(rates, id: \\.self) { rate in Button(action: {}) { Text(verbatim: "\\(rate)x") } } }
            }
        }
        """])
        #expect(!report.groups.contains { $0.buttons.map(\.title) == [.text("1x"), .text("2x")] })
    }
}
