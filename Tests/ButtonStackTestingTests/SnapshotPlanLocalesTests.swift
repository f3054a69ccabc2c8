import ButtonStackSnapshots
import StackEngine
import Foundation
import Testing

/// The locales the committed snapshots hold for an app's spec (one with `strings:`): those the
/// app has, as `render` plans them, never the plan's en, de, ar and zh-Hans by default.
@Suite struct SnapshotPlanLocalesTests {
    @Test func anAppsStacksAreRecordedInTheLocalesRenderPlans() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try """
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "save": {"localizations": {"en": {"stringUnit": {"state": "translated", "value": "Save"}},
                                     "he": {"stringUnit": {"state": "translated", "value": "שמירה"}}}}
        }}
        """.write(to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true, encoding: .utf8)
        let spec = folder.appendingPathComponent("app.yaml")
        try """
        strings: [Localizable.xcstrings]
        stacks:
          - name: keyed
            buttons: [{title: {key: save}}, {title: Close}]
          - name: written
            buttons: [{title: Switch to this channel}, {title: Close}]
          - name: translated
            buttons: [{title: {en: Pair, de: Paar, ar: زوج}}, {title: Close}]
        """.write(to: spec, atomically: true, encoding: .utf8)
        let specs = try SpecSources.load([spec.path])
        let recorded = try SnapshotPlan.entries(for: specs)
        func locales(_ stack: String, _ images: [PlannedImage]) -> Set<String> {
            Set(images.filter { $0.request.stack.name == stack }.map(\.request.locale))
        }
        let rendered = try RenderPlan.images(specs: specs, options: RenderOptions())
        #expect(locales("keyed", recorded) == ["en", "he"])
        // Written in the spec, the titles are the same text in every locale: no Arabic picture of
        // English text for an app that has no Arabic.
        #expect(locales("written", recorded) == ["en"])
        // Translated in the spec: in the locales it gives, Arabic's right to left included.
        #expect(locales("translated", recorded) == ["en", "de", "ar"])
        for stack in ["keyed", "written", "translated"] { #expect(locales(stack, recorded) == locales(stack, rendered), "\(stack)") }
        // A locale typed in capitals is the app's own spelling: one picture name for one locale.
        var typed = RenderOptions()
        typed.locales = ["HE", "EN"]
        typed.stackName = "keyed"
        #expect(Set(try RenderPlan.images(specs: specs, options: typed).map(\.request.locale)) == ["he", "en"])
    }
}
