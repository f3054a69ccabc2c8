import Testing
import ButtonStackBase

/// A release read from text: `18`, `18.4`, `18.4.1`, and nothing else.
@Suite struct OSVersionTests {
    /// The reading as first written (split on dots, each part up to three ASCII digits), kept as
    /// the measure of the byte-at-a-time one.
    private func readBySplitting(_ text: String) -> OSVersion? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let major = Int(parts[0]) else { return nil }
        return OSVersion(major: major, minor: parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }

    @Test func releasesAreReadAsWritten() {
        #expect(OSVersion("18") == OSVersion(major: 18))
        #expect(OSVersion("17.4") == OSVersion(major: 17, minor: 4))
        #expect(OSVersion("18.4.1") == OSVersion(major: 18, minor: 4))
        #expect(OSVersion("17.10")! > OSVersion("17.9")!)
        for bad in ["", ".", "18.", ".4", "18..1", "1.2.3.4", "1000", "18.4a", " 18", "١٨", "+1", "-1", "18.4.1000"] {
            #expect(OSVersion(bad) == nil, "\(bad)")
        }
        #expect(OSVersion("18.4"[...]) == OSVersion(major: 18, minor: 4))
    }

    /// Every string of up to seven characters from digits, dots and a few others reads the same
    /// both ways.
    @Test func readingByBytesAgreesWithSplitting() {
        let alphabet: [Character] = ["0", "1", "9", ".", "a", " ", "٣", "é"]
        var seed: UInt64 = 0x05_1E_A5E
        for _ in 0..<20_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            var state = seed, text = ""
            for _ in 0..<Int(state >> 61) {
                state = state &* 6_364_136_223_846_793_005 &+ 1
                text.append(alphabet[Int(state >> 40) % (Int(state >> 62) == 0 ? alphabet.count : 4)])
            }
            #expect(OSVersion(text) == readBySplitting(text), "\(text.debugDescription)")
        }
    }
}
