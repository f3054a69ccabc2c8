import Testing
@testable import ButtonStackScan

/// A function a method declares in its own body to add the actions of the alert it makes. A
/// fixture written for this test, naming no app.
@Suite struct UIKitLocalFunctionsTests {
    /// Each call is the local function's body read with the call's arguments; a call under an
    /// `if` is a variant, as an `addAction` there is.
    @Test func aLocalFunctionsCallsAddTheirActions() throws {
        let (report, _) = try scan([
            "Upload.swift": """
            final class Upload: UIViewController {
                func pick() {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    func addAction(_ titleKey: String, style: UIAlertAction.Style = .default, handler: @escaping (UIAlertAction) -> Void) {
                        let action = UIAlertAction(title: NSLocalizedString(titleKey, comment: ""), style: style, handler: handler)
                        alert.addAction(action)
                    }
                    if UIImagePickerController.isSourceTypeAvailable(.camera) {
                        addAction("upload.take_photo") { _ in }
                    }
                    addAction("upload.library") { _ in }
                    addAction("global.cancel", style: .cancel) { _ in }
                    present(alert, animated: true)
                }
            }
            """,
        ])
        #expect(report.groups.map(\.line) == [3, 3])
        #expect(report.groups.map(\.titles) == [["upload.take_photo", "upload.library", "global.cancel"], ["upload.library", "global.cancel"]])
        #expect(report.groups.first?.buttons.map(\.role) == [nil, nil, "cancel"])
    }

    /// Actions added inside `do { … } catch { … }`: the body's, in order; the `catch`'s left out.
    @Test func actionsAddedInADoBlockAreRead() throws {
        let (report, _) = try scan([
            "Share.swift": """
            final class Share: UIViewController {
                func pick() throws {
                    let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                    func add(_ key: String) {
                        alert.addAction(UIAlertAction(title: NSLocalizedString(key, comment: ""), style: .default))
                    }
                    add("share.link")
                    do {
                        try prepare()
                        alert.addAction(UIAlertAction(title: NSLocalizedString("share.file", comment: ""), style: .default))
                    } catch {
                        alert.addAction(UIAlertAction(title: NSLocalizedString("share.retry", comment: ""), style: .default))
                    }
                    alert.addAction(UIAlertAction(title: NSLocalizedString("global.cancel", comment: ""), style: .cancel))
                    present(alert, animated: true)
                }
            }
            """,
        ])
        #expect(report.groups.map(\.titles) == [["share.link", "share.file", "global.cancel"]])
    }
}
