import Testing
@testable import ButtonStackScan

/// Faults found reviewing the twenty-fourth round.
@Suite struct TwentyFourthRoundReviewTests {
    /// `case low = 0x1, high = 0x3`: a raw value written in hexadecimal is that number, not one
    /// counted on from the case before (which named "None" and "Low").
    @Test func aRawValueWrittenInHexadecimalIndexesItsElement() throws {
        let (report, _) = try scan(["V.swift": """
        import SwiftUI
        enum Level: Int, CaseIterable {
            case low = 0x1, high = 0x3
            static let names = ["None", "Low", "Medium", "High"]
            var name: String { Self.names[rawValue] }
        }
        struct V: View {
            var body: some View {
                Menu {
                    ForEach(Level.allCases, id: \\.self) { level in
                        Button(level.name) { }
                    }
                } label: { Image(systemName: "flag") }
            }
        }
        """])
        #expect(report.skipped.isEmpty, "\(report.skipped)")
        #expect(report.groups.map(\.titles) == [["\"Low\"", "\"High\""]])
    }
}
