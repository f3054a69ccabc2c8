import ButtonStackBase
import ButtonLayout
import ButtonSpec
import Typesetter

/// One button title's room in one combination, worked out with the stack's source-language texts.
public struct ButtonTitleBudget: Sendable, Hashable {
    /// The combination, in the stack's source language.
    public var request: StackRequest
    /// The button, from 0.
    public var button: Int
    /// Where the title comes from in the app's strings; nil for a title written in the spec.
    public var reference: StringReference?
    /// The title in the source language, as shown.
    public var source: String
    /// Size and weight the title is set in (a primary's is bold, a small button's smaller).
    public var attributes: TextAttributes
    /// The figures.
    public var budget: TitleBudget
}

/// A translated title and the room its source left it: what `over-budget` judges.
public struct TitleRoom: Sendable, Hashable {
    /// The button, from 0.
    public var button: Int
    /// The title's one-line width here, in points, as set in this locale.
    public var width: Double
    /// The source language's budget at the same text size and width.
    public var budget: ButtonTitleBudget
}

extension ButtonStackEngine {
    /// The locale a stack's budgets are worked out in: the source language of the strings table
    /// its first title given by key comes from, else English.
    public static func sourceLocale(of stack: StackSpec) -> String {
        for button in stack.buttons {
            if let reference = shownTitle(button).reference {
                return stack.strings?.tables.tables[reference.table]?.sourceLanguage ?? "en"
            }
        }
        return "en"
    }

    /// The title a button shows: its loading title while loading, else its title.
    static func shownTitle(_ button: ButtonSpec) -> LocalizedText {
        button.loading ? button.loadingTitle ?? button.title : button.title
    }

    /// Every button's title budget for `request`'s stack, text size and width, with the titles of
    /// the stack's source language (`request.locale` is not used).
    public func titleBudgets(_ request: StackRequest) throws -> [ButtonTitleBudget] {
        var source = request
        source.locale = Self.sourceLocale(of: request.stack)
        source.mode = nil
        source.height = nil
        let configuration = try configuration(for: source)
        let budgets: [TitleBudget]
        do {
            budgets = try StackResolver(measurer: measurer(for: source)).budgets(configuration)
        } catch let error as SpecError {
            throw error
        } catch {
            throw SpecError(file: request.file, path: request.stack.path, problem: "\(error)")
        }
        return zip(configuration.buttons, budgets).map { button, budget in
            ButtonTitleBudget(
                request: source, button: budget.button, reference: Self.shownTitle(button.origin.spec).reference,
                source: button.title, attributes: Self.titleAttributes(button, configuration), budget: budget
            )
        }
    }

    /// The translated titles of `stack` with the room each had in the source language; none in
    /// the source language itself, nor for a title that shows its source text.
    public func titleRooms(_ stack: LaidOutStack) throws -> [TitleRoom] {
        let sourceLocale = Self.sourceLocale(of: stack.request.stack)
        guard !LanguageTag(stack.request.locale).sameLocale(as: LanguageTag(sourceLocale)) else { return [] }
        let budgets = try titleBudgets(stack.request)
        let measurer = measurer(for: stack.request)
        return try zip(stack.configuration.buttons, budgets).compactMap { button, budget in
            guard button.title != budget.source else { return nil }
            let width = try measurer.measure(button.title, attributes: budget.attributes, maxWidth: nil).width
            return TitleRoom(button: budget.button, width: width, budget: budget)
        }
    }

    /// The advance of an average character, in points, of `texts` set on one line in `locale`
    /// with `attributes` in `font` (else the bundled fonts): their widths added up over their
    /// characters (spaces included, as translators count them); nil when they have none.
    public func averageAdvance(of texts: [String], locale: String, font: FontSpec?, attributes: TextAttributes) throws -> Double? {
        let measurer = measurer(locale: locale, font: Self.appFont(font))
        var width = 0.0, characters = 0
        for text in texts where !text.isEmpty {
            width += try measurer.measure(text, attributes: attributes, maxWidth: nil).width
            characters += text.count
        }
        return characters == 0 ? nil : width / Double(characters)
    }

    /// The measurer `layout(_:)` uses for `request`: its locale, the app's font, line breaks and
    /// the app's own icons (without them a budget could not measure an `asset:` icon).
    func measurer(for request: StackRequest) -> TypesetterMeasurer {
        measurer(locale: request.locale, font: Self.appFont(request.stack.font),
                 lineBreakStrategy: request.stack.lineBreakStrategy ?? .standard, appIcons: request.stack.appIcons)
    }

    /// The size and weight the resolver sets `button`'s title in.
    static func titleAttributes<Origin>(_ button: StackButton<Origin>, _ configuration: StackConfiguration<Origin>) -> TextAttributes {
        TextAttributes(pointSize: configuration.pointSize * button.textScale, bold: button.boldTitle)
    }
}
