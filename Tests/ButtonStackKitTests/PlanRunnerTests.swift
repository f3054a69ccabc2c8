import ButtonStackBase
import ButtonSpec
import Testing
@testable import StackEngine

@Suite struct PlanRunnerTests {
    @Test func theLightAndDarkPicturesOfALayoutAreOneRun() throws {
        var options = RenderOptions()
        options.locales = ["en", "de"]
        options.textSizes = [.large, .accessibilityLarge]
        options.appearances = [.light, .dark]
        let plan = try RenderPlan.images(specs: [example("readme.yaml")], options: options)
        let runs = PlanRunner.runs(of: Array(plan.indices), in: plan)
        // Every run is one layout's pictures, and no layout's pictures are split between runs.
        #expect(runs.flatMap { Array($0) } == Array(plan.indices))
        for run in runs {
            #expect(Set(run.map { plan[$0].request }).count == 1)
            #expect(Set(run.map { plan[$0].appearance }) == [.light, .dark])
        }
        #expect(Set(runs.map { plan[$0.lowerBound].request }).count == runs.count)
    }

    @Test func aStepOrderThatSeparatesThemKeepsEachPictureItsOwnRun() throws {
        var options = RenderOptions()
        options.appearances = [.light, .dark]
        let plan = try RenderPlan.images(specs: [example("readme.yaml")], options: options)
        // A contact sheet's order: every light picture, then every dark one.
        let order = plan.indices.sorted { (plan[$0].appearance == .dark ? 1 : 0, $0) < (plan[$1].appearance == .dark ? 1 : 0, $1) }
        let runs = PlanRunner.runs(of: order, in: plan)
        #expect(runs.flatMap { Array($0) } == Array(order.indices))
        // Each light picture's neighbours are other layouts' light pictures: nothing to share.
        #expect(runs.count == order.count)
    }
}
