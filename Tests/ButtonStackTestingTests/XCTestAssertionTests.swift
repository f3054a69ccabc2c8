import ButtonStackKit
import XCTest
@testable import ButtonStackTesting

/// The assertion works from XCTest too.
final class XCTestAssertionTests: XCTestCase {
    func testCommittedReferenceMatchesFromXCTest() {
        assertButtonStackSnapshot(
            ButtonStackSnapshot(spec: readme, stack: "tools", locale: "ar", textSize: .large, width: 320),
            snapshotDirectory: packageRoot.appendingPathComponent("Snapshots/readme").path
        )
    }

    func testAFailureMessageIsProducedForXCTest() {
        let message = verifyButtonStackSnapshot(
            ButtonStackSnapshot(spec: readme, stack: "tools", locale: "ar", textSize: .large, width: 320),
            record: .never, snapshotDirectory: "/nonexistent/refs"
        )
        XCTAssertNotNil(message)
        XCTAssertTrue(message?.contains("MISSING") == true)
    }
}
